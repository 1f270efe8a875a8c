import { bodyChecker, readBodyOf, Refusal, sendJson } from '../../http/http.ts';
import { MIN_PASSWORD_LENGTH, ROLES } from '../accounts.ts';
import { emptySchema, newAccountSchema, passwordSchema, roleSchema, type AccountsAnswer, type OkAnswer } from '../contract.ts';
import { clearSessionCookie } from '../sessions.ts';
import { refusal } from '../texts.ts';
import type { Handler, StudioContext } from './context.ts';

const empty = bodyChecker(emptySchema);
const newAccount = bodyChecker(newAccountSchema);
const roleBody = bodyChecker(roleSchema);
const passwordBody = bodyChecker(passwordSchema);

/** Accounts, managed by admins; and each person's own password. */
export function accountHandlers({ guard, accounts, sessions }: StudioContext) {
  const listed = (): AccountsAnswer => ({ accounts: accounts.list(), roles: ROLES, minPasswordLength: MIN_PASSWORD_LENGTH });

  const listAccounts: Handler = (req, res) => {
    guard.allow(guard.signedIn(req), 'accounts');
    sendJson(res, 200, listed());
  };

  const addAccount: Handler = async (req, res) => {
    guard.change(req, 'accounts');
    const body = await readBodyOf(req, newAccount);
    await accounts.add(body.name.trim(), { role: body.role, email: body.email.trim(), password: body.password });
    sendJson(res, 201, listed());
  };

  const removeAccount: Handler = async (req, res, [name]) => {
    guard.change(req, 'accounts');
    await readBodyOf(req, empty);
    accounts.remove(name);
    sessions.destroyFor(name);
    sendJson(res, 200, listed());
  };

  const setRole: Handler = async (req, res, [name]) => {
    guard.change(req, 'accounts');
    accounts.setRole(name, (await readBodyOf(req, roleBody)).role);
    sendJson(res, 200, listed());
  };

  const changePassword: Handler = async (req, res) => {
    const signed = guard.change(req, 'edit');
    const body = await readBodyOf(req, passwordBody);
    if (!(await accounts.verify(signed.account.name, body.current))) throw new Refusal(403, refusal((r) => r.wrongCurrentPassword), { code: 'password' });
    await accounts.setPassword(signed.account.name, body.password);
    sessions.destroyFor(signed.account.name);
    sendJson(res, 200, { ok: true } satisfies OkAnswer, { 'set-cookie': clearSessionCookie({ secure: guard.secure }) });
  };

  return { listAccounts, addAccount, removeAccount, setRole, changePassword };
}

import { ROLES } from '../accounts.ts';
import { readJson, Refusal, sendJson, text } from '../http.ts';
import { clearSessionCookie } from '../sessions.ts';
import type { Handler, StudioContext } from './context.ts';

/** Accounts, managed by admins; and each person's own password. */
export function accountHandlers({ guard, accounts, sessions }: StudioContext) {
  const listAccounts: Handler = (req, res) => {
    guard.allow(guard.signedIn(req), 'accounts');
    sendJson(res, 200, { accounts: accounts.list(), roles: ROLES });
  };

  const addAccount: Handler = async (req, res) => {
    guard.change(req, 'accounts');
    const body = await readJson(req);
    await accounts.add(text(body.name, 'The name', 64).trim(), { role: text(body.role, 'The role', 20), email: text(body.email, 'The e-mail', 200).trim(), password: text(body.password, 'The password', 1000) });
    sendJson(res, 201, { accounts: accounts.list() });
  };

  const changeAccount: Handler = async (req, res, [name, what]) => {
    guard.change(req, 'accounts');
    if (what === 'remove') {
      accounts.remove(name);
      sessions.destroyFor(name);
    } else {
      accounts.setRole(name, text((await readJson(req)).role, 'The role', 20));
    }
    sendJson(res, 200, { accounts: accounts.list() });
  };

  const changePassword: Handler = async (req, res) => {
    const signed = guard.change(req, 'edit');
    const body = await readJson(req);
    if (!(await accounts.verify(signed.account.name, text(body.current, 'Your current password', 1000)))) throw new Refusal(403, 'Your current password is wrong: the password was not changed.');
    await accounts.setPassword(signed.account.name, text(body.password, 'The new password', 1000));
    sessions.destroyFor(signed.account.name);
    sendJson(res, 200, { ok: true }, { 'set-cookie': clearSessionCookie({ secure: guard.secure }) });
  };

  return { listAccounts, addAccount, changeAccount, changePassword };
}

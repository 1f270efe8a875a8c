import { readForm, redirect, sendHtml, sendJson } from '../../http/http.ts';
import { ACTIONS, roleAllows } from '../accounts.ts';
import type { MeAnswer, OkAnswer } from '../contract.ts';
import { signInPage } from '../html-pages.ts';
import { clearSessionCookie, sessionCookie } from '../sessions.ts';
import { STUDIO_REFUSALS_IN } from '../texts.ts';
import { INTERFACE_LANGUAGES, LANGUAGE_COOKIE, languageOfRequest } from '../../interface/language.ts';
import type { Handler, StudioContext } from './context.ts';

/** Signing in (with the attempt limiter), signing out, and who the signed-in person is. */
export function sessionHandlers({ guard, limiter, accounts, sessions }: StudioContext) {
  const signIn: Handler = async (req, res) => {
    guard.sameOrigin(req);
    const form = await readForm(req);
    const name = (form.get('name') ?? '').trim().toLowerCase();
    const password = form.get('password') ?? '';
    const address = guard.address(req);
    const language = languageOfRequest(req.headers);
    // the attempt is counted before its password is verified: parallel tries cannot pass the limit
    const attempt = limiter.begin(name, address, language);
    if (!attempt.ok) {
      res.setHeader('retry-after', String(attempt.retryAfterSeconds));
      return sendHtml(res, 429, signInPage({ message: attempt.message, name, language }));
    }
    let account;
    try {
      if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
      account = await accounts.verify(name, password);
    } finally {
      attempt.end(account !== undefined);
    }
    if (!account) return sendHtml(res, 401, signInPage({ message: STUDIO_REFUSALS_IN[language].wrongPassword, name, language }));
    const { id } = sessions.create(account);
    redirect(res, '/studio/', { 'set-cookie': sessionCookie(id, { secure: guard.secure }) });
  };

  const signOut: Handler = (req, res) => {
    const signed = guard.change(req, 'edit');
    sessions.destroy(signed.id);
    sendJson(res, 200, { ok: true } satisfies OkAnswer, { 'set-cookie': clearSessionCookie({ secure: guard.secure }) });
  };

  const me: Handler = (req, res) => {
    const { account, csrf } = guard.signedIn(req);
    const can = Object.fromEntries(ACTIONS.map((action) => [action, roleAllows(account.role, action)])) as MeAnswer['can'];
    sendJson(res, 200, { name: account.name, email: account.email, role: account.role, csrf, can } satisfies MeAnswer);
  };

  /**
   * The sign-in page, in the request's language; `?language=fr` (one of the interface's languages, nothing
   * else) chooses it and remembers it in the cookie the pages and the servers read, as the pages' switch does.
   */
  const signInForm: Handler = (req, res, _params, url) => {
    const asked = url.searchParams.get('language');
    const chosen = INTERFACE_LANGUAGES.find((language) => language.code === asked)?.code;
    if (chosen) res.setHeader('set-cookie', `${LANGUAGE_COOKIE}=${chosen}; path=/; max-age=${365 * 24 * 3600}; samesite=lax${guard.secure ? '; secure' : ''}`);
    sendHtml(res, 200, signInPage({ language: chosen ?? languageOfRequest(req.headers) }));
  };

  return { signInForm, signIn, signOut, me };
}

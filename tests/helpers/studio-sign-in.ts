import { expect } from 'vitest';

export interface Signed {
  cookie: string;
  csrf: string;
}

/** Signing in to a studio at `base()` (known once it listens) as its sign-in page does, with `password` for every account. */
export function studioSignIn(base: () => string, password: string) {
  const signInRequest = (name: string, attempt: string, headers: Record<string, string> = {}) =>
    fetch(`${base()}/studio/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ name, password: attempt }).toString(),
    });
  /** Signed in: the session's cookie and the token its changes carry. */
  const signIn = async (name: string): Promise<Signed> => {
    const response = await signInRequest(name, password);
    expect(response.status).toBe(303);
    const cookie = response.headers.get('set-cookie')!.split(';')[0];
    const me = (await (await fetch(`${base()}/studio/api/me`, { headers: { cookie } })).json()) as { csrf: string };
    return { cookie, csrf: me.csrf };
  };
  return { signInRequest, signIn };
}

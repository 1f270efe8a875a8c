import { randomBytes, timingSafeEqual } from 'node:crypto';
import { identityOf, type AccountStore, type PublicAccount } from './accounts.ts';

/**
 * Signed-in editors, in memory: a restart signs everyone out. A session ends when idle too long,
 * or at once when its account is removed or its password or role changes (the account's version). A
 * session belongs to one account's identity, not to a name: a name removed and added again is another account.
 */

export const SESSION_COOKIE = 'studio_session';

export interface Session {
  id: string;
  csrf: string;
  account: PublicAccount;
}

interface Entry {
  csrf: string;
  name: string;
  identity: string;
  version: number;
  lastSeen: number;
}

export interface SessionOptions {
  accounts: AccountStore;
  idleMinutes?: number;
  now?: () => number;
}

export class SessionStore {
  private readonly sessions = new Map<string, Entry>();
  private readonly accounts: AccountStore;
  private readonly idleMs: number;
  private readonly now: () => number;
  private lastSweep: number;

  constructor({ accounts, idleMinutes = 30, now = () => Date.now() }: SessionOptions) {
    this.accounts = accounts;
    this.idleMs = idleMinutes * 60_000;
    this.now = now;
    this.lastSweep = now();
  }

  create(account: Pick<PublicAccount, 'uid' | 'name' | 'created' | 'version'>): { id: string; csrf: string } {
    this.sweep();
    const id = randomBytes(32).toString('base64url');
    const csrf = randomBytes(32).toString('base64url');
    this.sessions.set(id, { csrf, name: account.name, identity: identityOf(account), version: account.version, lastSeen: this.now() });
    return { id, csrf };
  }

  get(id: string | undefined): Session | undefined {
    const entry = id === undefined ? undefined : this.sessions.get(id);
    if (!id || !entry) return undefined;
    const account = this.stillValid(entry);
    if (!account) {
      this.sessions.delete(id);
      return undefined;
    }
    entry.lastSeen = this.now();
    return { id, csrf: entry.csrf, account };
  }

  destroy(id: string): void {
    this.sessions.delete(id);
  }

  /** Ends every session of one account. */
  destroyFor(name: string): void {
    for (const [id, entry] of this.sessions) if (entry.name === name) this.sessions.delete(id);
  }

  /** The account, when the session is neither idle too long nor outdated by a change to its account. */
  private stillValid(entry: Entry): PublicAccount | undefined {
    if (this.now() - entry.lastSeen > this.idleMs) return undefined;
    const account = this.accounts.get(entry.name);
    return account && identityOf(account) === entry.identity && account.version === entry.version ? account : undefined;
  }

  /** Forgets idle sessions nobody asked about again, at most once a minute, so memory stays bounded. */
  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, entry] of this.sessions) if (now - entry.lastSeen > this.idleMs) this.sessions.delete(id);
  }
}

export function sessionCookie(id: string, { secure }: { secure: boolean }): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function clearSessionCookie({ secure }: { secure: boolean }): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** The session id in a Cookie header, among any other cookies. */
export function readSessionId(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.split('=');
    if (name.trim() !== SESSION_COOKIE) continue;
    const id = value.join('=').trim();
    return /^[A-Za-z0-9_-]+$/.test(id) ? id : undefined;
  }
  return undefined;
}

/** Whether a form or header carried the session's own CSRF token. */
export function csrfMatches(session: Pick<Session, 'csrf'> | undefined, given: unknown): boolean {
  if (!session || typeof given !== 'string') return false;
  const expected = Buffer.from(session.csrf);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

import type { IncomingMessage } from 'node:http';
import { clientAddress, isLoopbackHost, Refusal, requireSameOrigin } from '../http/http.ts';
import { roleAllows, type Action, type PublicAccount } from './accounts.ts';
import { csrfMatches, readSessionId, type SessionStore } from './sessions.ts';
import { refusal } from './texts.ts';

export interface Signed {
  id: string;
  csrf: string;
  account: PublicAccount;
}


/**
 * The studio's checks of who asks and from where. Without a public address it answers on a loopback
 * host only (a rebound DNS name cannot reach it); with one, on that host only, and its cookies are Secure.
 */
export class Guard {
  readonly origin: string | undefined;

  constructor(
    private readonly options: { sessions: SessionStore; publicUrl?: string; trustProxyHops?: number },
  ) {
    this.origin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  }

  get secure(): boolean {
    return this.origin?.startsWith('https:') ?? false;
  }

  /** The studio's own origin for this request, once its Host is one the studio answers on. */
  ownOrigin(req: IncomingMessage): string {
    const host = req.headers.host ?? '';
    if (this.origin) {
      const origin = this.origin;
      if (host !== new URL(origin).host) throw new Refusal(421, refusal((r) => r.answersAt(origin, host)));
      return origin;
    }
    if (!isLoopbackHost(host)) throw new Refusal(421, refusal((r) => r.loopbackOnly(host)));
    return `http://${host}`;
  }

  /** A request that changes something must come from a page of the studio itself. */
  sameOrigin(req: IncomingMessage): void {
    requireSameOrigin(req, this.ownOrigin(req), refusal((r) => r.studioPages), true);
  }

  session(req: IncomingMessage): Signed | undefined {
    const id = readSessionId(req.headers.cookie);
    return id ? this.options.sessions.get(id) : undefined;
  }

  /** The signed-in person, or a refusal that sends them to the sign-in page. */
  signedIn(req: IncomingMessage): Signed {
    const found = this.session(req);
    if (!found) throw new Refusal(401, refusal((r) => r.signedOut));
    return found;
  }

  /** For a change: signed in, from the studio's own page, with the session's token, in a role that may. */
  change(req: IncomingMessage, action: Action): Signed {
    this.sameOrigin(req);
    const signed = this.signedIn(req);
    if (!csrfMatches(signed, req.headers['x-edit-token'])) throw new Refusal(403, refusal((r) => r.staleToken));
    this.allow(signed, action);
    return signed;
  }

  allow(signed: Signed, action: Action): void {
    if (!roleAllows(signed.account.role, action)) throw new Refusal(403, refusal((r) => r.roleNeeded[action]));
  }

  address(req: IncomingMessage): string {
    return clientAddress(req, this.options.trustProxyHops ?? 0);
  }
}

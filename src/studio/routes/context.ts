import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { AccountStore } from '../accounts.ts';
import { AttemptLimiter } from '../attempts.ts';
import { type Draft, Drafts, type Person } from '../drafts.ts';
import { Guard, type Signed } from '../guard.ts';
import { Refusal } from '../../http/http.ts';
import { OPEN_STATES } from '../draft-states.ts';
import { DraftChecks } from '../draft-checks.ts';
import { LivePreviews } from '../live-preview.ts';
import { Previews, Publisher } from '../publish.ts';
import { PROJECT_ROOT } from '../../paths.ts';
import { refusal } from '../texts.ts';
import { SessionStore } from '../sessions.ts';

export interface StudioOptions {
  /** The site's git working copy; its checked-out branch is the live one. */
  repo: string;
  /** Accounts, drafts' worktrees and previews (never committed). */
  dataDir: string;
  /** The public site's folder that `npm run serve` serves: a link the studio points at each new release. */
  siteLink: string;
  /** The studio's bundled browser code (dist/studio). */
  clientDir: string;
  /** https://… where people reach the studio; required off loopback, makes cookies Secure. */
  publicUrl?: string;
  /** The public site's address, for the links to the pages a publish changed; else site.config.yaml's `url`. */
  siteUrl?: string;
  /** A git remote the live branch is pushed to after each publish. */
  pushRemote?: string;
  trustProxyHops?: number;
  idleMinutes?: number;
  now?: () => number;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, params: string[], url: URL) => Promise<void> | void;

export type Route = [method: string, pattern: RegExp, handler: Handler];

/** What every group of the studio's routes shares: the stores, the guard and the draft look-ups. */
export interface StudioContext {
  options: StudioOptions;
  accounts: AccountStore;
  sessions: SessionStore;
  limiter: AttemptLimiter;
  guard: Guard;
  drafts: Drafts;
  liveBranch: () => Promise<string>;
  publisher: Publisher;
  previews: Previews;
  /** The editor's preview of a draft as it is typed (src/studio/live-preview.ts). */
  livePreviews: LivePreviews;
  /** The drafts' checks and live previews' models, on a thread of their own (src/studio/draft-checks.ts). */
  checks: DraftChecks;
  author: (signed: Signed) => Person;
  /** The open draft `id`, or a 404 refusal. */
  draftOf: (id: string) => Draft;
  /** The open draft `id` if `signed` may change it, or a refusal. */
  mayChange: (signed: Signed, id: string) => Draft;
}

export function createStudioContext(options: StudioOptions): StudioContext {
  const now = options.now ?? (() => Date.now());
  const accounts = new AccountStore(options.dataDir);
  const sessions = new SessionStore({ accounts, idleMinutes: options.idleMinutes, now });
  const limiter = new AttemptLimiter({ now });
  const guard = new Guard({ sessions, publicUrl: options.publicUrl, trustProxyHops: options.trustProxyHops });
  const drafts = new Drafts({ repo: options.repo, dataDir: options.dataDir });
  const liveBranch = () => drafts.liveBranch();
  const previews = new Previews(path.join(options.dataDir, 'previews'));
  const publisher = new Publisher({ drafts, previews, repo: options.repo, siteLink: options.siteLink, dataDir: options.dataDir, pushRemote: options.pushRemote, liveBranch });
  const checks = new DraftChecks();
  const livePreviews = new LivePreviews(path.join(PROJECT_ROOT, 'dist/client'), checks);

  const draftOf = (id: string) => {
    const draft = drafts.get(id);
    if (!draft || !OPEN_STATES.includes(draft.status)) throw new Refusal(404, refusal((r) => r.noOpenDraft(id)), { code: 'not-found' });
    return draft;
  };

  /** A draft is changed by the person who holds it; a publisher may too (to resolve a conflict before publishing). */
  const mayChange = (signed: Signed, id: string) => {
    const draft = draftOf(id);
    if (draft.owner.name !== signed.account.name && signed.account.role === 'editor') throw new Refusal(403, refusal((r) => r.heldBy(draft.owner.name)), { code: 'held' });
    return draft;
  };

  return {
    options,
    accounts,
    sessions,
    limiter,
    guard,
    drafts,
    liveBranch,
    publisher,
    previews,
    livePreviews,
    checks,
    author: (signed) => ({ name: signed.account.name, email: signed.account.email }),
    draftOf,
    mayChange,
  };
}

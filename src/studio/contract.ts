import type { JSONSchemaType } from 'ajv';
import type { Problem } from '../config/messages/problems.ts';
import type { Action, PublicAccount, Role } from './accounts.ts';
import type { Draft, MergeConflict, ResolveResult } from './drafts.ts';
import type { HistoryEntry } from './history.ts';
import type { PublishOutcome } from './publish.ts';
import type { FileDiff } from './tree-diff.ts';
import type { ChangeGroup } from './review-words.ts';
import type { NoInput } from '../editor/contract.ts';

/**
 * The studio's API, declared once: the routes (src/studio/routes/) answer with these types and check
 * request bodies against these schemas; the pages (src/studio/client/) import the types only. The
 * editor's own calls on a draft are src/editor/contract.ts.
 */

export type { Action, Role } from './accounts.ts';
export type { Draft, DraftComment, DraftStatus, MergeConflict, ResolveResult } from './drafts.ts';
export type { Person } from './git.ts';
export type { HistoryEntry, PageName, Version } from './history.ts';
export type { PublishOutcome } from './publish.ts';
export type { FileDiff } from './tree-diff.ts';
export type { ChangeGroup, ChangeLine, ChangeMedia } from './review-words.ts';
export type { Problem } from '../config/messages/problems.ts';

/** GET /studio/api/me: who is signed in, the token their changes carry, and what their role allows. */
export interface MeAnswer {
  name: string;
  email: string;
  role: Role;
  csrf: string;
  can: Record<Action, boolean>;
}
/** GET /studio/api/drafts: the open drafts. */
export interface DraftListAnswer {
  drafts: Draft[];
}
/** POST /studio/api/drafts, ask-review, send-back: the draft as it is now. */
export interface DraftAnswer {
  draft: Draft;
}
/** GET /studio/api/drafts/<id>/review */
export interface ReviewAnswer {
  draft: Draft;
  /** What the draft changes in the words of the site, per page or list, in the asker's interface language (src/studio/review-words.ts). */
  changes: ChangeGroup[];
  /** The same, file by file, as git says it. */
  diff: FileDiff[];
  problems: Problem[];
  /** The pages the draft changes, to preview. */
  routes: string[];
}
/** POST …/publish and POST /studio/api/history/<commit>/restore */
export type PublishAnswer = PublishOutcome;
/** POST …/resolve */
export type ResolveAnswer = ResolveResult;
/** GET /studio/api/history */
export interface HistoryAnswer {
  /** Newest (live) first: publishes and restores one each, commits made outside the studio grouped. */
  versions: HistoryEntry[];
}
/** GET /studio/api/history/<commit> */
export interface VersionAnswer {
  /** What the version changed in the words of the site, in the asker's interface language. */
  changes: ChangeGroup[];
  diff: FileDiff[];
}
/** GET /studio/api/accounts, and every change to them */
export interface AccountsAnswer {
  accounts: PublicAccount[];
  roles: readonly Role[];
  /** The fewest characters a password may have. */
  minPasswordLength: number;
}
export interface OkAnswer {
  ok: true;
}
export type { ErrorAnswer } from '../editor/contract.ts';
export type { MergeConflict as Conflict };

/** POST /studio/api/drafts */
export interface NewDraftRequest {
  title: string;
}
/** POST …/send-back */
export interface SendBackRequest {
  comment: string;
}
/** POST …/resolve: the text to keep for each file in conflict. */
export interface ResolveRequest {
  resolutions: { path: string; text: string }[];
}
/** POST /studio/api/accounts */
export interface NewAccountRequest {
  name: string;
  email: string;
  password: string;
  role: string;
}
/** POST /studio/api/accounts/<name>/role */
export interface RoleRequest {
  role: string;
}
/** POST /studio/api/password */
export interface PasswordRequest {
  current: string;
  password: string;
}
/** The actions that need nothing but the address (ask-review, discard, publish, restore, remove, sign-out). */
export type EmptyRequest = Record<string, never>;

const text = (description: string, maxLength: number) => ({ type: 'string', maxLength, description }) as const;

export const newDraftSchema: JSONSchemaType<NewDraftRequest> = {
  type: 'object',
  properties: { title: text("the draft's title", 200) },
  required: ['title'],
  additionalProperties: false,
};

export const sendBackSchema: JSONSchemaType<SendBackRequest> = {
  type: 'object',
  properties: { comment: text('the comment', 2000) },
  required: ['comment'],
  additionalProperties: false,
};

export const resolveSchema: JSONSchemaType<ResolveRequest> = {
  type: 'object',
  properties: {
    resolutions: {
      type: 'array',
      maxItems: 1000,
      description: 'the texts to keep',
      items: {
        type: 'object',
        properties: { path: text("a file's name", 300), text: text("a file's text", 1024 * 1024) },
        required: ['path', 'text'],
        additionalProperties: false,
      },
    },
  },
  required: ['resolutions'],
  additionalProperties: false,
};

export const newAccountSchema: JSONSchemaType<NewAccountRequest> = {
  type: 'object',
  properties: { name: text('the name', 64), email: text('the e-mail', 254), password: text('the password', 1000), role: text('the role', 20) },
  required: ['name', 'email', 'password', 'role'],
  additionalProperties: false,
};

export const roleSchema: JSONSchemaType<RoleRequest> = {
  type: 'object',
  properties: { role: text('the role', 20) },
  required: ['role'],
  additionalProperties: false,
};

export const passwordSchema: JSONSchemaType<PasswordRequest> = {
  type: 'object',
  properties: { current: text('your current password', 1000), password: text('the new password', 1000) },
  required: ['current', 'password'],
  additionalProperties: false,
};

export const emptySchema: JSONSchemaType<EmptyRequest> = { type: 'object', required: [], additionalProperties: false } as unknown as JSONSchemaType<EmptyRequest>;

/**
 * A route of the studio's own API, under /studio/api/: its method, its path (`:name` a part of the address,
 * given to `call` beside the body), and, as types only, its body and answer. The studio server mounts exactly
 * these (src/studio/server.ts: a handler for each, checked by the typecheck), the client calls them by name;
 * the editor's API on a draft is mounted from EDITOR_ROUTES (src/editor/contract.ts) under drafts/:draft/.
 */
export interface StudioRoute<Path extends string = string, Body = unknown, Answer = unknown> {
  method: 'GET' | 'POST';
  path: Path;
  readonly types?: { body: Body; answer: Answer };
}
const get = <Answer>() => <Path extends string>(path: Path): StudioRoute<Path, NoInput, Answer> => ({ method: 'GET', path });
const post = <Body, Answer>() => <Path extends string>(path: Path): StudioRoute<Path, Body, Answer> => ({ method: 'POST', path });

export const STUDIO_ROUTES = {
  me: get<MeAnswer>()('me'),
  signOut: post<EmptyRequest, OkAnswer>()('sign-out'),
  drafts: get<DraftListAnswer>()('drafts'),
  newDraft: post<NewDraftRequest, DraftAnswer>()('drafts'),
  askReview: post<EmptyRequest, DraftAnswer>()('drafts/:draft/ask-review'),
  sendBack: post<SendBackRequest, DraftAnswer>()('drafts/:draft/send-back'),
  discard: post<EmptyRequest, OkAnswer>()('drafts/:draft/discard'),
  review: get<ReviewAnswer>()('drafts/:draft/review'),
  publish: post<EmptyRequest, PublishAnswer>()('drafts/:draft/publish'),
  resolve: post<ResolveRequest, ResolveAnswer>()('drafts/:draft/resolve'),
  history: get<HistoryAnswer>()('history'),
  version: get<VersionAnswer>()('history/:commit'),
  /** The bytes of a picture or a video in a version (`?path=public/assets/…`): the review's before and after (the address is in the answer's `changes`). */
  versionFile: get<Blob>()('history/:commit/file'),
  restore: post<EmptyRequest, PublishAnswer>()('history/:commit/restore'),
  accounts: get<AccountsAnswer>()('accounts'),
  addAccount: post<NewAccountRequest, AccountsAnswer>()('accounts'),
  removeAccount: post<EmptyRequest, AccountsAnswer>()('accounts/:name/remove'),
  setRole: post<RoleRequest, AccountsAnswer>()('accounts/:name/role'),
  password: post<PasswordRequest, OkAnswer>()('password'),
} as const;
export type StudioRouteName = keyof typeof STUDIO_ROUTES;
type PathOf<R extends StudioRouteName> = (typeof STUDIO_ROUTES)[R]['path'];
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : Path extends `${string}:${infer Name}` ? Name : never;
/** The parts of a route's address: `{ draft }` for drafts/:draft/review. */
export type StudioParams<R extends StudioRouteName> = Record<ParamNames<PathOf<R>>, string>;
export type StudioBody<R extends StudioRouteName> = NonNullable<(typeof STUDIO_ROUTES)[R]['types']>['body'];
export type StudioAnswer<R extends StudioRouteName> = NonNullable<(typeof STUDIO_ROUTES)[R]['types']>['answer'];

/** Where the studio serves the live site's pages for a review's "before" (src/studio/live-site.ts). */
export const LIVE_SITE = '/studio/live-site';
/** The studio API's prefix; the editor's API on a draft is at `${STUDIO_API}/drafts/<draft>/<route>`. */
export const STUDIO_API = '/studio/api';
/** A route's address with its parts filled in (each encoded). */
export function studioUrl<R extends StudioRouteName>(route: R, params: StudioParams<R>): string {
  const filled = STUDIO_ROUTES[route].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name]));
  return `${STUDIO_API}/${filled}`;
}
/** The editor's API on one draft. */
export const draftApi = (draft: string) => `${STUDIO_API}/drafts/${encodeURIComponent(draft)}`;

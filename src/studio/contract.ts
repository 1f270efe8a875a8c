import type { JSONSchemaType } from 'ajv';
import type { Problem } from '../config/messages/problems.ts';
import type { Action, PublicAccount, Role } from './accounts.ts';
import type { Draft, MergeConflict, ResolveResult } from './drafts.ts';
import type { Version } from './history.ts';
import type { PublishOutcome } from './publish.ts';
import type { FileDiff } from './tree-diff.ts';

/**
 * The studio's API, declared once: the routes (src/studio/routes/) answer with these types and check
 * request bodies against these schemas; the pages (src/studio/client/) import the types only. The
 * editor's own calls on a draft are src/editor/contract.ts.
 */

export type { Action, Role } from './accounts.ts';
export type { Draft, DraftComment, DraftStatus, MergeConflict, ResolveResult } from './drafts.ts';
export type { Person } from './git.ts';
export type { Version } from './history.ts';
export type { PublishOutcome } from './publish.ts';
export type { FileDiff } from './tree-diff.ts';
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
  versions: Version[];
}
/** GET /studio/api/history/<commit> */
export interface VersionAnswer {
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

import type { JSONSchemaType } from 'ajv';
import type { Problem } from '../config/messages/problems.ts';
import type { IconData } from '../model/values.ts';

/**
 * The browser editor's API, declared once: the server's handlers (src/editor/server/api.ts) answer with
 * these types and check request bodies against these schemas; the page (src/editor/client/) imports the
 * types only. The same API is mounted by two hosts: the dev server at /_edit/api/<route>, the studio at
 * /studio/api/drafts/<draft>/<route>.
 */

export type { Problem } from '../config/messages/problems.ts';

/** What the editor's completion and form offer: icon names, and each collection's ids with their names. */
export interface EditorFacts {
  icons: string[];
  collections: Record<string, string[]>;
  /** The name of an id, by collection, where the entry has one. */
  labels: Record<string, Record<string, string>>;
}

/** A JSON Schema as the page receives it: every `$ref` replaced by what it points to. */
export type JsonSchema = Record<string, unknown>;

/** How the editor's list groups the site's files, in the words of the site. */
export type SiteGroup = 'pages' | 'industries' | 'videos' | 'catalogue' | 'settings';
/** An editable file as a person knows it: its group, its title and, for a page, its route. */
export interface SiteEntry {
  path: string;
  group: SiteGroup;
  title: string;
  route?: string;
}
/** GET files */
export interface FileListAnswer {
  files: string[];
  entries: SiteEntry[];
}
/** GET context */
export type ContextAnswer = EditorFacts;
/** GET icon?name= */
export interface IconAnswer {
  icon: IconData | null;
}
/** GET schema?path= */
export interface SchemaAnswer {
  schema: JsonSchema | null;
}
/** GET file?path= : an editable file's text and hash (a file not there yet: empty text, hash null), and the route that shows it. */
export interface FileAnswer {
  path: string;
  text: string;
  hash: string | null;
  preview: string;
}

/** POST check: the site's problems with this text in place of the file. */
export interface CheckRequest {
  path: string;
  text: string;
}
export interface CheckAnswer {
  problems: Problem[];
}

/** POST save: written only when the file is still the one the editor opened (`hash`; null or absent for a file not there yet). */
export interface SaveRequest {
  path: string;
  text: string;
  hash?: string | null;
}
export interface SavedAnswer {
  hash: string;
  problems: Problem[];
}
/** 409: the file changed since it was opened; nothing was written. */
export interface SaveConflictAnswer {
  conflict: true;
  disk: { text: string; hash: string } | null;
}

/** GET new-page?folder=pages/industries&name=… : the file, route and key a new page named so would get, or why it cannot. */
export interface NewPageAnswer {
  slug: string;
  path: string;
  route: string;
  /** An industry's key (camelCase letters). */
  key: string;
  problem?: string;
}
/** A place in the site's YAML that links to a page. */
export interface LinkToPage {
  file: string;
  line: number;
  /** The address as written (a route, with its #section or ?query). */
  value: string;
  path: (string | number)[];
  /** In a list item (a menu entry, a card's link): deleting the page may remove the item. */
  removable: boolean;
}
/** GET links?path= : what links to the page of a file. */
export interface LinksAnswer {
  route: string | null;
  links: LinkToPage[];
}
/** One file of a change to several: its new text (null: deleted), from the text it had (null: not there). */
export interface PageChange {
  path: string;
  text: string | null;
  baseHash: string | null;
}
/** POST rename: a new name for a page; its file, its route and every link to it follow. */
export interface RenameRequest {
  path: string;
  name: string;
}
export interface RenameAnswer {
  path: string;
  route: string;
  /** Every file written or removed, in one save (one commit in the studio). */
  changed: string[];
  problems: Problem[];
}
/** POST delete: a page; refused while something links to it, unless `removeLinks` (the list items holding the links go too). */
export interface DeleteRequest {
  path: string;
  removeLinks?: boolean;
}
export interface DeleteAnswer {
  deleted: string;
  changed: string[];
  problems: Problem[];
}
/** A refused rename or delete names the links in the way. */
export interface PageRefusalAnswer extends ErrorAnswer {
  links?: LinkToPage[];
}

/** Every refusal: the sentence a person reads, and what code may act on. */
export interface ErrorAnswer {
  error: string;
  code?: string;
  field?: string;
}

/** The editor's routes: how each is asked for and what it may do (each host checks the person may). */
export const EDITOR_ROUTES = {
  files: { method: 'GET', action: 'read' },
  context: { method: 'GET', action: 'read' },
  icon: { method: 'GET', action: 'read' },
  schema: { method: 'GET', action: 'read' },
  file: { method: 'GET', action: 'read' },
  check: { method: 'POST', action: 'check' },
  save: { method: 'POST', action: 'save' },
  'new-page': { method: 'GET', action: 'read' },
  links: { method: 'GET', action: 'read' },
  rename: { method: 'POST', action: 'save' },
  delete: { method: 'POST', action: 'save' },
} as const;
export type EditorRoute = keyof typeof EDITOR_ROUTES;
export type EditorAction = (typeof EDITOR_ROUTES)[EditorRoute]['action'];

/** The longest text a file may have: a YAML file of the site is far shorter. */
export const MAX_FILE_CHARS = 1024 * 1024;
const filePath = { type: 'string', minLength: 1, maxLength: 300, description: "the file's name" } as const;
const fileText = { type: 'string', maxLength: MAX_FILE_CHARS, description: "the file's text" } as const;

export const checkRequestSchema: JSONSchemaType<CheckRequest> = {
  type: 'object',
  properties: { path: filePath, text: fileText },
  required: ['path', 'text'],
  additionalProperties: false,
};

export const saveRequestSchema: JSONSchemaType<SaveRequest> = {
  type: 'object',
  properties: {
    path: filePath,
    text: fileText,
    hash: { type: 'string', nullable: true, pattern: '^[0-9a-f]{64}$', description: 'the hash of the text the editor opened' },
  },
  required: ['path', 'text'],
  additionalProperties: false,
};

export const renameRequestSchema: JSONSchemaType<RenameRequest> = {
  type: 'object',
  properties: { path: filePath, name: { type: 'string', minLength: 1, maxLength: 120, description: "the page's new name" } },
  required: ['path', 'name'],
  additionalProperties: false,
};

export const deleteRequestSchema: JSONSchemaType<DeleteRequest> = {
  type: 'object',
  properties: { path: filePath, removeLinks: { type: 'boolean', nullable: true, description: 'whether the links to the page go too' } },
  required: ['path'],
  additionalProperties: false,
};

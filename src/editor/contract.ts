import type { JSONSchemaType } from 'ajv';
import type { Problem } from '../config/messages/problems.ts';
import type { TranslationStatus } from '../config/languages/translate.ts';
import type { IconData } from '../model/values.ts';
import type { PageData, ShellData } from '../model/types.ts';

/**
 * The browser editor's API, declared once: the server's handlers (src/editor/server/api.ts) answer with
 * these types and check request bodies against these schemas; the page (src/editor/client/) imports the
 * types only. The same API is mounted by two hosts: the dev server at /_edit/api/<route>, the studio at
 * /studio/api/drafts/<draft>/<route>.
 */

export type { Problem } from '../config/messages/problems.ts';
export type { IconData } from '../model/values.ts';
export type { PageData, ShellData } from '../model/types.ts';

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
/** A language as the translation view names it. */
export interface LanguageInfo {
  code: string;
  name: string;
  dir: 'ltr' | 'rtl';
}
/** How far one file is in one language (GET translations): the loader's own status. */
export type TranslationState = TranslationStatus;
/** GET translations: the site's languages (the default first) and, per file and language, what is done. */
export interface TranslationsAnswer {
  languages: LanguageInfo[];
  states: TranslationState[];
}
/** One text of a file in the side-by-side view. */
export interface TranslationRow {
  /** Where it is in the source file. */
  at: (string | number)[];
  /** The same, as a person reads it: industry.useCases.fraud-alerts.title. */
  path: string;
  /** Its field's name: "title", "description". */
  field: string;
  /** The name of each list item it is in, outermost first (one per list position in `at`; null: the item has none): "Fraud Alerts". */
  names?: (string | null)[];
  /** The source text (a counted text: its forms). */
  source: unknown;
  translation?: unknown;
  state: 'missing' | 'current' | 'stale' | 'unchecked';
  /** For a stale text: the source text it was translated from, when the site's history has it. */
  before?: unknown;
  /** For a text not translated yet: the same source text's translation, up to date, in another file of the site (its translation memory). */
  suggestion?: { text: string; file: string };
}
/** GET translation?path=pages/about.yaml&language=fr */
export interface TranslationAnswer {
  source: string;
  translation: string;
  language: LanguageInfo;
  sourceLanguage: LanguageInfo;
  /** The translation file's hash as read (null: not there yet), for saving it. */
  hash: string | null;
  rows: TranslationRow[];
  /** Mistakes in the translation file as it is (a structure field, an unknown place). */
  problems: Problem[];
}
/** POST translate: texts of a file in a language, each marked as made from today's source text. */
export interface TranslateRequest {
  path: string;
  language: string;
  hash: string | null;
  texts: { at: (string | number)[]; value: string | Record<string, string> }[];
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
  /** The page's headings holding its old name get the new one too ("AI in Real Estate" → "AI in Property"). */
  headings?: boolean | null;
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

/** POST preview: the text of a file as typed, for the preview (in the language it shows, the site's default unless named). */
export interface PreviewRequest {
  path: string;
  text: string;
  /** The route the editor shows the file at (a page names its own in its text). */
  route?: string;
  language?: string;
}
/**
 * The site's problems with that text (as check answers them), and the page that shows the file as the
 * preview frame renders it in place: its data with that text, each text and picture carrying the place in
 * the site's files it comes from (source marks, src/editor/preview/source-marks.ts), and a placeholder
 * ("Title to write") for each required text still empty. `page` is null when the text cannot be shown even
 * so (a file that does not read): the preview keeps what it shows.
 */
export interface PreviewAnswer {
  problems: Problem[];
  route: string;
  page: PageData | null;
  /** The navigation, footer and texts of the page's language. */
  shell: ShellData | null;
  /** How many required texts show as placeholders. */
  placeholders: number;
  /** Changes with every preview. */
  version: number;
  /** Changes when the data the preview frame's blocks have read changes: the frame fetches it again then only. */
  dataVersion: string;
  /** The open file's text fields by path ("blocks/0/title"), each with the mark its texts carry in `page`: a text typed is shown at once. */
  marks?: Record<string, string>;
}
/** GET find?text=…&src=…&path=… : the field a text or a picture of the preview comes from (the open file first). */
export interface FindQuery {
  /** A source mark's id (12 hex digits): the place it names. */
  mark?: string;
  /** With `src`: the mark of the text nearest the picture clicked. */
  near?: string;
  text?: string;
  src?: string;
  path?: string;
}
export interface FindAnswer {
  found: { file: string; line: number; path: (string | number)[] } | null;
}

/** Every refusal: the sentence a person reads, and what code may act on. */
export interface ErrorAnswer {
  error: string;
  code?: string;
  field?: string;
}

/** What a route of the editor's API may do: each host checks that the person asking may (a token on the dev server, a session and a role in the studio). */
export type EditorAction = 'read' | 'check' | 'save';

/**
 * A route of an API: how it is asked for, what it may do, and, as types only, what it takes (a GET's query,
 * a POST's JSON body) and what it answers. The client's one `call(route, input)` and both hosts read the same
 * table, so a route cannot exist on one host only.
 */
export interface ApiRoute<Input = unknown, Answer = unknown> {
  method: 'GET' | 'POST';
  action: EditorAction;
  /** Which part of the server answers it: the editor's own routes (server/api.ts) or the media's (server/media-api.ts). */
  part: 'editor' | 'media';
  /** Never set: the types of the input and the answer. */
  readonly types?: { input: Input; answer: Answer };
}
/** A route that takes nothing but its address. */
export type NoInput = Record<string, never>;
const get = <Input, Answer>(action: EditorAction, part: ApiRoute['part'] = 'editor'): ApiRoute<Input, Answer> => ({ method: 'GET', action, part });
const post = <Input, Answer>(action: EditorAction, part: ApiRoute['part'] = 'editor'): ApiRoute<Input, Answer> => ({ method: 'POST', action, part });

/** Every route of the editor's API, on both hosts: the dev server at /_edit/api/<route>, the studio at /studio/api/drafts/<draft>/<route>. */
export const EDITOR_ROUTES = {
  files: get<NoInput, FileListAnswer>('read'),
  context: get<NoInput, ContextAnswer>('read'),
  icon: get<{ name: string }, IconAnswer>('read'),
  schema: get<{ path: string }, SchemaAnswer>('read'),
  file: get<{ path: string }, FileAnswer>('read'),
  check: post<CheckRequest, CheckAnswer>('check'),
  save: post<SaveRequest, SavedAnswer | SaveConflictAnswer>('save'),
  'new-page': get<{ folder: string; name: string }, NewPageAnswer>('read'),
  find: get<FindQuery, FindAnswer>('read'),
  preview: post<PreviewRequest, PreviewAnswer>('check'),
  links: get<{ path: string }, LinksAnswer>('read'),
  rename: post<RenameRequest, RenameAnswer>('save'),
  delete: post<DeleteRequest, DeleteAnswer>('save'),
  translations: get<NoInput, TranslationsAnswer>('read'),
  translation: get<{ path: string; language: string }, TranslationAnswer>('read'),
  translate: post<TranslateRequest, SavedAnswer | SaveConflictAnswer>('save'),
  media: get<NoInput, MediaListAnswer>('read', 'media'),
  /** The file's bytes, not JSON. */
  'media-file': get<MediaFileQuery, Blob>('read', 'media'),
  /** A multipart/form-data body holding one file; the query names its folder and name. */
  upload: post<UploadQuery, UploadedAnswer | UploadPreparingAnswer | NameTakenAnswer>('save', 'media'),
  'upload-status': get<UploadStatusQuery, UploadStatusAnswer>('read', 'media'),
} as const satisfies Record<string, ApiRoute>;
export type EditorRoute = keyof typeof EDITOR_ROUTES;
/** What a route of the editor's API takes: a GET's query, a POST's body. */
export type EditorInput<R extends EditorRoute> = NonNullable<(typeof EDITOR_ROUTES)[R]['types']>['input'];
/** What a route of the editor's API answers (a refusal aside). */
export type EditorAnswer<R extends EditorRoute> = NonNullable<(typeof EDITOR_ROUTES)[R]['types']>['answer'];
export const isEditorRoute = (route: string): route is EditorRoute => Object.hasOwn(EDITOR_ROUTES, route);

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

export const translateRequestSchema = {
  type: 'object',
  properties: {
    path: filePath,
    language: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$', description: 'the language' },
    hash: { type: 'string', nullable: true, pattern: '^[0-9a-f]{64}$', description: 'the hash of the translation file the editor opened' },
    texts: {
      type: 'array',
      maxItems: 5000,
      description: 'the translated texts',
      items: {
        type: 'object',
        properties: {
          at: { type: 'array', maxItems: 30, items: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'integer', minimum: 0 }] }, description: 'the place of the text in the source' },
          value: {
            anyOf: [
              { type: 'string', maxLength: 20000 },
              { type: 'object', maxProperties: 6, additionalProperties: { type: 'string', maxLength: 20000 } },
            ],
            description: 'the translated text',
          },
        },
        required: ['at', 'value'],
        additionalProperties: false,
      },
    },
  },
  required: ['path', 'language', 'texts'],
  additionalProperties: false,
} as const;

export const renameRequestSchema: JSONSchemaType<RenameRequest> = {
  type: 'object',
  properties: {
    path: filePath,
    name: { type: 'string', minLength: 1, maxLength: 120, description: "the page's new name" },
    headings: { type: 'boolean', nullable: true, description: "whether the page's headings holding its old name get the new one" },
  },
  required: ['path', 'name'],
  additionalProperties: false,
};

export const deleteRequestSchema: JSONSchemaType<DeleteRequest> = {
  type: 'object',
  properties: { path: filePath, removeLinks: { type: 'boolean', nullable: true, description: 'whether the links to the page go too' } },
  required: ['path'],
  additionalProperties: false,
};

// ─── Media ────────────────────────────────────────────────────────────────────────────────────────
// The media library and upload (src/editor/server/media-api.ts), mounted beside the routes above by
// both hosts: the images and videos under public/assets/, their bytes, and an upload that checks a
// file, takes its camera data off (photos) or makes it a light loop (videos) before it reaches the site.

/** What a media file is to the site: a photo or picture, a drawing (served as it is), or a video. */
export type MediaKind = 'image' | 'svg' | 'video';

/** A YAML file's line that names a media file by its address. */
export interface MediaUse {
  file: string;
  line: number;
}

/** One file of public/assets/. */
export interface MediaItem {
  /** public/assets/… */
  path: string;
  /** /assets/…: what a YAML file writes to show it */
  address: string;
  kind: MediaKind;
  bytes: number;
  /** An image's size as shown (a drawing's when it declares one); a video's when ffprobe can read it. */
  width?: number;
  height?: number;
  /** A video's length, when ffprobe can read it. */
  seconds?: number;
  usedBy: MediaUse[];
}

/** GET media: every image and video of the site, sorted by path. */
export interface MediaListAnswer {
  media: MediaItem[];
}

/** GET media-file?path=public/assets/…: the file's bytes (not JSON). */
export interface MediaFileQuery {
  path: string;
}

/** Where an upload goes: public/assets/images/ or public/assets/videos/. */
export type MediaFolder = 'images' | 'videos';

/** POST upload?folder=…&name=…[&replace=true], with a multipart/form-data body holding one file. */
export interface UploadQuery {
  folder: MediaFolder;
  /** The file's name as the person has it; the stored name is made from it (lower case, no accents, hyphens). */
  name: string;
  /**
   * The file takes the place of the one of that name (a name taken is then no refusal): every page that
   * showed the old file shows the new one; a video's poster is made again and replaces the old poster too.
   * Without it, a name taken is refused (409, NameTakenAnswer). In the query: `replace=true` or `replace=1`
   * asks for it, `replace=false` or `replace=0` (or no `replace`) does not; any other value is refused (400).
   */
  replace?: boolean;
}
/** The upload's query as it arrives (every value a string), which uploadQuerySchema checks. */
export interface UploadQueryParams {
  folder: MediaFolder;
  name: string;
  replace?: 'true' | '1' | 'false' | '0';
}
/** Whether an upload's query asks to replace the file of its name. */
export const asksReplace = (query: UploadQueryParams): boolean => query.replace === 'true' || query.replace === '1';

/** 201: the file is in the site (with the poster made for a video). */
export interface UploadedAnswer {
  path: string;
  address: string;
  /** A video's poster (its first frame, public/assets/…webp), made unless one was there. */
  poster?: string;
}

/** 202: the video is too heavy for a background and is being prepared; ask upload-status with this job. */
export interface UploadPreparingAnswer {
  job: string;
}

/** 409: a file of that name is already in the folder; nothing was written (upload again with `replace`, or under `suggestion`). */
export interface NameTakenAnswer extends ErrorAnswer {
  code: 'name-taken';
  /** The name taken, as stored (team-photo.jpg for "Team Photo.JPG"). */
  name: string;
  /** The next free name, e.g. team-photo-2.jpg. */
  suggestion: string;
}

/** GET upload-status?job=… */
export interface UploadStatusQuery {
  job: string;
}
export type UploadStatusAnswer =
  | { state: 'preparing'; progress: number }
  | { state: 'done'; path: string; address: string; poster: string }
  | { state: 'failed'; error: string };

/*
 * The stable codes of an upload's refusals (ErrorAnswer.code), each with a sentence for the person:
 * too-large (413), unsupported (415: not an image or video the site takes), not-what-named (415: the
 * bytes are another kind of file than the name says), unreadable (415: a video or image that cannot be
 * read), unsafe-svg (415: scripts, event handlers, foreignObject, external references), name-taken (409,
 * NameTakenAnswer), path (403), wrong-folder (400), no-file / several-files / wrong-field (400),
 * not-found (404: upload-status of an unknown job), no-ffmpeg (503: the server cannot read videos).
 */

const assetPath = { type: 'string', minLength: 1, maxLength: 300, description: "the media file's path" } as const;

export const mediaFileQuerySchema: JSONSchemaType<MediaFileQuery> = {
  type: 'object',
  properties: { path: assetPath },
  required: ['path'],
  additionalProperties: false,
};

export const uploadQuerySchema: JSONSchemaType<UploadQueryParams> = {
  type: 'object',
  properties: {
    folder: { type: 'string', enum: ['images', 'videos'], description: 'the folder (images or videos)' },
    name: { type: 'string', minLength: 1, maxLength: 255, description: "the file's name" },
    replace: { type: 'string', enum: ['true', '1', 'false', '0'], nullable: true, description: 'whether the file replaces the one of that name (true or false)' },
  },
  required: ['folder', 'name'],
  additionalProperties: false,
};

export const uploadStatusQuerySchema: JSONSchemaType<UploadStatusQuery> = {
  type: 'object',
  properties: { job: { type: 'string', pattern: '^[0-9a-f]{32}$', description: 'the job of the upload' } },
  required: ['job'],
  additionalProperties: false,
};

export const previewRequestSchema: JSONSchemaType<PreviewRequest> = {
  type: 'object',
  properties: {
    path: filePath,
    text: fileText,
    route: { type: 'string', nullable: true, maxLength: 2000, pattern: '^/', description: 'the route shown' },
    language: { type: 'string', nullable: true, pattern: '^[a-z]{2}(-[A-Z]{2})?$', description: 'the language' },
  },
  required: ['path', 'text'],
  additionalProperties: false,
};

/**
 * The project's own JSON Schema keywords, each defined once: what it means, and what each tool makes of
 * it. The validator (src/config/schemas/validator.ts) checks the `check` keywords and lets the
 * annotations through; the type generator (src/config/schemas/type-generator.ts) types a value by what
 * it `becomes`; the editor's form (src/editor/form/fields.ts) draws the `control`; completion
 * (src/editor/client/schema-assist.ts) offers what it `completes`; the translations take the values marked
 * x-text (src/config/schemas/text-fields.ts). A plain module: the editor's page reads
 * it too. tests/unit/schema-keywords.test.ts checks that every x- keyword the schemas use is here and
 * that the validator implements every `check`.
 */

/** The control the editor's form draws for a value, before it falls back to its JSON type. */
export type KeywordControl = 'ref' | 'collection-name' | 'local-ref' | 'duration' | 'video' | 'image' | 'asset' | 'icon' | 'color' | 'youtube' | 'code';

export interface KeywordMeaning {
  /** What the keyword says of a value. */
  means: string;
  /** 'check': the validator checks the value; 'annotation': it lets the keyword through for the tools. */
  role: 'check' | 'annotation';
  /** What the keyword's own value is: true, or a word it names (a collection, a language, a form). */
  takes?: string;
  /** What the value is once resolved, as the code receives it (the generated types). */
  becomes?: 'IconData' | 'ImageData' | 'HighlightedCode' | 'the named collection item' | 'the named collection items';
  /** The form's control for the value. */
  control?: KeywordControl;
  /** What completion offers for the value. */
  completes?: 'icon names' | 'the collection ids' | 'the ids of this file';
}

/** In the order the form tries them: the first keyword of a schema with a control decides. */
export const SCHEMA_KEYWORDS = {
  'x-ref': { means: 'the id of an item of a content collection', role: 'check', takes: 'the collection', becomes: 'the named collection item', control: 'ref', completes: 'the collection ids' },
  'x-collection': { means: 'names the content collection a block shows', role: 'check', takes: 'the collection', becomes: 'the named collection items', control: 'collection-name' },
  'x-local-ref': { means: 'the id of something elsewhere in the same file (a path such as industry/categories/id)', role: 'annotation', takes: 'the path of the ids', control: 'local-ref', completes: 'the ids of this file' },
  'x-duration': { means: 'a duration of the form named: "minutes:seconds" (1:14) or "days, weeks or months" (a number and a unit: 3 weeks, 10 days, 2 months, 8–10 weeks)', role: 'check', takes: '"minutes:seconds" or "days, weeks or months"', control: 'duration' },
  'x-video': { means: 'a background video: looping, muted, under 3 MB, at most 1080p, H.264, VP9 or AV1, silent', role: 'check', takes: '"background"', control: 'video' },
  'x-image': { means: 'an image (a path, or { src, alt }) whose size can be read', role: 'check', becomes: 'ImageData', control: 'image' },
  'x-asset': { means: 'a file that exists under public/', role: 'check', control: 'asset' },
  'x-icon': { means: 'a Lucide icon name', role: 'check', becomes: 'IconData', control: 'icon', completes: 'icon names' },
  'x-logo': { means: 'a Simple Icons slug', role: 'check', becomes: 'IconData' },
  'x-color': { means: 'a CSS colour the browser accepts (#rgb, #rrggbb, #rrggbbaa, rgb(), hsl(), a colour name…)', role: 'check', control: 'color' },
  'x-youtube': { means: 'a YouTube video id (a full YouTube address is recognised and its id suggested)', role: 'check', control: 'youtube' },
  'x-code': { means: 'source code in the language named', role: 'check', takes: 'the language', becomes: 'HighlightedCode', control: 'code' },
  'x-route': { means: 'a route of this site ("/about")', role: 'check' },
  'x-link': { means: 'a route that exists (and the section its #anchor names), or a full web address, mailto: or tel:', role: 'check' },
  'x-email': { means: 'an e-mail address a browser’s e-mail field and a mail server accept', role: 'check' },
  'x-plural': { means: 'a counted message: one form per plural category of the site’s language, each showing {count}', role: 'check' },
  'x-text': { means: 'a text visitors read, translated per language (a translation file gives it in its language)', role: 'annotation', takes: 'true; false on a free-form string that is not a text (a name the code matches, a file name)' },
  'x-headline': { means: '(on a block schema) the block renders the page’s main heading', role: 'annotation' },
  'x-shows': { means: '(on a block schema) the site content the block shows (industry, catalogue)', role: 'annotation', takes: 'the content' },
  'x-key': { means: '(on a collection schema) the field that identifies its items, when not `id`', role: 'annotation', takes: 'the field' },
  'x-error': { means: 'the sentence that explains a failed `not` or `required` rule', role: 'annotation', takes: 'the sentence' },
} as const satisfies Record<`x-${string}`, KeywordMeaning>;

export type SchemaKeyword = keyof typeof SCHEMA_KEYWORDS;

const KEYWORDS = Object.entries(SCHEMA_KEYWORDS) as [SchemaKeyword, KeywordMeaning][];

/** Annotations from other tools that the validator lets through too (read by code editors). */
export const EDITOR_ANNOTATIONS = ['defaultSnippets', 'patternErrorMessage'] as const;

/** The keywords the validator only lets through. */
export const ANNOTATION_KEYWORDS: string[] = [...EDITOR_ANNOTATIONS, ...KEYWORDS.filter(([, meaning]) => meaning.role === 'annotation').map(([name]) => name)];

type SchemaLike = Record<string, unknown>;

/** Whether `schema` carries `keyword` (with a value other than false). */
export function has(schema: SchemaLike | undefined, keyword: SchemaKeyword): boolean {
  return schema !== undefined && schema[keyword] !== undefined && schema[keyword] !== false;
}

/** The word a keyword names on `schema` (a collection, a language, a form), when it names one. */
export function named(schema: SchemaLike | undefined, keyword: SchemaKeyword): string | undefined {
  const value = schema?.[keyword];
  return typeof value === 'string' ? value : undefined;
}

/** The first keyword of `schema` that gives the form a control, with its control. */
export function controlOf(schema: SchemaLike): { keyword: SchemaKeyword; control: KeywordControl } | undefined {
  for (const [keyword, meaning] of KEYWORDS) if (meaning.control && has(schema, keyword)) return { keyword, control: meaning.control };
  return undefined;
}

/** What a value of `schema` becomes once resolved, and the keyword that says so. */
export function resolvedType(schema: SchemaLike): { keyword: SchemaKeyword; becomes: NonNullable<KeywordMeaning['becomes']> } | undefined {
  for (const [keyword, meaning] of KEYWORDS) if (meaning.becomes && has(schema, keyword)) return { keyword, becomes: meaning.becomes };
  return undefined;
}

/** What completion offers for a value of `schema`, and the keyword that says so. */
export function completionOf(schema: SchemaLike): { keyword: SchemaKeyword; completes: NonNullable<KeywordMeaning['completes']> } | undefined {
  for (const [keyword, meaning] of KEYWORDS) if (meaning.completes && has(schema, keyword)) return { keyword, completes: meaning.completes };
  return undefined;
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AnySchemaObject, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { DataValidationCxt, FuncKeywordDefinition } from 'ajv/dist/types/index.js';
import { CODE_LANGUAGES, highlight, type CodeLanguage } from './highlight.ts';
import { brandLogo, brandSlugs, lucideIcon, lucideIconNames } from '../sources/icons.ts';
import { argsOf, fieldAt, say, type FieldName, type Said } from '../messages/messages.ts';
import { backgroundVideoProblem, imageOf } from './media-keywords.ts';
import { pluralMistakes } from './plurals.ts';
import { schemaFiles, type AnchorPath, type BlockTypeInfo, type SchemaCursor, type SchemaFiles, type SchemaNode, type SchemaSteps } from './schema-set.ts';
import { closest } from '../messages/suggest.ts';
import { colourProblem, DURATION_FORMS, durationProblem, emailProblem, repairedEmail, youtubeProblem, type DurationForm } from './value-checks.ts';
import { copyOfData } from '../yaml/data-copy.ts';
import { cachedData, keepData, textKey } from '../yaml/parse-cache.ts';
import { ANNOTATION_KEYWORDS, SCHEMA_KEYWORDS, type SchemaKeyword } from '../../model/schema-keywords.ts';

export { schemaDefault } from './schema-set.ts';
export type { AnchorPath, BlockTypeInfo, SchemaNode } from './schema-set.ts';

/**
 * JSON Schema validation of the YAML data with ajv, plus the project's own keywords, whose meanings are
 * one table (src/model/schema-keywords.ts): each `check` keyword is implemented here (a mistake in the
 * value is a problem with its own code; x-plural is worded in explain.ts, as its hints need the YAML's
 * lines), and the annotations are let through for the tools that read them.
 */

export interface ValidationContext {
  routes: Set<string>;
  /** The section anchors (block ids) of each route, for links such as /experts#agent-teams. */
  anchors: Map<string, Set<string>>;
  collections: Map<string, Map<string, unknown>>;
  publicDir: string;
  /** The site's language (site.config.yaml), whose plural categories counted messages need. */
  language: string;
}

/** A value to replace once validation has passed (ids by records, icon names by SVG data). */
export interface Resolution {
  parent: Record<string, unknown> | unknown[];
  key: string | number;
  value: () => unknown;
}

export interface SchemaSet {
  validate(schemaFile: string, data: unknown, context: ValidationContext): { errors: ErrorObject[]; resolutions: Resolution[] };
  /** Block type → whether the block renders the page's main heading. */
  blockTypes(): Map<string, BlockTypeInfo>;
  /** Collection name → the field that identifies its items (`id`, or the schema's x-key). */
  collections(): Map<string, string>;
  /**
   * The schema of the value at `path` in `data` validated against `schemaFile` ($refs followed, a
   * block's schema chosen by its type), or undefined where the schema says nothing.
   */
  schemaAt(schemaFile: string, data: unknown, path: (string | number)[], steps?: SchemaSteps): SchemaNode | undefined;
  /** schemaAt for every value of `data`, walked from the root (src/config/schemas/schema-set.ts). */
  schemaCursor(schemaFile: string, data: unknown): SchemaCursor;
}

const SCHEMA_BASE = 'file:///schemas/';

const compiled = new WeakMap<SchemaFiles, SchemaSet>();

/**
 * The schemas of `schemasDir`, compiled once per process and compiled again when a file changes
 * (the dev server reloads on schema edits): compiling costs more than validating a whole site, so ajv's
 * code for them is kept from one process to the next too (validatorsOf).
 */
export function loadSchemas(schemasDir: string): SchemaSet {
  const files = schemaFiles(schemasDir);
  let schemas = compiled.get(files);
  if (!schemas) {
    schemas = compileSchemas(files);
    compiled.set(files, schemas);
  }
  return schemas;
}

/** What one validation gives the keywords (the site's context) and collects from them (resolutions). */
class Run {
  private current: ValidationContext | undefined;
  private resolutions: Resolution[] = [];

  start(context: ValidationContext): void {
    this.current = context;
    this.resolutions = [];
  }

  /** The resolutions the validation collected; the context is gone. */
  finish(): Resolution[] {
    this.current = undefined;
    return this.resolutions;
  }

  get context(): ValidationContext {
    if (!this.current) throw new Error('validation context missing');
    return this.current;
  }

  /** Replaces the value being checked once validation has passed. */
  resolveLater(cxt: DataValidationCxt | undefined, value: () => unknown): void {
    if (cxt) this.resolutions.push({ parent: cxt.parentData as Resolution['parent'], key: cxt.parentDataProperty, value });
  }
}

/** A keyword on a string: `check` says its problem, or undefined when the value is right. */
type Check = (value: string, schema: unknown, cxt?: DataValidationCxt) => Said | undefined;

/**
 * ajv counts a string's characters (minLength, maxLength) one UTF-16 unit at a time, a twentieth of a check of a
 * large site. A text with no surrogate pair (nearly every text) has as many characters as units, which a regular
 * expression finds at native speed: the count is the same, the other texts are counted as before.
 */
const require = createRequire(import.meta.url);
const ajvLength = require('ajv/dist/runtime/ucs2length.js') as { default: ((text: string) => number) & { code: string } };
const countByUnit = ajvLength.default;
const SURROGATE = /[\uD800-\uDFFF]/;
ajvLength.default = Object.assign((text: string) => (SURROGATE.test(text) ? countByUnit(text) : text.length), { code: countByUnit.code });

// (the files are checked against JSON Schema's own schema by a test, not at each start: schemas.test.ts)
const AJV_OPTIONS = { allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true, useDefaults: true, verbose: true, validateSchema: false } as const;
const AJV_VERSION = (require('ajv/package.json') as { version: string }).version;

function compileSchemas(schemas: SchemaFiles): SchemaSet {
  const run = new Run();
  const keywords: (string | FuncKeywordDefinition)[] = [
    ...ANNOTATION_KEYWORDS,
    pluralKeyword(run),
    imageKeyword(run),
    ...Object.entries({ ...valueKeywords(run), ...resolvingKeywords(run) }).map(([name, check]) => checkKeyword(name, check!)),
  ];
  const defined = new Set(keywords.map((keyword) => (typeof keyword === 'string' ? keyword : keyword.keyword)));
  const missing = Object.entries(SCHEMA_KEYWORDS).filter(([name, meaning]) => meaning.role === 'check' && !defined.has(name));
  if (missing.length > 0) throw new Error(`src/model/schema-keywords.ts names keywords the validator does not check: ${missing.map(([name]) => name).join(', ')}`);
  const validators = validatorsOf(schemas, keywords);
  return {
    validate(schemaFile, data, context) {
      const validate = validators.get(schemaFile);
      if (!validate) throw new Error(`no schema ${schemaFile} in ${schemas.dir}`);
      run.start(context);
      validate(data);
      return { errors: [...(validate.errors ?? [])], resolutions: run.finish() };
    },
    blockTypes: () => schemas.blockTypes(),
    collections: () => schemas.collections(),
    schemaAt: (schemaFile, data, at, steps) => schemas.schemaAt(schemaFile, data, at, steps),
    schemaCursor: (schemaFile, data) => schemas.schemaCursor(schemaFile, data),
  };
}

/** Part of the validation code's key in the parse cache: how it is written (standaloneModule). */
const VALIDATION_CODE = 'ajv standalone 1';
/** How many times this process had ajv compile the schemas (the cache's test). */
export const schemaCompilations = { count: 0 };

/**
 * Each schema file's validation function. ajv writes them as JavaScript, and compiling the site's schemas takes
 * as long as checking a hundred pages: the code is kept in the parse cache, by ajv's version and options, the
 * keywords' definitions and every schema file, and the next process runs it as it is, the site's own keywords'
 * functions given to it by name.
 */
function validatorsOf(schemas: SchemaFiles, keywords: (string | FuncKeywordDefinition)[]): Map<string, ValidateFunction> {
  const key = textKey(
    [VALIDATION_CODE, AJV_VERSION, JSON.stringify(AJV_OPTIONS), JSON.stringify(keywords), ...schemas.files.map((file) => `${file}\0${JSON.stringify(schemas.raw(file))}`)].join('\0'),
  );
  const kept = cachedData(key)?.data;
  const code = typeof kept === 'string' ? kept : standaloneModule(schemas, keywords);
  if (code !== kept) keepData(key, code);
  const byName = Object.fromEntries(keywords.flatMap((keyword) => (typeof keyword === 'object' && keyword.validate ? [[keyword.keyword, keyword.validate]] : [])));
  const exported: Record<string, ValidateFunction> = {};
  // (what ajv's standalone code requires is ajv's runtime: its length of a string, its deep equality; `self`, the
  // ajv instance the keywords' functions are called on, is none: the site's do not use it)
  new Function('require', 'exports', 'keywords', 'self', code)(require, exported, byName, undefined);
  return new Map(Object.entries(exported));
}

/**
 * The validation functions of every schema file, as one CommonJS module's code (ajv's standalone code). It
 * cannot write a keyword defined by a function, as the site's are: each is written as `keywords["x-link"]`,
 * which validatorsOf gives the module.
 */
function standaloneModule(schemas: SchemaFiles, keywords: (string | FuncKeywordDefinition)[]): string {
  schemaCompilations.count++;
  // (ajv itself is loaded only here: a check of the site that finds its code kept needs only ajv's runtime)
  const { default: Ajv2020, _ } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default;
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true } });
  for (const keyword of keywords) ajv.addKeyword(keyword);
  for (const file of schemas.files) ajv.addSchema(schemas.raw(file)!, SCHEMA_BASE + file);
  for (const file of schemas.files) ajv.getSchema(SCHEMA_BASE + file);
  const names = new Map(keywords.flatMap((keyword) => (typeof keyword === 'object' && keyword.validate ? [[keyword.validate as unknown, keyword.keyword as string]] : [])));
  const values = (ajv.scope as unknown as { _values: Record<string, Map<unknown, { value?: { ref: unknown; code?: unknown } }> | undefined> })._values;
  for (const name of values.keyword?.values() ?? []) {
    const keyword = name.value && names.get(name.value.ref);
    if (!name.value || keyword === undefined) throw new Error('ajv wrote a keyword function the validator did not define');
    name.value.code = _`keywords[${keyword}]`;
  }
  return standaloneCode(ajv, Object.fromEntries(schemas.files.map((file) => [file, SCHEMA_BASE + file])));
}

/** A keyword whose value `check` checks; its problem becomes an ajv error that carries the problem's code and hint. */
function checkKeyword(name: string, check: Check): FuncKeywordDefinition {
  const validate = (schema: unknown, value: string, _parent?: AnySchemaObject, cxt?: DataValidationCxt): boolean => {
    const problem = check(value, schema, cxt);
    validate.errors = problem ? [{ keyword: name, message: problem.message, params: { code: problem.code, hint: problem.hint, said: problem } }] : [];
    return !problem;
  };
  validate.errors = [] as Partial<ErrorObject>[];
  return { keyword: name, type: 'string', errors: true, validate };
}

/**
 * x-plural, a counted message: its forms against the site language's plural categories; one error
 * per mistake, carrying the mistake for explainErrors to word and locate with the file's lines.
 */
function pluralKeyword(run: Run): FuncKeywordDefinition {
  const plural = (_schema: unknown, value: unknown, _parent?: AnySchemaObject, cxt?: DataValidationCxt): boolean => {
    const language = run.context.language;
    const found = pluralMistakes(value, language);
    plural.errors = found.map((mistake) => ({
      keyword: 'x-plural',
      instancePath: cxt?.instancePath ?? '',
      message: mistake.kind,
      params: { mistake, language },
    }));
    return found.length === 0;
  };
  plural.errors = [] as Partial<ErrorObject>[];
  return { keyword: 'x-plural', type: ['string', 'object'], errors: true, validate: plural };
}

/** x-image, on a path or an { src, alt } object: an image whose size is read from its file (resolved to ImageData). */
function imageKeyword(run: Run): FuncKeywordDefinition {
  const image = (_schema: unknown, value: unknown, _parent?: AnySchemaObject, cxt?: DataValidationCxt): boolean => {
    const { problem, image: resolved } = imageOf(value, run.context.publicDir);
    image.errors = problem ? [{ keyword: 'x-image', message: problem.message, params: { code: problem.code, hint: problem.hint, said: problem } }] : [];
    if (resolved) run.resolveLater(cxt, () => resolved);
    return !problem;
  };
  image.errors = [] as Partial<ErrorObject>[];
  return { keyword: 'x-image', errors: true, validate: image }; // on a string or an object: imageOf reads either
}

/** The keywords that check a value by its form or by what it points at (a page, a section, a file). */
function valueKeywords(run: Run): Partial<Record<SchemaKeyword, Check>> {
  return {
    'x-route': (value) => routeShapeProblem(value),
    'x-color': (value, _s, cxt) => colourProblem(value, fieldOf(cxt)),
    'x-youtube': (value, _s, cxt) => youtubeProblem(value, fieldOf(cxt)),
    'x-email': (value, _s, cxt) => emailProblem(value, fieldOf(cxt)),
    'x-duration': (value, schema, cxt) => {
      if (!DURATION_FORMS.includes(schema as DurationForm)) throw new Error('x-duration names the form of the duration: "minutes:seconds" or "days, weeks or months"');
      return durationProblem(value, schema as DurationForm, fieldOf(cxt));
    },
    'x-link': (value) => linkProblem(value, run.context.routes, run.context.anchors),
    'x-asset': (value) => assetProblem(value, run.context.publicDir),
    'x-video': (value, schema) => {
      if (schema !== 'background') throw new Error('x-video names what the video is for: "background"');
      return backgroundVideoProblem(value, run.context.publicDir);
    },
  };
}

/** The keywords whose value, once valid, is replaced by what it names (SVG data, a collection's items, highlighted code). */
function resolvingKeywords(run: Run): Partial<Record<SchemaKeyword, Check>> {
  return {
    'x-icon': (value, _s, cxt) => {
      const icon = lucideIcon(value);
      if (!icon) return say('unknown-icon', { name: value, known: lucideIconNames() });
      run.resolveLater(cxt, () => icon);
      return undefined;
    },
    'x-logo': (value, _s, cxt) => {
      const logo = brandLogo(value);
      if (!logo) return say('unknown-logo', { name: value, known: [...brandSlugs()] });
      run.resolveLater(cxt, () => logo);
      return undefined;
    },
    'x-ref': (value, schema, cxt) => {
      const name = String(schema);
      const items = run.context.collections.get(name);
      if (!items) return say('collection-unavailable', { collection: name });
      if (!items.has(value)) return say('unknown-item', { noun: singular(name), id: value, collection: name, known: [...items.keys()] });
      run.resolveLater(cxt, () => copyOfData(items.get(value)));
      return undefined;
    },
    'x-collection': (value, schema, cxt) => {
      // the schema names the collection whose items the block shows (their shape is what its component reads)
      if (typeof schema !== 'string') throw new Error('x-collection names the collection a block shows, for example "x-collection": "demo-videos"');
      if (value !== schema) return say('wrong-collection', { expected: schema, actual: value });
      const items = run.context.collections.get(value);
      if (!items) return say('collection-unavailable', { collection: value });
      run.resolveLater(cxt, () => copyOfData([...items.values()]));
      return undefined;
    },
    'x-code': (value, schema, cxt) => {
      const language = String(schema) as CodeLanguage;
      if (!CODE_LANGUAGES.includes(language)) throw new Error(`x-code: no highlighting for "${language}" (known: ${CODE_LANGUAGES.join(', ')})`);
      run.resolveLater(cxt, () => highlight(value, language));
      return undefined;
    },
  };
}

/** The anchor ids a block declares, read leniently (the block may not be valid yet). */
export function anchorsOf(block: unknown, paths: AnchorPath[]): string[] {
  const at = (value: unknown, path: AnchorPath): unknown[] => {
    if (path.length === 0) return [value];
    const [step, ...rest] = path;
    if (step === '*') return Array.isArray(value) ? value.flatMap((item) => at(item, rest)) : [];
    return value && typeof value === 'object' ? at((value as Record<string, unknown>)[step], rest) : [];
  };
  return paths.flatMap((p) => at(block, p)).filter((id): id is string => typeof id === 'string');
}

/** The field a value is written under, as an editor names it: "background", or "gradient item 2". */
function fieldOf(cxt: DataValidationCxt | undefined): FieldName {
  const segments = (cxt?.instancePath ?? '').split('/').slice(1);
  return segments.length === 0 ? { kind: 'value' } : fieldAt(segments.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')));
}

function singular(collection: string): string {
  if (collection.endsWith('ies')) return `${collection.slice(0, -3)}y`;
  return collection.endsWith('s') ? collection.slice(0, -1) : collection;
}

export function routeShapeProblem(value: string): Said | undefined {
  if (/^\/([a-zA-Z0-9._~-]+(\/[a-zA-Z0-9._~-]+)*)?$/.test(value)) return undefined;
  return say('route-form', { route: value, cleaned: cleanRoute(value) });
}

/** The route a malformed one means: "our team" → "/our-team", "about/" → "/about". */
export function cleanRoute(value: string): string {
  return '/' + value.trim().replace(/^\/+|\/+$/g, '').replace(/\s+/g, '-').replace(/[^a-zA-Z0-9._~/-]/g, '');
}

const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$|^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?([/?#]\S*)?$/;

export function linkProblem(value: string, routes: Set<string>, anchors = new Map<string, Set<string>>()): Said | undefined {
  if (value.startsWith('/')) {
    const route = value.replace(/[?#].*$/, '') || '/';
    if (!routes.has(route)) return say('link-to-missing-page', { link: value, route, routes });
    const anchor = /#(.+)$/.exec(value)?.[1];
    if (anchor === undefined) return undefined;
    const ids = anchors.get(route) ?? new Set<string>();
    if (ids.has(anchor)) return undefined;
    return say('link-to-missing-section', { link: value, route, anchor, near: closest(anchor, ids), ids: [...ids] });
  }
  if (/^mailto:/i.test(value)) {
    const address = value.slice('mailto:'.length).split('?')[0];
    const problem = emailProblem(address, { kind: 'address' });
    if (!problem) return undefined;
    const repaired = repairedEmail(address);
    const reason = argsOf(problem, 'email-form')?.reason ?? { kind: 'incomplete' };
    return say('mailto-form', { link: value, reason, suggestion: repaired && `mailto:${repaired}` });
  }
  if (/^tel:\+?[0-9 ().-]{4,}$/.test(value)) return undefined;
  if (WEB_ADDRESS.test(value)) {
    try {
      new URL(value);
      return undefined;
    } catch {
      /* falls through to the message below */
    }
  }
  const fixed = value
    .trim()
    .replace(/^(https?)\/\/+/, '$1://')
    .replace(/^(https?):\/?(?!\/)/, '$1://')
    .replace(/^(https?):\/{3,}/, '$1://')
    .replace(/^(?!https?:|mailto:|tel:)(www\.)/, 'https://$1')
    .replace(/\s+/g, '%20');
  const suggestion = fixed !== value && WEB_ADDRESS.test(fixed) ? fixed : routes.has(`/${value}`) ? `/${value}` : undefined;
  return say('link-form', { link: value, suggestion, ...(/^https?:\/\/\S*\s/.test(value.trim()) ? { space: true } : {}) });
}

export function assetProblem(value: string, publicDir: string): Said | undefined {
  if (!value.startsWith('/')) return say('asset-path-form', { path: value });
  const relative = decodeURIComponent(value.slice(1));
  const full = path.resolve(publicDir, relative);
  if (!full.startsWith(path.resolve(publicDir) + path.sep)) return say('asset-outside-public', { path: value });
  if (existsSync(full) && statSync(full).isFile()) return undefined;
  const dir = path.dirname(full);
  const siblings = existsSync(dir) ? readdirSync(dir) : [];
  const near = closest(path.basename(full), siblings);
  return say('asset-missing', { path: value, near: near && path.posix.join(path.posix.dirname(value), near) });
}


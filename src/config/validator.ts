import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import { CODE_LANGUAGES, highlight, type CodeLanguage } from './highlight.ts';
import { brandLogo, brandSlugs, lucideIcon, lucideIconNames } from './icons.ts';
import { argsOf, say, type Said } from './messages.ts';
import { pluralMistakes } from './plurals.ts';
import { closest } from './suggest.ts';
import { colourProblem, durationProblem, emailProblem, repairedEmail, youtubeProblem, type DurationForm } from './values.ts';

/**
 * JSON Schema validation of the YAML data with ajv, plus the project's own keywords:
 *   x-route   a route of this site ("/about")
 *   x-link    a route that exists, or a full web address / mailto: / tel:
 *   x-asset   a file that exists under public/
 *   x-icon    a Lucide icon name       (resolved to SVG data)
 *   x-logo    a Simple Icons slug      (resolved to SVG data)
 *   x-ref     the id of an item of a content collection (resolved to the item)
 *   x-collection  names the content collection a block shows (resolved to all its items, in file order)
 *   x-code    source code in the language named by the keyword (resolved to highlighted tokens)
 *   x-color   a CSS colour the browser accepts (#rgb, #rrggbb, #rrggbbaa, rgb(), hsl(), a colour name, …)
 *   x-duration  a duration of the form the keyword names: "minutes:seconds" (1:14) or "weeks" (3 weeks, 8–10 weeks)
 *   x-youtube a YouTube video id (a full YouTube address is recognised and its id suggested)
 *   x-email   an e-mail address a browser's e-mail field and a mail server accept
 *   x-plural  a counted message: one form per plural category of the site's language, each showing {count}
 *             (src/config/plurals.ts; explained there too, as the hints need the YAML's lines)
 *   x-headline (annotation on a block schema) the block renders the page's main heading
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
  schemaAt(schemaFile: string, data: unknown, path: (string | number)[]): SchemaNode | undefined;
}

/** A schema as read from schemas/, its $refs followed. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  description?: string;
  [keyword: string]: unknown;
}

const SCHEMA_BASE = 'file:///schemas/';

/** The default a schema declares for a property (`properties` names from the schema's root), read from the file. */
export function schemaDefault(schemasDir: string, schemaFile: string, propertyPath: string[]): unknown {
  let node = JSON.parse(readFileSync(path.join(schemasDir, schemaFile), 'utf8')) as { properties?: Record<string, unknown>; default?: unknown };
  for (const name of propertyPath) {
    const next = node.properties?.[name];
    if (!next) throw new Error(`${schemaFile} declares no property ${propertyPath.join('.')}`);
    node = next as typeof node;
  }
  return node.default;
}

/** What the config pipeline reads from a block's schema. */
export interface BlockTypeInfo {
  /** x-headline: the block renders the page's main heading. */
  headline: boolean;
  /** x-shows: the site content the block shows ('industry', 'catalogue'), named in messages about content nobody shows. */
  shows?: string;
  anchors: AnchorPath[];
}

/** Where in a block an anchor id sits: property names, '*' for every item of a list. */
export type AnchorPath = string[];

const cache = new Map<string, { signature: string; schemas: SchemaSet }>();

/**
 * The schemas of `schemasDir`, compiled once per process and compiled again when a file changes
 * (the dev server reloads on schema edits): compiling costs more than validating a whole site.
 */
export function loadSchemas(schemasDir: string): SchemaSet {
  const signature = listJson(schemasDir)
    .map((file) => {
      const { mtimeMs, size } = statSync(path.join(schemasDir, file));
      return `${file}:${mtimeMs}:${size}`;
    })
    .join('|');
  const cached = cache.get(schemasDir);
  if (cached?.signature === signature) return cached.schemas;
  const schemas = compileSchemas(schemasDir);
  cache.set(schemasDir, { signature, schemas });
  return schemas;
}

function compileSchemas(schemasDir: string): SchemaSet {
  let context: ValidationContext | undefined;
  let resolutions: Resolution[] = [];
  const ctx = (): ValidationContext => {
    if (!context) throw new Error('validation context missing');
    return context;
  };
  const resolveLater = (cxt: DataValidationCxt | undefined, value: () => unknown) => {
    if (cxt) resolutions.push({ parent: cxt.parentData as Resolution['parent'], key: cxt.parentDataProperty, value });
  };

  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true, useDefaults: true, verbose: true });
  for (const annotation of ['defaultSnippets', 'patternErrorMessage', 'x-headline', 'x-shows', 'x-error', 'x-key', 'x-local-ref']) ajv.addKeyword(annotation);

  // a counted message: its forms against the site language's plural categories; one error per mistake,
  // carrying the mistake for explainErrors to word and locate with the file's lines
  const plural = (_schema: unknown, value: unknown, _parent?: AnySchemaObject, cxt?: DataValidationCxt): boolean => {
    const language = ctx().language;
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
  ajv.addKeyword({ keyword: 'x-plural', type: ['string', 'object'], errors: true, validate: plural });

  const keyword = (name: string, check: (value: string, schema: unknown, cxt?: DataValidationCxt) => Said | undefined) => {
    const validate = (schema: unknown, value: string, _parent?: AnySchemaObject, cxt?: DataValidationCxt): boolean => {
      const problem = check(value, schema, cxt);
      validate.errors = problem ? [{ keyword: name, message: problem.message, params: { code: problem.code, hint: problem.hint, said: problem } }] : [];
      return !problem;
    };
    validate.errors = [] as Partial<ErrorObject>[];
    ajv.addKeyword({ keyword: name, type: 'string', errors: true, validate });
  };

  keyword('x-route', (value) => routeShapeProblem(value));
  keyword('x-color', (value, _s, cxt) => colourProblem(value, fieldOf(cxt)));
  keyword('x-youtube', (value, _s, cxt) => youtubeProblem(value, fieldOf(cxt)));
  keyword('x-email', (value, _s, cxt) => emailProblem(value, fieldOf(cxt)));
  keyword('x-duration', (value, schema, cxt) => {
    if (schema !== 'minutes:seconds' && schema !== 'weeks') throw new Error('x-duration names the form of the duration: "minutes:seconds" or "weeks"');
    return durationProblem(value, schema as DurationForm, fieldOf(cxt));
  });
  keyword('x-link', (value) => linkProblem(value, ctx().routes, ctx().anchors));
  keyword('x-asset', (value) => assetProblem(value, ctx().publicDir));
  keyword('x-icon', (value, _s, cxt) => {
    const icon = lucideIcon(value);
    if (!icon) return say('unknown-icon', { name: value, known: lucideIconNames() });
    resolveLater(cxt, () => icon);
    return undefined;
  });
  keyword('x-logo', (value, _s, cxt) => {
    const logo = brandLogo(value);
    if (!logo) return say('unknown-logo', { name: value, known: brandSlugs() });
    resolveLater(cxt, () => logo);
    return undefined;
  });
  keyword('x-ref', (value, schema, cxt) => {
    const name = String(schema);
    const items = ctx().collections.get(name);
    if (!items) return say('collection-unavailable', { collection: name });
    if (!items.has(value)) return say('unknown-item', { noun: singular(name), id: value, collection: name, known: items.keys() });
    resolveLater(cxt, () => structuredClone(items.get(value)));
    return undefined;
  });

  keyword('x-collection', (value, schema, cxt) => {
    // the schema names the collection whose items the block shows (their shape is what its component reads)
    if (typeof schema !== 'string') throw new Error('x-collection names the collection a block shows, for example "x-collection": "demo-videos"');
    if (value !== schema) return say('wrong-collection', { expected: schema, actual: value });
    const items = ctx().collections.get(value);
    if (!items) return say('collection-unavailable', { collection: value });
    resolveLater(cxt, () => structuredClone([...items.values()]));
    return undefined;
  });
  keyword('x-code', (value, schema, cxt) => {
    const language = String(schema) as CodeLanguage;
    if (!CODE_LANGUAGES.includes(language)) throw new Error(`x-code: no highlighting for "${language}" (known: ${CODE_LANGUAGES.join(', ')})`);
    resolveLater(cxt, () => highlight(value, language));
    return undefined;
  });

  const files = listJson(schemasDir);
  for (const file of files) ajv.addSchema(JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')), SCHEMA_BASE + file);
  const compiled = new Map<string, ValidateFunction>();

  return {
    validate(schemaFile, data, validationContext) {
      let validateFn = compiled.get(schemaFile);
      if (!validateFn) {
        validateFn = ajv.getSchema(SCHEMA_BASE + schemaFile);
        if (!validateFn) throw new Error(`no schema ${schemaFile} in ${schemasDir}`);
        compiled.set(schemaFile, validateFn);
      }
      context = validationContext;
      resolutions = [];
      validateFn(data);
      const result = { errors: [...(validateFn.errors ?? [])], resolutions };
      context = undefined;
      return result;
    },
    blockTypes() {
      const types = new Map<string, BlockTypeInfo>();
      for (const file of files.filter((f) => f.startsWith('blocks/'))) {
        const schema = JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8'));
        types.set(schema.properties.type.const, { headline: schema['x-headline'] === true, shows: schema['x-shows'], anchors: anchorPaths(schema) });
      }
      return types;
    },
    schemaAt(schemaFile, data, at) {
      const load = (uri: string): { node: SchemaNode; base: string } | undefined => {
        const [file, pointer = ''] = uri.split('#');
        let node = ajv.getSchema(file)?.schema as SchemaNode | undefined;
        for (const step of pointer.split('/').filter(Boolean)) node = (node as Record<string, SchemaNode> | undefined)?.[step.replace(/~1/g, '/').replace(/~0/g, '~')];
        return node ? { node, base: file } : undefined;
      };
      /** The node with its $ref followed, its own keywords kept over the target's. */
      const resolve = (node: SchemaNode | undefined, base: string): { node: SchemaNode; base: string } | undefined => {
        if (!node) return undefined;
        if (typeof node.$ref !== 'string') return { node, base };
        const target = resolve(load(new URL(node.$ref, base).href)?.node, new URL(node.$ref, base).href.split('#')[0]);
        if (!target) return { node, base };
        const { $ref: _followed, ...own } = node;
        return { node: { ...target.node, ...own, properties: { ...target.node.properties, ...(own.properties as Record<string, SchemaNode> | undefined) } }, base: target.base };
      };
      let current = resolve(load(SCHEMA_BASE + schemaFile)?.node, SCHEMA_BASE + schemaFile);
      let value: unknown = data;
      const branch = () => {
        // a discriminated union (blocks, transports): the branch of the value's type
        const oneOf = current?.node.oneOf as SchemaNode[] | undefined;
        const tag = (current?.node.discriminator as { propertyName?: string } | undefined)?.propertyName;
        if (!current || !oneOf || !tag || !value || typeof value !== 'object') return;
        const type = (value as Record<string, unknown>)[tag];
        for (const option of oneOf) {
          const resolved = resolve(option, current.base);
          if ((resolved?.node.properties?.[tag] as SchemaNode | undefined)?.const === type) {
            current = resolved && { node: { ...resolved.node, properties: { ...current.node.properties, ...resolved.node.properties } }, base: resolved.base };
            return;
          }
        }
      };
      branch();
      for (const segment of at) {
        if (!current) return undefined;
        const next = typeof segment === 'number' || /^\d+$/.test(String(segment)) ? current.node.items : current.node.properties?.[String(segment)];
        current = resolve(next, current.base);
        value = value && typeof value === 'object' ? (value as Record<string, unknown>)[String(segment)] : undefined;
        branch();
      }
      return current?.node;
    },
    collections() {
      return new Map(
        files
          .filter((f) => f.startsWith('collections/'))
          .map((f) => {
            const schema = JSON.parse(readFileSync(path.join(schemasDir, f), 'utf8'));
            return [f.slice('collections/'.length, -'.schema.json'.length), typeof schema['x-key'] === 'string' ? schema['x-key'] : 'id'];
          }),
      );
    },
  };
}

/** The places in a block schema that hold a section anchor (a $ref to defs' anchor). */
function anchorPaths(schema: Record<string, unknown>, trail: AnchorPath = []): AnchorPath[] {
  if (typeof schema.$ref === 'string' && schema.$ref.endsWith('#/$defs/anchor')) return [trail];
  const paths: AnchorPath[] = [];
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) paths.push(...anchorPaths(property, [...trail, name]));
  if (schema.items && typeof schema.items === 'object') paths.push(...anchorPaths(schema.items as Record<string, unknown>, [...trail, '*']));
  return paths;
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

function listJson(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listJson(dir, `${prefix}${entry.name}/`) : entry.name.endsWith('.json') ? [`${prefix}${entry.name}`] : [],
    )
    .sort();
}

/** The field a value is written under, as an editor names it: "background", or "gradient item 2". */
function fieldOf(cxt: DataValidationCxt | undefined): string {
  const segments = (cxt?.instancePath ?? '').split('/').slice(1);
  const last = segments[segments.length - 1] ?? 'the value';
  if (!/^\d+$/.test(last)) return last;
  const parent = segments[segments.length - 2];
  return `${parent && !/^\d+$/.test(parent) ? `${parent} ` : ''}item ${Number(last) + 1}`;
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
    const problem = emailProblem(address, 'the address');
    if (!problem) return undefined;
    const repaired = repairedEmail(address);
    const reason = argsOf(problem, 'email-form')?.reason ?? 'the address is not complete';
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
  return say('link-form', { link: value, suggestion, reason: /^https?:\/\/\S*\s/.test(value.trim()) ? 'a web address cannot contain a space' : undefined });
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


import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { has, named } from '../../model/schema-keywords.ts';

/**
 * The schemas of a schemas/ directory, read once: every file parsed, every `$ref` followed, and what
 * the validator (src/config/schemas/validator.ts), the editor (src/editor/server/site-facts.ts) and the type
 * generator (src/config/schemas/type-generator.ts) read from them. Kept per directory and read again when a file
 * changes (the dev server reloads on schema edits).
 */
export interface SchemaFiles {
  /** The directory the files were read from. */
  readonly dir: string;
  /** Every .json file, relative with forward slashes, sorted: 'page.schema.json', 'blocks/hero.schema.json'. */
  readonly files: readonly string[];
  /** A file's schema as written; shared by every user, so read-only. */
  raw(file: string): JsonObject | undefined;
  /**
   * The file's schema with every `$ref` replaced by what it points to (the fields beside a `$ref`, such
   * as its description, win), a fresh copy. A reference met again inside itself stops there.
   */
  dereferenced(file: string): JsonObject | undefined;
  /**
   * The schema of the value at `at` in `data` validated against `file` ($refs followed, the branch of a
   * discriminated union chosen by the value's tag), or undefined where the schema says nothing.
   */
  schemaAt(file: string, data: unknown, at: (string | number)[], steps?: SchemaSteps): SchemaNode | undefined;
  /** schemaAt for every value of `data`, walked from the root: each child's schema one step from its parent's. */
  schemaCursor(file: string, data: unknown): SchemaCursor;
  /** Block type → what the config pipeline reads from its schema (blocks/*.schema.json). */
  blockTypes(): Map<string, BlockTypeInfo>;
  /** Collection name → the field that identifies its items (`id`, or the schema's x-key), in file order. */
  collections(): Map<string, string>;
}

export type JsonObject = Record<string, unknown>;

/**
 * What schemaAt found on the way to each path of one data object, kept by a caller that asks for many
 * paths of it (every value of a file): each path then costs one step from its parent's schema.
 */
export type SchemaSteps = Map<string, unknown>;

/** A schema as read from schemas/, its $refs followed. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  description?: string;
  [keyword: string]: unknown;
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

const cache = new Map<string, { signature: string; schemas: SchemaFiles }>();

/** The schemas of `dir`: read on the first call, and again once a file has changed, was added or removed. */
export function schemaFiles(dir: string): SchemaFiles {
  const files = listJson(dir);
  const signature = files
    .map((file) => {
      const { mtimeMs, size } = statSync(path.join(dir, file));
      return `${file}:${mtimeMs}:${size}`;
    })
    .join('|');
  const cached = cache.get(dir);
  if (cached?.signature === signature) return cached.schemas;
  const schemas = readSchemaFiles(dir, files);
  cache.set(dir, { signature, schemas });
  return schemas;
}

/** The default a schema declares for a property (`properties` names from the schema's root). */
export function schemaDefault(schemasDir: string, schemaFile: string, propertyPath: string[]): unknown {
  const schema = schemaFiles(schemasDir).raw(schemaFile) as SchemaNode | undefined;
  if (!schema) throw new Error(`no schema ${schemaFile} in ${schemasDir}`);
  let node: SchemaNode = schema;
  for (const name of propertyPath) {
    const next: SchemaNode | undefined = node.properties?.[name];
    if (!next) throw new Error(`${schemaFile} declares no property ${propertyPath.join('.')}`);
    node = next;
  }
  return structuredClone(node.default);
}

function readSchemaFiles(dir: string, files: string[]): SchemaFiles {
  const raw = new Map(files.map((file) => [file, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonObject]));
  const dereferenced = new Map<string, JsonObject>();
  const blockTypes = readBlockTypes(raw);
  const collections = readCollections(raw);
  return {
    dir,
    files,
    raw: (file) => raw.get(file),
    dereferenced(file) {
      if (!raw.has(file)) return undefined;
      if (!dereferenced.has(file)) dereferenced.set(file, dereference(raw, file));
      return structuredClone(dereferenced.get(file));
    },
    schemaAt: (file, data, at, steps) => schemaAt(raw, file, data, at, steps as Map<string, Located | undefined> | undefined),
    schemaCursor: (file, data) => cursorAt(raw, file, data),
    blockTypes: () => new Map(blockTypes),
    collections: () => new Map(collections),
  };
}

/** Where a `$ref` written in `file` points: the node, and the file it is in (undefined when that file is not a schema). */
function refTarget(raw: Map<string, JsonObject>, ref: string, file: string): { node: unknown; file: string } | undefined {
  const [target, fragment = ''] = ref.split('#');
  const targetFile = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
  const doc = raw.get(targetFile);
  if (!doc) return undefined;
  const node = fragment
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at as JsonObject | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return { node, file: targetFile };
}

/** The schema of `file` with every `$ref` replaced by its target (a reference met again inside itself stays as it is written, less the $ref). */
function dereference(raw: Map<string, JsonObject>, file: string): JsonObject {
  const walk = (node: unknown, file: string, seen: string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, file, seen));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as JsonObject;
    const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, k === 'defaultSnippets' || k === 'enum' || k === 'const' ? v : walk(v, file, seen)]));
    if (typeof $ref !== 'string') return own;
    const target = refTarget(raw, $ref, file);
    if (!target) throw new Error(`${file}: "$ref": "${$ref}" points to no schema file`);
    const key = `${target.file}#${$ref.split('#')[1] ?? ''}`;
    if (seen.includes(key)) return own;
    const resolved = walk(target.node, target.file, [...seen, key]) as JsonObject | undefined;
    const { $schema: _s, $defs: _d, ...body } = resolved ?? {};
    return { ...body, ...own };
  };
  const { $defs: _defs, ...schema } = raw.get(file)!;
  return walk(schema, file, [`${file}#`]) as JsonObject;
}

/** A schema node and the file its relative `$ref`s start from. */
interface Located {
  node: SchemaNode;
  file: string;
}

/**
 * The schema of the value at `at`, followed lazily along the data: each node on the way has its own
 * `$ref` followed (its keywords kept over the target's, the properties of both merged), its children
 * stay as written.
 */
/** The nodes of each schema set with their $ref followed, and each union's branch by tag: the same node gives the same answer. */
const followedNodes = new WeakMap<Map<string, JsonObject>, WeakMap<SchemaNode, Map<string, Located | undefined>>>();
const branches = new WeakMap<SchemaNode, Map<unknown, Located>>();

/** How schemaAt goes one step down: a node with its `$ref` followed, and a union's branch for a value. */
interface Steps {
  follow(node: SchemaNode | undefined, file: string): Located | undefined;
  branch(current: Located | undefined, value: unknown): Located | undefined;
}

const stepsBySet = new WeakMap<Map<string, JsonObject>, Steps>();

function stepsOf(raw: Map<string, JsonObject>): Steps {
  const known = stepsBySet.get(raw);
  if (known) return known;
  let followed = followedNodes.get(raw);
  if (!followed) followedNodes.set(raw, (followed = new WeakMap()));
  const cache = followed;
  const follow = (node: SchemaNode | undefined, file: string, seen: string[] = []): Located | undefined => {
    if (!node) return undefined;
    if (typeof node.$ref !== 'string' || seen.includes(`${file}|${node.$ref}`)) return { node, file };
    const known = seen.length === 0 ? cache.get(node) : undefined;
    if (known?.has(file)) return known.get(file);
    const target = refTarget(raw, node.$ref, file);
    const resolved = target && follow(target.node as SchemaNode | undefined, target.file, [...seen, `${file}|${node.$ref}`]);
    let located: Located;
    if (!resolved) located = { node, file };
    else {
      const { $ref: _followed, ...own } = node;
      located = { node: { ...resolved.node, ...own, properties: { ...resolved.node.properties, ...(own.properties as Record<string, SchemaNode> | undefined) } }, file: resolved.file };
    }
    if (seen.length === 0) {
      if (!cache.has(node)) cache.set(node, new Map());
      cache.get(node)!.set(file, located);
    }
    return located;
  };
  /** A discriminated union (blocks, transports): the branch of the value's tag, with the union's own properties. */
  const branch = (current: Located | undefined, value: unknown): Located | undefined => {
    const oneOf = current?.node.oneOf as SchemaNode[] | undefined;
    const tag = (current?.node.discriminator as { propertyName?: string } | undefined)?.propertyName;
    if (!current || !oneOf || !tag || !value || typeof value !== 'object') return current;
    const tagValue = (value as JsonObject)[tag];
    const known = branches.get(current.node)?.get(tagValue);
    if (known && known.file === current.file) return known;
    for (const option of oneOf) {
      const resolved = follow(option, current.file);
      if (resolved && resolved.node.properties?.[tag]?.const === tagValue) {
        const located = { node: { ...resolved.node, properties: { ...current.node.properties, ...resolved.node.properties } }, file: resolved.file };
        if (!branches.has(current.node)) branches.set(current.node, new Map());
        branches.get(current.node)!.set(tagValue, located);
        return located;
      }
    }
    return current;
  };
  const steps: Steps = { follow: (node, file) => follow(node, file), branch };
  stepsBySet.set(raw, steps);
  return steps;
}

/** The schema of the value one step (`segment`) below `current`'s, that value being `value`. */
function stepDown({ follow, branch }: Steps, current: Located | undefined, segment: string | number, value: unknown): Located | undefined {
  if (!current) return undefined;
  const next = typeof segment === 'number' || /^\d+$/.test(String(segment)) ? current.node.items : current.node.properties?.[String(segment)];
  return branch(follow(next, current.file), value);
}

function schemaAt(raw: Map<string, JsonObject>, file: string, data: unknown, at: (string | number)[], steps?: Map<string, Located | undefined>): SchemaNode | undefined {
  const navigation = stepsOf(raw);
  let value = data;
  let key = file;
  let current = steps?.has(key) ? steps.get(key) : navigation.branch(navigation.follow(raw.get(file) as SchemaNode | undefined, file), value);
  steps?.set(key, current);
  for (const segment of at) {
    if (!current) return undefined;
    value = value && typeof value === 'object' ? (value as JsonObject)[String(segment)] : undefined;
    key += `\0${segment}`;
    if (steps?.has(key)) {
      current = steps.get(key);
      continue;
    }
    current = stepDown(navigation, current, segment, value);
    steps?.set(key, current);
  }
  return current?.node;
}

/** A place in a file's data and its schema, as schemaAt finds it, from which each child's costs one step. */
export interface SchemaCursor {
  /** The schema here, as schemaAt gives it for this path. */
  readonly node: SchemaNode | undefined;
  /** The place one step down, at `segment`, whose value is `value` (the data's value there). */
  child(segment: string | number, value: unknown): SchemaCursor;
}

function cursorAt(raw: Map<string, JsonObject>, file: string, data: unknown): SchemaCursor {
  const navigation = stepsOf(raw);
  return new Cursor(navigation, navigation.branch(navigation.follow(raw.get(file) as SchemaNode | undefined, file), data));
}

/** (a class, not closures: a file's walk makes one for each of its values) */
class Cursor implements SchemaCursor {
  constructor(
    private readonly navigation: Steps,
    private readonly located: Located | undefined,
  ) {}

  get node(): SchemaNode | undefined {
    return this.located?.node;
  }

  child(segment: string | number, value: unknown): SchemaCursor {
    return new Cursor(this.navigation, stepDown(this.navigation, this.located, segment, value));
  }
}

function readBlockTypes(raw: Map<string, JsonObject>): Map<string, BlockTypeInfo> {
  const types = new Map<string, BlockTypeInfo>();
  for (const [file, schema] of raw) {
    if (!file.startsWith('blocks/')) continue;
    const type = (schema as SchemaNode).properties?.type?.const as string;
    types.set(type, { headline: has(schema, 'x-headline'), shows: named(schema, 'x-shows'), anchors: anchorPaths(schema) });
  }
  return types;
}

/** The places in a block schema that hold a section anchor (a $ref to defs' anchor). */
function anchorPaths(schema: JsonObject, trail: AnchorPath = []): AnchorPath[] {
  if (typeof schema.$ref === 'string' && schema.$ref.endsWith('#/$defs/anchor')) return [trail];
  const paths: AnchorPath[] = [];
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) paths.push(...anchorPaths(property, [...trail, name]));
  if (schema.items && typeof schema.items === 'object') paths.push(...anchorPaths(schema.items as JsonObject, [...trail, '*']));
  return paths;
}

const COLLECTION = /^collections\/(.+)\.schema\.json$/;

function readCollections(raw: Map<string, JsonObject>): Map<string, string> {
  const collections = new Map<string, string>();
  for (const [file, schema] of raw) {
    const name = COLLECTION.exec(file)?.[1];
    if (name !== undefined) collections.set(name, named(schema, 'x-key') ?? 'id');
  }
  return collections;
}

function listJson(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listJson(dir, `${prefix}${entry.name}/`) : entry.name.endsWith('.json') ? [`${prefix}${entry.name}`] : []))
    .sort();
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { sourceHash } from '../../config/languages/source-hash.ts';
import { schemaFiles } from '../../config/schemas/schema-set.ts';
import { SCHEMAS_DIR } from '../../paths.ts';
import type { InterfaceLanguage } from '../../interface/language.ts';

/**
 * The schemas' own words in the editor's interface language: the Form view labels a field with its
 * schema's `title` (else its name, humanised) and shows its `description` as help, and the YAML view's
 * completion and hover show them too. The schemas are written in English; their French is in
 * schemas/interface.fr.yaml (the schema loader reads only .json files), keyed by schema file and JSON
 * pointer of the node (as in a `$ref`: `#/$defs/action/properties/label`), each French text followed by the
 * hash of the English it translates (`# en:1a2b3c4d`, as the site's translation files do), so that a changed
 * English text shows (tests/unit/schema-words.test.ts names it); until its French is written again, the
 * English is shown. Its `fields` section gives the French label of a field by its name, where the schema
 * has no title: the English label is the name humanised (scrollCue → "Scroll cue"), which reads as English.
 */

/** The keywords whose text a person reads: a field's label, its help, what its pattern asks, and what a rule of the schema says when broken. */
export const WORDED_KEYWORDS = ['title', 'description', 'patternErrorMessage', 'x-error'] as const;
export type WordedKeyword = (typeof WORDED_KEYWORDS)[number];

/** A French text of the words file, with the hash of the English text it was written from. */
export interface Worded {
  text: string;
  /** `en:1a2b3c4d` after it, without `en:`; none for a title the English does not have. */
  hash?: string;
  /** Its line in the words file (1-based), for messages. */
  line: number;
}

export interface SchemaWords {
  /** The words file read. */
  file: string;
  /** Field name → its label, where the schema gives none. */
  fields: Map<string, Worded>;
  /** Schema file → JSON pointer of a node (`#`, `#/properties/title`) → its words. */
  nodes: Map<string, Map<string, Partial<Record<WordedKeyword, Worded>>>>;
}

/** The words file of `language` in `schemasDir`: schemas/interface.fr.yaml. */
export function schemaWordsFile(language: InterfaceLanguage, schemasDir: string = SCHEMAS_DIR): string {
  return path.join(schemasDir, `interface.${language}.yaml`);
}

const FIELDS = 'fields';
const HASH_NOTE = /^\s*en:([0-9a-f]{8})\s*$/;
const cache = new Map<string, { signature: string; words: SchemaWords }>();

/**
 * The words of `language` (read again once the file changes: the dev server reloads on schema edits), or
 * undefined when it has none. A words file written wrong throws, saying where.
 */
export function readSchemaWords(language: InterfaceLanguage, schemasDir: string = SCHEMAS_DIR): SchemaWords | undefined {
  const file = schemaWordsFile(language, schemasDir);
  if (language === 'en' || !existsSync(file)) return undefined;
  const { mtimeMs, size } = statSync(file);
  const signature = `${mtimeMs}:${size}`;
  const cached = cache.get(file);
  if (cached?.signature === signature) return cached.words;
  const words = parseSchemaWords(file, readFileSync(file, 'utf8'));
  cache.set(file, { signature, words });
  return words;
}

/** The words file's text read into its two parts; a mistake throws with its line. */
export function parseSchemaWords(file: string, text: string): SchemaWords {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const lineOf = (node: YamlNode | null | undefined) => (node?.range ? lines.linePos(node.range[0]).line : 0);
  const fail = (node: YamlNode | null | undefined, problem: string): never => {
    throw new Error(`${file}${node?.range ? `, line ${lineOf(node)}` : ''}: ${problem}`);
  };
  if (doc.errors.length > 0) fail(undefined, doc.errors[0].message);
  const worded = (node: unknown, where: string): Worded => {
    if (!isScalar(node) || typeof node.value !== 'string' || node.value.trim() === '') return fail(node as YamlNode, `${where} is not a text`);
    const note = node.comment ?? undefined;
    const hash = note === undefined ? undefined : HASH_NOTE.exec(note)?.[1];
    if (note !== undefined && hash === undefined) fail(node, `${where}: the note after it is not the hash of its English (# en:1a2b3c4d)`);
    return { text: node.value, hash, line: lineOf(node) };
  };
  const words: SchemaWords = { file, fields: new Map(), nodes: new Map() };
  if (doc.contents === null) return words;
  if (!isMap(doc.contents)) return fail(doc.contents, 'expected the schema files (and fields) as keys');
  for (const { key, value } of doc.contents.items) {
    const name = isScalar(key) ? String(key.value) : fail(key as YamlNode, 'a key is not a name');
    if (!isMap(value)) return fail((value ?? key) as YamlNode, `${name} holds no keys`);
    if (name === FIELDS) {
      for (const pair of value.items) words.fields.set(String((pair.key as { value?: unknown }).value), worded(pair.value, `${FIELDS}.${String((pair.key as { value?: unknown }).value)}`));
      continue;
    }
    const nodes = new Map<string, Partial<Record<WordedKeyword, Worded>>>();
    for (const pair of value.items) {
      const pointer = String((pair.key as { value?: unknown }).value);
      if (pointer !== '#' && !pointer.startsWith('#/')) fail(pair.key as YamlNode, `${name}: "${pointer}" is not a JSON pointer such as "#/properties/title"`);
      if (!isMap(pair.value)) return fail((pair.value ?? pair.key) as YamlNode, `${name} ${pointer} holds no texts`);
      const texts: Partial<Record<WordedKeyword, Worded>> = {};
      for (const text of pair.value.items) {
        const keyword = String((text.key as { value?: unknown }).value);
        if (!(WORDED_KEYWORDS as readonly string[]).includes(keyword)) fail(text.key as YamlNode, `${name} ${pointer}: "${keyword}" is not one of ${WORDED_KEYWORDS.join(', ')}`);
        texts[keyword as WordedKeyword] = worded(text.value, `${name} ${pointer} ${keyword}`);
      }
      nodes.set(pointer, texts);
    }
    words.nodes.set(name, nodes);
  }
  return words;
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Where a schema keeps the schemas of its parts: by name, one, or a list. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_ONE = new Set(['items', 'additionalProperties', 'if', 'then', 'else', 'not', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', 'additionalItems']);
const SCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'allOf', 'prefixItems']);

const escapePointer = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

/** Each schema node inside `schema` (itself first), with its JSON pointer (`#`, `#/properties/title`); a `$ref` is not followed. */
export function schemaNodes(schema: unknown, pointer = '#'): { pointer: string; node: Json }[] {
  if (!isJson(schema)) return [];
  const found = [{ pointer, node: schema }];
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key) && isJson(value)) for (const [name, child] of Object.entries(value)) found.push(...schemaNodes(child, `${pointer}/${key}/${escapePointer(name)}`));
    else if (SCHEMA_ONE.has(key)) found.push(...schemaNodes(value, `${pointer}/${key}`));
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) value.forEach((child, index) => found.push(...schemaNodes(child, `${pointer}/${key}/${index}`)));
  }
  return found;
}

/** Every English text of every schema a person reads (WORDED_KEYWORDS), by file and pointer. */
export function schemaTexts(schemasDir: string = SCHEMAS_DIR): { file: string; pointer: string; keyword: WordedKeyword; english: string }[] {
  const schemas = schemaFiles(schemasDir);
  return schemas.files.flatMap((file) =>
    schemaNodes(schemas.raw(file)).flatMap(({ pointer, node }) =>
      WORDED_KEYWORDS.flatMap((keyword) => (typeof node[keyword] === 'string' ? [{ file, pointer, keyword, english: node[keyword] as string }] : [])),
    ),
  );
}

/**
 * `schema` (the schema of `schemaFile` as the editor receives it: its `$ref`s replaced, schema-set.ts's
 * `dereferenced`) with its titles, descriptions and pattern texts in `language`, and a label for each
 * field without a title; in English, the same object. A text whose English changed since its French was
 * written stays in English.
 */
export function schemaIn<T>(schemaFile: string, schema: T, language: InterfaceLanguage, schemasDir: string = SCHEMAS_DIR): T {
  const words = language === 'en' ? undefined : wordsOf(language, schemasDir);
  if (!words || !isJson(schema)) return schema;
  const raw = schemaFiles(schemasDir);
  const root = raw.raw(schemaFile);
  if (!root) return schema;
  const translated = structuredClone(schema) as Json;
  const wordOf = (file: string, pointer: string, keyword: WordedKeyword) => words.nodes.get(file)?.get(pointer)?.[keyword];

  /** Mirrors schema-set.ts's dereference: the node's own keywords win over its `$ref`'s, which fill the rest. */
  const walk = (out: Json, node: Json, file: string, pointer: string, taken: Set<string>, seen: string[]): void => {
    const own = Object.keys(node).filter((key) => key !== '$ref' && !taken.has(key));
    for (const key of own) {
      const value = node[key];
      if ((WORDED_KEYWORDS as readonly string[]).includes(key)) {
        const word = wordOf(file, pointer, key as WordedKeyword);
        if (typeof value === 'string' && out[key] === value && word && word.hash === sourceHash(value)) out[key] = word.text;
      } else if (SCHEMA_MAPS.has(key) && isJson(value) && isJson(out[key])) {
        for (const [name, child] of Object.entries(value)) {
          const into = (out[key] as Json)[name];
          if (isJson(child) && isJson(into)) walk(into, child, file, `${pointer}/${key}/${escapePointer(name)}`, new Set(), seen);
        }
      } else if (SCHEMA_ONE.has(key) && isJson(value) && isJson(out[key])) {
        walk(out[key] as Json, value, file, `${pointer}/${key}`, new Set(), seen);
      } else if (SCHEMA_LISTS.has(key) && Array.isArray(value) && Array.isArray(out[key])) {
        value.forEach((child, index) => {
          const into = (out[key] as unknown[])[index];
          if (isJson(child) && isJson(into)) walk(into, child, file, `${pointer}/${key}/${index}`, new Set(), seen);
        });
      }
    }
    // a title the English has not: the French label of this node, wherever it is used
    const title = wordOf(file, pointer, 'title');
    const claimed = new Set([...taken, ...own]);
    if (title && title.hash === undefined && !claimed.has('title') && node.title === undefined) {
      out.title = title.text;
      claimed.add('title');
    }
    if (typeof node.$ref !== 'string') return;
    const target = refTarget((name) => raw.raw(name), node.$ref, file);
    const key = `${target?.file}#${node.$ref.split('#')[1] ?? ''}`;
    if (!target || !isJson(target.node) || seen.includes(key)) return;
    walk(out, target.node, target.file, `#${node.$ref.split('#')[1] ?? ''}`, claimed, [...seen, key]);
  };
  walk(translated, root, schemaFile, '#', new Set(), [`${schemaFile}#`]);
  return fieldLabelsIn(translated, language, schemasDir) as T;
}

/**
 * `schema` with a label (`title`) in `language` on each field that has none, from the words file's
 * `fields` (the English label is the field's name humanised). In English, the same object.
 */
export function fieldLabelsIn<T>(schema: T, language: InterfaceLanguage, schemasDir: string = SCHEMAS_DIR): T {
  const words = language === 'en' ? undefined : wordsOf(language, schemasDir);
  if (!words) return schema;
  for (const { node } of schemaNodes(schema)) {
    if (!isJson(node.properties)) continue;
    for (const [name, field] of Object.entries(node.properties)) {
      const label = words.fields.get(name);
      if (isJson(field) && field.title === undefined && label) field.title = label.text;
    }
  }
  return schema;
}

/**
 * What is wrong with the words of `language` against today's schemas, each said with where and how to
 * fix it: an English text without its translation, a translation made from an English text that has
 * changed since (its hash), one for a node or a text that is gone, a field without a label.
 */
export function schemaWordsProblems(language: Exclude<InterfaceLanguage, 'en'>, schemasDir: string = SCHEMAS_DIR): string[] {
  const file = schemaWordsFile(language, schemasDir);
  const shown = path.relative(path.dirname(schemasDir), file).split(path.sep).join('/');
  let words: SchemaWords | undefined;
  try {
    words = readSchemaWords(language, schemasDir);
  } catch (error) {
    return [(error as Error).message];
  }
  if (!words) return [`${shown} is missing: it holds the ${language} titles and descriptions of the schemas.`];
  const problems: string[] = [];
  const at = (worded: Worded) => `${shown} line ${worded.line}`;
  const quote = (text: string) => JSON.stringify(text.length > 200 ? `${text.slice(0, 197)}…` : text);
  const schemas = schemaFiles(schemasDir);
  const english = new Map(schemaTexts(schemasDir).map((text) => [`${text.file} ${text.pointer} ${text.keyword}`, text.english]));
  for (const { file: schemaFile, pointer, keyword, english: text } of schemaTexts(schemasDir)) {
    const worded = words.nodes.get(schemaFile)?.get(pointer)?.[keyword];
    const hash = sourceHash(text);
    if (!worded) {
      problems.push(`${schemaFile} ${pointer}: its ${keyword} has no ${language} text. Add it to ${shown} under "${schemaFile}" → "${pointer}" → ${keyword}, followed by # en:${hash} (the English: ${quote(text)}).`);
    } else if (worded.hash === undefined) {
      problems.push(`${at(worded)}: the ${keyword} of ${schemaFile} ${pointer} has no hash of its English. Check that it says what the English says (${quote(text)}), then write # en:${hash} after it.`);
    } else if (worded.hash !== hash) {
      problems.push(
        `${at(worded)}: the English ${keyword} of ${schemaFile} ${pointer} changed since its ${language} text was written (en:${worded.hash}, now en:${hash}); until it is written again, the English is shown. It now reads: ${quote(text)}. Write the ${language} text again from it, then change the note after it to # en:${hash}.`,
      );
    }
  }
  for (const [schemaFile, nodes] of words.nodes) {
    const raw = schemas.raw(schemaFile);
    const pointers = new Set(schemaNodes(raw).map((node) => node.pointer));
    for (const [pointer, texts] of nodes) {
      for (const [keyword, worded] of Object.entries(texts) as [WordedKeyword, Worded][]) {
        if (!raw) problems.push(`${at(worded)}: there is no schema ${schemaFile} in schemas/ any more: move its texts to the file's new name, or remove them.`);
        else if (!pointers.has(pointer)) problems.push(`${at(worded)}: ${schemaFile} has no node ${pointer} any more (renamed or removed?): move its ${keyword} to the node's new place, or remove it.`);
        else if (!english.has(`${schemaFile} ${pointer} ${keyword}`) && (keyword !== 'title' || worded.hash !== undefined)) problems.push(`${at(worded)}: ${schemaFile} ${pointer} has no English ${keyword} any more: remove its ${language} text.`);
      }
    }
  }
  // every field a person sees is labelled in the language: its title, else its name in `fields`
  const names = new Set<string>();
  const unlabelled = new Map<string, string>();
  for (const schemaFile of schemas.files) {
    for (const { node } of schemaNodes(schemas.raw(schemaFile))) if (isJson(node.properties)) for (const name of Object.keys(node.properties)) names.add(name);
    const translated = schemaIn(schemaFile, schemas.dereferenced(schemaFile), language, schemasDir);
    for (const { pointer, node } of schemaNodes(translated)) {
      if (!isJson(node.properties)) continue;
      for (const [name, field] of Object.entries(node.properties)) {
        if (isJson(field) && typeof field.title !== 'string' && !unlabelled.has(name)) unlabelled.set(name, `${schemaFile} ${pointer}/properties/${escapePointer(name)}`);
      }
    }
  }
  for (const [name, where] of unlabelled) problems.push(`The field ${name} (${where}) has no ${language} label: add it to ${shown} under fields (${name}: "…"), or give its node a title there.`);
  for (const [name, worded] of words.fields) if (!names.has(name)) problems.push(`${at(worded)}: no schema has a field named ${name} any more: remove it from fields.`);
  return problems;
}

/** The words of `language`; a words file that cannot be read leaves the English (said once in the server's log). */
function wordsOf(language: InterfaceLanguage, schemasDir: string): SchemaWords | undefined {
  try {
    return readSchemaWords(language, schemasDir);
  } catch (error) {
    if (!complained.has(String(error))) console.error(`The editor shows the schemas in English: ${(error as Error).message}`);
    complained.add(String(error));
    return undefined;
  }
}
const complained = new Set<string>();

/** Where a `$ref` written in `file` points, as schema-set.ts follows it. */
function refTarget(raw: (file: string) => Json | undefined, ref: string, file: string): { node: unknown; file: string } | undefined {
  const [target, fragment = ''] = ref.split('#');
  const targetFile = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
  const doc = raw(targetFile);
  if (!doc) return undefined;
  const node = fragment
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return { node, file: targetFile };
}

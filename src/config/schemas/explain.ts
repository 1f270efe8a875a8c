import type { ErrorObject } from 'ajv/dist/2020.js';
import { isMap, isScalar, isSeq, type Node, type Pair, type YAMLMap } from 'yaml';
import { fieldAt, say, type FoundValue, type ObjectName, type Said } from '../messages/messages.ts';
import { sayPluralMistake, type PluralMistake } from './plurals.ts';
import type { Problem } from '../messages/problems.ts';
import { closest } from '../messages/suggest.ts';
import type { SchemaNode } from './validator.ts';
import { has, named } from '../../model/schema-keywords.ts';
import { locate, type YamlFile } from '../yaml/yaml-file.ts';

/** The schema of the value at a path of the file being explained (see SchemaSet.schemaAt). */
export type SchemaAt = (path: (string | number)[]) => SchemaNode | undefined;

/** Turns ajv errors into located, plain-language problems. */
export function explainErrors(source: YamlFile, ajvErrors: ErrorObject[], rootNoun: ObjectName, schemaAt?: SchemaAt): Problem[] {
  const problems: Problem[] = [];
  const allErrors = ajvErrors.filter((e) => !saidByPlural(e));
  // Mistakes of place first (an entry under the wrong list, a field indented out of its group): one problem each, and the errors they cause are theirs.
  const placed = schemaAt ? misplaced(source, allErrors, schemaAt) : { problems: [], covers: () => false };
  problems.push(...placed.problems);
  // Fields indented into the text above them: YAML reads them as text, so nothing else may say they are missing.
  const inText = schemaAt ? fieldsInText(source, schemaAt) : { problems: [], covers: () => false };
  problems.push(...inText.problems);
  const errors = withoutEchoes(allErrors.filter((e) => !placed.covers(e) && !inText.covers(e)));
  // Errors inside a failed anyOf are summarised by the anyOf error itself.
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.schemaPath + '/');
  // An object whose "type" is missing: the discriminator says so with the types available, once.
  const untyped = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}:${(e.params as { tag: string }).tag}`));
  for (const error of errors) {
    if (anyOfPaths.some((p) => error.schemaPath.startsWith(p))) continue;
    if (error.keyword === 'required' && untyped.has(`${error.instancePath}:${(error.params as { missingProperty: string }).missingProperty}`)) continue;
    if (error.keyword === 'if') continue;
    const at = segments(error.instancePath);
    const explained = explain(error, at, source, rootNoun, errors);
    if (!explained) continue;
    const position = locate(source, explained.path ?? at, explained.target ?? 'value');
    problems.push({ file: source.file, ...position, ...explained.said });
  }
  return dedupe(problems);
}

interface Explained {
  said: Said;
  path?: (string | number)[];
  target?: 'value' | 'key';
}

function explain(error: ErrorObject, at: string[], source: YamlFile, rootNoun: ObjectName, all: ErrorObject[]): Explained | undefined {
  const data = source.data;
  const params = error.params as Record<string, unknown>;
  const field = fieldAt(at);
  const value = error.data;
  switch (error.keyword) {
    case 'required':
      return { said: say('missing-field', { object: objectName(at, data, rootNoun), field: String(params.missingProperty), why: named(error.parentSchema, 'x-error') }) };
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema?.properties ?? {}) as object);
      return { said: say('unknown-field', { field: extra, object: objectName(at, data, rootNoun), allowed }), path: [...at, extra], target: 'key' };
    }
    case 'type':
      if (value === null) {
        // "colour: #8b6cff" unquoted: YAML reads the value as a comment
        const comment = commentAfterKey(source, at);
        return { said: comment ? say('value-read-as-comment', { field, rest: comment }) : say('empty-value', { field }), target: 'key' };
      }
      return { said: say('wrong-type', { field, expected: expected(String(params.type)), actual: describe(value) }) };
    case 'enum':
      return { said: say('value-not-allowed', { field, actual: describe(value), allowed: (params.allowedValues as unknown[]).map(String), raw: String(value) }) };
    case 'const':
      return { said: say('value-must-be', { field, allowed: String(params.allowedValue) }) };
    case 'pattern':
      return { said: say('wrong-form', { field, actual: describe(value), form: error.parentSchema?.patternErrorMessage, pattern: String(params.pattern) }) };
    case 'minLength':
      return { said: params.limit === 1 ? say('empty-text', { field }) : say('text-too-short', { field, limit: Number(params.limit) }) };
    case 'maxLength':
      return { said: say('text-too-long', { field, length: String(value).length, limit: Number(params.limit) }) };
    case 'minItems':
      return { said: say('too-few-items', { field, limit: Number(params.limit) }) };
    case 'maxItems':
      return { said: say('too-many-items', { field, count: (value as unknown[]).length, limit: Number(params.limit) }) };
    case 'uniqueItems':
      return {
        said: say('listed-twice', {
          field,
          item: describe((value as unknown[])[params.j as number]),
          first: Math.min(params.i as number, params.j as number) + 1,
          second: Math.max(params.i as number, params.j as number) + 1,
        }),
        path: [...at, params.i as number],
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { said: say('number-out-of-range', { field, actual: describe(value), bound: error.keyword, limit: Number(params.limit) }) };
    case 'discriminator':
      return explainBlockType(params, at, data, value, error);
    case 'not':
      return { said: say('fields-not-together', { object: objectName(at, data, rootNoun), why: named(error.parentSchema, 'x-error') }) };
    case 'dependentRequired':
      return { said: say('field-needs-field', { field: String(params.property), needs: String(params.missingProperty) }), path: [...at, String(params.property)], target: 'key' };
    case 'anyOf': {
      const missing = all
        .filter((e) => e.keyword === 'required' && e.schemaPath.startsWith(error.schemaPath + '/') && e.instancePath === error.instancePath)
        .map((e) => (e.params as { missingProperty: string }).missingProperty);
      if (missing.length > 0) return { said: say('needs-one-of', { object: objectName(at, data, rootNoun), fields: missing }) };
      return { said: say('no-accepted-form', { field }) };
    }
    case 'x-plural': {
      // a counted message: worded here, as its hints need the file's lines (an ajv keyword sees only the data)
      const { mistake, language } = params as { mistake: PluralMistake; language: string };
      return sayPluralMistake(source, at, mistake, language);
    }
    default:
      // the project's keywords (x-link, x-icon, …) say their own problem, with its code
      if (error.keyword.startsWith('x-') && params.said) return { said: params.said as Said };
      return { said: say('value-invalid', { field, rule: { keyword: error.keyword, params, ...(error.message === undefined ? {} : { words: error.message }) } }) };
  }
}

/** An object whose "type" picks its schema (blocks, transports): unknown or missing type. */
function explainBlockType(params: Record<string, unknown>, at: string[], data: unknown, value: unknown, error: ErrorObject): Explained {
  const branches = (error.parentSchema?.oneOf ?? []) as { $ref?: string; properties?: { type?: { const?: string } } }[];
  const known = branches.map((s) => s.properties?.type?.const ?? s.$ref?.replace(/^.*\/|\.schema\.json$/g, '') ?? '?');
  const of = at[at.length - 2] === 'blocks' ? undefined : fieldAt(at);
  const tag = String(params.tag);
  if (params.error === 'tag') {
    const actual = (value as Record<string, unknown> | undefined)?.[tag];
    return actual === undefined
      ? { said: say('type-missing', { object: objectName(at, data, { kind: 'this-item' }), tag, known }) }
      : { said: say('wrong-type', { field: fieldAt([tag]), expected: expected('string'), actual: describe(actual) }), path: [...at, tag] };
  }
  return { said: say('unknown-type', { ...(of === undefined ? {} : { of }), type: String(params.tagValue), known }), path: [...at, tag] };
}

/** "field: #…" on the key's line: what YAML took for a comment. */
function commentAfterKey(source: YamlFile, at: string[]): string | undefined {
  if (source.text === undefined || at.length === 0) return undefined;
  const { line } = locate(source, at, 'key');
  const text = source.text.split(/\r?\n/)[line - 1] ?? '';
  return /^\s*(?:- )?[^:#]+:\s+(#\S.*?)\s*$/.exec(text)?.[1];
}

/**
 * The schema's own errors on a counted message that its x-plural keyword reports in its words: a single
 * text where the forms go (the type), a missing "other" form (required), a key that is no form
 * (additional property). An empty value, or a number, still gets the general message.
 */
function saidByPlural(error: ErrorObject): boolean {
  if (!has(error.parentSchema, 'x-plural')) return false;
  if (error.keyword === 'type') return typeof error.data === 'string';
  return error.keyword === 'required' || error.keyword === 'additionalProperties';
}

/** An unknown field that is a misspelling of a missing one: the "did you mean" says it all, so the missing field is not reported too. */
function withoutEchoes(errors: ErrorObject[]): ErrorObject[] {
  const misspelt = new Set<string>();
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue;
    const allowed = Object.keys((error.parentSchema?.properties ?? {}) as object);
    const near = closest(String((error.params as { additionalProperty: string }).additionalProperty), allowed);
    if (near) misspelt.add(`${error.instancePath}\u0000${near}`);
  }
  return errors.filter((e) => !(e.keyword === 'required' && misspelt.has(`${e.instancePath}\u0000${(e.params as { missingProperty: string }).missingProperty}`)));
}

/** Problems found by reading the YAML itself, and the schema errors they account for. */
interface Covering {
  problems: Problem[];
  covers: (error: ErrorObject) => boolean;
}

/** The name of the unknown field an additionalProperties error is about. */
const additionalProperty = (error: ErrorObject) => (error.params as { additionalProperty: string }).additionalProperty;

/**
 * Mistakes of place that the YAML reads fine: an entry pasted under the wrong list ("a use case under
 * categories:"), or fields indented out of their group ("surface:" at the level of "colors:"). Each is
 * one problem, and it covers the schema errors it causes (the unknown fields, the missing ones).
 */
function misplaced(source: YamlFile, errors: ErrorObject[], schemaAt: SchemaAt): Covering {
  const problems: Problem[] = [];
  const coveredPaths: string[] = [];
  const coveredErrors = new Set<ErrorObject>();
  const unknownAt = new Map<string, ErrorObject[]>();
  for (const error of errors) if (error.keyword === 'additionalProperties') unknownAt.set(error.instancePath, [...(unknownAt.get(error.instancePath) ?? []), error]);

  for (const [pointer, unknown] of unknownAt) {
    const at = segments(pointer);
    const value = valueAt(source.data, at);
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const node = source.doc.getIn(at, true) as Node | undefined;
    const inWrongList = unknown.length >= 2 && at.length >= 2 && node?.range ? entryInWrongList(source, at, Object.keys(value), unknown, node, schemaAt) : undefined;
    if (inWrongList) {
      problems.push(inWrongList);
      coveredPaths.push(pointer);
      continue;
    }
    if (!isMap(node)) continue;
    problems.push(...fieldsOutOfGroup(source, { pointer, at, map: node as YAMLMap<unknown, unknown>, unknown, errors, schemaAt, covered: coveredErrors }));
  }
  const covers = (error: ErrorObject) => coveredErrors.has(error) || coveredPaths.some((p) => error.instancePath === p || error.instancePath.startsWith(`${p}/`));
  return { problems, covers };
}

/** A whole entry under the wrong list: its fields (`keys`) all belong to the entries of a sibling list. */
function entryInWrongList(source: YamlFile, at: string[], keys: string[], unknown: ErrorObject[], node: Node, schemaAt: SchemaAt): Problem | undefined {
  const lineOf = (offset: number) => source.lineCounter.linePos(offset).line;
  const inList = /^\d+$/.test(at[at.length - 1]);
  const listKey = inList ? at[at.length - 2] : at[at.length - 1];
  const owner = at.slice(0, inList ? -2 : -1);
  const ownerSchema = schemaAt(owner);
  const home = Object.keys(ownerSchema?.properties ?? {}).find((name) => {
    if (name === listKey) return false;
    const entry = schemaAt([...owner, name, ...(ownerSchema?.properties?.[name]?.type === 'array' ? [0] : [])]);
    return entry?.properties !== undefined && keys.every((key) => key in (entry.properties ?? {}));
  });
  if (!home) return undefined;
  const homeIsList = ownerSchema?.properties?.[home]?.type === 'array';
  const homeNode = source.doc.getIn([...owner, home], true) as Node | undefined;
  const from = lineOf(node.range![0]);
  const to = lineOf(Math.max(node.range![0], node.range![1] - 1));
  const own = unknown.map((e) => String(additionalProperty(e)));
  return {
    file: source.file,
    ...locate(source, at),
    ...say('entry-in-wrong-list', {
      looksLike: noun(home, homeIsList),
      fields: own.slice(0, 4),
      here: noun(listKey, inList),
      list: listKey,
      home,
      homeLine: homeNode?.range ? lineOf(homeNode.range[0]) - (homeIsList ? 1 : 0) : undefined,
      lines: Array.from({ length: to - from + 1 }, (_, i) => from + i),
    }),
  };
}

/** An object with unknown fields, as misplaced reads it. */
interface UnknownFields {
  pointer: string;
  at: string[];
  map: YAMLMap<unknown, unknown>;
  /** Its additionalProperties errors. */
  unknown: ErrorObject[];
  /** All the errors, for the "missing field" ones a misplaced field causes. */
  errors: ErrorObject[];
  schemaAt: SchemaAt;
  /** The errors accounted for so far: those of each run found are added. */
  covered: Set<ErrorObject>;
}

/** A run of unknown fields that belong in the group held by the field just above them. */
interface Run {
  groupName: string;
  /** The pointer of the group's object (its last entry when the group is a list). */
  groupPointer: string;
  /** The group's object: its last field is the sibling the run should line up with. */
  last: YAMLMap;
  pairs: Pair<unknown, unknown>[];
}

/** Fields written out of their group: the field before them holds a group that takes them. */
function fieldsOutOfGroup(source: YamlFile, object: UnknownFields): Problem[] {
  const { unknown, errors, covered } = object;
  const problems: Problem[] = [];
  const unknownNames = new Set(unknown.map((e) => String(additionalProperty(e))));
  const pairs = object.map.items as Pair<unknown, unknown>[];
  for (let i = 0; i < pairs.length; i++) {
    const name = keyOf(pairs[i]);
    if (name === undefined || !unknownNames.has(name) || covered.has(unknown.find((e) => additionalProperty(e) === name)!)) continue;
    const run = runIntoGroup(object, pairs, i, unknownNames);
    const problem = run && outOfGroupProblem(source, run);
    if (!run || !problem) continue;
    problems.push(problem);
    for (const pair of run.pairs) {
      const name2 = keyOf(pair);
      for (const e of unknown) if (additionalProperty(e) === name2) covered.add(e);
      // the group missed them: those "missing field" errors go too
      for (const e of errors) if (e.keyword === 'required' && e.instancePath === run.groupPointer && (e.params as { missingProperty: string }).missingProperty === name2) covered.add(e);
    }
    i += run.pairs.length - 1;
  }
  return problems;
}

/** The nearest group above the unknown field `pairs[i]`, and the run of unknown fields it takes, when that run includes this one. */
function runIntoGroup({ pointer, at, schemaAt }: UnknownFields, pairs: Pair<unknown, unknown>[], i: number, unknownNames: Set<string>): Run | undefined {
  let j = i - 1;
  while (j >= 0 && unknownNames.has(keyOf(pairs[j]) ?? '')) j--;
  const groupName = j >= 0 ? keyOf(pairs[j]) : undefined;
  const groupValue = j >= 0 ? pairs[j].value : undefined;
  if (groupName === undefined || !(isMap(groupValue) || isSeq(groupValue))) return undefined;
  const inList = isSeq(groupValue);
  const last = inList ? (groupValue as { items: unknown[] }).items.at(-1) : groupValue;
  if (!isMap(last) || (last as YAMLMap).flow) return undefined;
  const groupSchema = schemaAt([...at, groupName, ...(inList ? [(groupValue as { items: unknown[] }).items.length - 1] : [])]);
  const run: Pair<unknown, unknown>[] = [];
  for (let k = j + 1; k < pairs.length && unknownNames.has(keyOf(pairs[k]) ?? '') && (keyOf(pairs[k]) ?? '') in (groupSchema?.properties ?? {}); k++) run.push(pairs[k]);
  if (!run.includes(pairs[i])) return undefined;
  const groupPointer = `${pointer}/${groupName}${inList ? `/${(groupValue as { items: unknown[] }).items.length - 1}` : ''}`;
  return { groupName, groupPointer, last: last as YAMLMap, pairs: run };
}

/** The run of fields as indented less than the fields of their group, when it is (by the columns of their keys). */
function outOfGroupProblem(source: YamlFile, { groupName, last, pairs: run }: Run): Problem | undefined {
  const lineOf = (offset: number) => source.lineCounter.linePos(offset).line;
  const sibling = (last.items as Pair<unknown, unknown>[]).at(-1);
  const siblingKey = sibling?.key as Node | undefined;
  const firstKey = run[0].key as Node | undefined;
  if (!siblingKey?.range || !firstKey?.range) return undefined;
  const siblingPos = source.lineCounter.linePos(siblingKey.range[0]);
  const firstPos = source.lineCounter.linePos(firstKey.range[0]);
  const by = siblingPos.col - firstPos.col;
  if (by <= 0) return undefined;
  const lastNode = (run.at(-1)!.value ?? run.at(-1)!.key) as Node | undefined;
  const to = lastNode?.range ? lineOf(Math.max(lastNode.range[0], lastNode.range[1] - 1)) : firstPos.line;
  return {
    file: source.file,
    line: firstPos.line,
    col: firstPos.col,
    ...say('yaml-indented-shallower', {
      field: { kind: 'fields', keys: run.map((p) => String(keyOf(p))) },
      plural: run.length > 1,
      by,
      sibling: { kind: 'fields', keys: [String(keyOf(sibling!))] },
      siblingLine: siblingPos.line,
      from: firstPos.line,
      to,
      group: groupName,
    }),
  };
}

/**
 * A field indented deeper than its sibling just above it, when that sibling holds a block of text
 * (`description: >-`, `|`): YAML reads the field as more of that text, valid but not what was meant,
 * and the object misses it. Found where the text has a line starting with a field of the object (by
 * its schema) that the object lacks; reported on that line, whether or not the field is required, so
 * that nothing is dropped without a word. It covers the "missing field" error it causes.
 */
function fieldsInText(source: YamlFile, schemaAt: SchemaAt): Covering {
  const problems: Problem[] = [];
  const missing = new Set<string>();
  const swallowing = new Set<string>();
  if (source.text === undefined || !mayHoldFieldsInTextOnce(source.text)) return { problems, covers: () => false };
  const text = source.text.split('\n').map((l) => l.replace(/\r$/, ''));
  const lineOf = (offset: number) => source.lineCounter.linePos(offset).line;
  const visit = (node: unknown, at: (string | number)[]): void => {
    if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item, [...at, i]));
      return;
    }
    if (!isMap(node) || node.flow) return;
    const data = valueAt(source.data, at.map(String));
    const pairs = node.items as Pair<unknown, unknown>[];
    for (const pair of pairs) {
      const name = keyOf(pair);
      if (name !== undefined) visit(pair.value, [...at, name]);
      const value = pair.value;
      if (name === undefined || !isScalar(value) || (value.type !== 'BLOCK_FOLDED' && value.type !== 'BLOCK_LITERAL') || !value.range || !(pair.key as Node).range) continue;
      if (!data || typeof data !== 'object' || Array.isArray(data) || (data as Record<string, unknown>)[name] !== value.value || source.origin?.([...at, name])) continue;
      const keyPos = source.lineCounter.linePos((pair.key as Node).range![0]);
      const properties = schemaAt(at)?.properties ?? {};
      if (has(properties[name], 'x-code')) continue; // source code: its lines are its own
      const first = lineOf(value.range[0]) + 1;
      const last = lineOf(Math.max(value.range[0], value.range[1] - 1));
      const named = new Set<string>();
      for (let n = first; n <= last; n++) {
        const match = /^( *)([A-Za-z_][\w.-]*):(?:[ \t]|$)/.exec(text[n - 1] ?? '');
        // (whether the object has the field is read from the YAML: the data has the schema's defaults filled in)
        if (!match || !(match[2] in properties) || node.has(match[2]) || named.has(match[2])) continue;
        named.add(match[2]);
        const indent = match[1].length;
        // the field's own text (deeper than it) goes back with it
        let to = n;
        while (to < last && (text[to].trim() === '' || /^ */.exec(text[to])![0].length > indent)) to++;
        while (to > n && text[to - 1].trim() === '') to--;
        problems.push({
          file: source.file,
          line: n,
          col: indent + 1,
          ...say('yaml-indented-deeper', { field: { kind: 'fields', keys: [match[2]] }, by: indent - (keyPos.col - 1), sibling: { kind: 'fields', keys: [name] }, siblingLine: keyPos.line, from: n, to, intoText: name }),
        });
        const pointer = at.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
        missing.add(`${pointer}\u0000${match[2]}`);
        // the text that took the field in (and all that came with it) is not what was meant either: what its schema says of it (too long, …) is an echo
        swallowing.add(`${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      }
    }
  };
  visit(source.doc.contents, []);
  const covers = (error: ErrorObject) =>
    swallowing.has(error.instancePath) || (error.keyword === 'required' && missing.has(`${error.instancePath}\u0000${(error.params as { missingProperty: string }).missingProperty}`));
  return { problems, covers };
}

/** mayHoldFieldsInText of each text lately asked: a file is checked once as written and once in each other language of the site, on the same text. */
const mayHold = new Map<string, boolean>();

function mayHoldFieldsInTextOnce(text: string): boolean {
  let known = mayHold.get(text);
  if (known === undefined) {
    known = mayHoldFieldsInText(text);
    if (mayHold.size >= 5000) mayHold.delete(mayHold.keys().next().value!);
    mayHold.set(text, known);
  }
  return known;
}

const BLOCK_TEXT_START = /^( *)(?:- +)?[^\s#][^#]*?:[ \t]+(?:[!&]\S*[ \t]+)*[|>][0-9+-]*[ \t]*(?:#.*)?$/;
const FIELD_LINE = /^( *)[A-Za-z_][\w.-]*:(?:[ \t]|$)/;

/**
 * Whether a line inside a block of text (`description: >-`) looks like a field: the text alone says so,
 * without the parsed document, so the files where it cannot happen (nearly all) need no walk over their nodes.
 */
export function mayHoldFieldsInText(text: string): boolean {
  let blockIndent = -1; // the indent of the line that started the block of text being read, -1 outside one
  for (let start = 0; start < text.length; ) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '');
    start = end < 0 ? text.length : end + 1;
    if (blockIndent >= 0 && line.trim() !== '') {
      if (line.length - line.trimStart().length > blockIndent) {
        if (line.includes(':') && FIELD_LINE.test(line)) return true;
        continue;
      }
      blockIndent = -1;
    }
    const opens = (line.includes('|') || line.includes('>')) && BLOCK_TEXT_START.exec(line);
    if (opens) blockIndent = opens[1].length;
  }
  return false;
}

function keyOf(pair: Pair<unknown, unknown> | undefined): string | undefined {
  return pair && isScalar(pair.key) ? String(pair.key.value) : undefined;
}

/** "useCases" → "use case" (of a list), "categories" → "category". */
function noun(key: string, entry: boolean): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  if (!entry) return `"${key}"`;
  return words.replace(/ies$/, 'y').replace(/(ss|[^s])s$/, '$1');
}

function segments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(data: unknown, at: string[]): unknown {
  return at.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);
}

/** What the object at `at` is, to name it in a sentence: the hero block, "cards item 2", "navigation". */
function objectName(at: string[], data: unknown, rootNoun: ObjectName): ObjectName {
  if (at.length === 0) return rootNoun;
  const parent = at[at.length - 2];
  const type = (valueAt(data, at) as { type?: unknown } | undefined)?.type;
  if (parent === 'blocks' && typeof type === 'string') return { kind: 'block', type };
  return { kind: 'field', field: fieldAt(at) };
}

/** The JSON Schema types ajv names ("string,number"), each said in each language by the message catalogues. */
function expected(type: string): string[] {
  return type.split(',');
}

/** A value of the YAML as data the message catalogues describe in each language. */
function describe(value: unknown): FoundValue {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (typeof value === 'number') return { kind: 'number', number: String(value) };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (Array.isArray(value)) return { kind: 'list' };
  return { kind: 'group' };
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.col}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

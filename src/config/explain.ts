import type { ErrorObject } from 'ajv/dist/2020.js';
import { say, type MessageCode, type Said } from './messages.ts';
import type { Problem } from './problems.ts';
import { locate, type YamlFile } from './yaml-file.ts';

/** Turns ajv errors into located, plain-language problems. */
export function explainErrors(source: YamlFile, errors: ErrorObject[], rootNoun: string): Problem[] {
  const problems: Problem[] = [];
  // Errors inside a failed anyOf are summarised by the anyOf error itself.
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.schemaPath + '/');
  // An object whose "type" is missing: the discriminator says so with the types available, once.
  const untyped = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}:${(e.params as { tag: string }).tag}`));
  for (const error of errors) {
    if (anyOfPaths.some((p) => error.schemaPath.startsWith(p))) continue;
    if (error.keyword === 'required' && untyped.has(`${error.instancePath}:${(error.params as { missingProperty: string }).missingProperty}`)) continue;
    if (error.keyword === 'if') continue;
    const at = segments(error.instancePath);
    const explained = explain(error, at, source.data, rootNoun, errors);
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

function explain(error: ErrorObject, at: string[], data: unknown, rootNoun: string, all: ErrorObject[]): Explained | undefined {
  const params = error.params as Record<string, unknown>;
  const field = fieldName(at, data);
  const value = error.data;
  switch (error.keyword) {
    case 'required':
      return { said: say('missing-field', { object: objectName(at, data, rootNoun), field: String(params.missingProperty), why: error.parentSchema?.['x-error'] }) };
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema?.properties ?? {}) as object);
      return { said: say('unknown-field', { field: extra, object: objectName(at, data, rootNoun), allowed }), path: [...at, extra], target: 'key' };
    }
    case 'type':
      if (value === null) return { said: say('empty-value', { field }), target: 'key' };
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
    case 'exclusiveMaximum': {
      const bound = { minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than' }[error.keyword];
      return { said: say('number-out-of-range', { field, actual: describe(value), bound, limit: Number(params.limit) }) };
    }
    case 'discriminator':
      return explainBlockType(params, at, data, value, error);
    case 'not':
      return { said: say('fields-not-together', { object: objectName(at, data, rootNoun), why: error.parentSchema?.['x-error'] }) };
    case 'dependentRequired':
      return { said: say('field-needs-field', { field: String(params.property), needs: String(params.missingProperty) }), path: [...at, String(params.property)], target: 'key' };
    case 'anyOf': {
      const missing = all
        .filter((e) => e.keyword === 'required' && e.schemaPath.startsWith(error.schemaPath + '/') && e.instancePath === error.instancePath)
        .map((e) => (e.params as { missingProperty: string }).missingProperty);
      if (missing.length > 0) return { said: say('needs-one-of', { object: objectName(at, data, rootNoun), fields: missing }) };
      return { said: say('no-accepted-form', { field }) };
    }
    default:
      // the project's keywords (x-link, x-icon, …) say their own problem, with its code
      if (error.keyword.startsWith('x-') && typeof params.code === 'string') return { said: { code: params.code as MessageCode, message: error.message ?? '' } };
      return { said: say('value-invalid', { field, reason: error.message ?? 'is not valid' }) };
  }
}

/** An object whose "type" picks its schema (blocks, transports): unknown or missing type. */
function explainBlockType(params: Record<string, unknown>, at: string[], data: unknown, value: unknown, error: ErrorObject): Explained {
  const branches = (error.parentSchema?.oneOf ?? []) as { $ref?: string; properties?: { type?: { const?: string } } }[];
  const known = branches.map((s) => s.properties?.type?.const ?? s.$ref?.replace(/^.*\/|\.schema\.json$/g, '') ?? '?');
  const noun = at[at.length - 2] === 'blocks' ? 'block type' : `${fieldName(at, data)} type`;
  const tag = String(params.tag);
  if (params.error === 'tag') {
    const actual = (value as Record<string, unknown> | undefined)?.[tag];
    return actual === undefined
      ? { said: say('type-missing', { object: objectName(at, data, 'this item'), tag, known }) }
      : { said: say('wrong-type', { field: tag, expected: expected('string'), actual: describe(actual) }), path: [...at, tag] };
  }
  return { said: say('unknown-type', { noun, type: String(params.tagValue), known }), path: [...at, tag] };
}

function segments(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(data: unknown, at: string[]): unknown {
  return at.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);
}

/** The name an editor would use for the value at `at`: its field, or "cards item 2". */
function fieldName(at: string[], data: unknown): string {
  if (at.length === 0) return 'the file';
  const last = at[at.length - 1];
  if (/^\d+$/.test(last)) return `${at.length > 1 ? `${fieldName(at.slice(0, -1), data)} ` : ''}item ${Number(last) + 1}`;
  return last;
}

/** How to name the object at `at` in a sentence: "the hero block", "cards item 2", "navigation". */
function objectName(at: string[], data: unknown, rootNoun: string): string {
  if (at.length === 0) return rootNoun;
  const parent = at[at.length - 2];
  const type = (valueAt(data, at) as { type?: unknown } | undefined)?.type;
  if (parent === 'blocks' && typeof type === 'string') return `the ${type} block`;
  return `"${fieldName(at, data)}"`;
}

function expected(type: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    array: 'a list (lines starting with "- ")',
    object: 'a group of fields (name: value lines)',
    null: 'empty',
  };
  return type
    .split(',')
    .map((t) => words[t] ?? t)
    .join(' or ');
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (Array.isArray(value)) return 'a list';
  return 'a group of fields';
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

import type { ErrorObject } from 'ajv/dist/2020.js';
import type { Problem } from './problems.ts';
import { didYouMean } from './suggest.ts';
import { locate, type YamlFile } from './yaml-file.ts';

/** Turns ajv errors into located, plain-language problems. */
export function explainErrors(source: YamlFile, errors: ErrorObject[], rootNoun: string): Problem[] {
  const problems: Problem[] = [];
  // Errors inside a failed anyOf are summarised by the anyOf error itself.
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.schemaPath + '/');
  for (const error of errors) {
    if (anyOfPaths.some((p) => error.schemaPath.startsWith(p))) continue;
    if (error.keyword === 'if') continue;
    const at = segments(error.instancePath);
    const explained = explain(error, at, source.data, rootNoun, errors);
    if (!explained) continue;
    const position = locate(source, explained.path ?? at, explained.target ?? 'value');
    problems.push({ file: source.file, ...position, message: explained.message });
  }
  return dedupe(problems);
}

interface Explained {
  message: string;
  path?: (string | number)[];
  target?: 'value' | 'key';
}

function explain(error: ErrorObject, at: string[], data: unknown, rootNoun: string, all: ErrorObject[]): Explained | undefined {
  const params = error.params as Record<string, unknown>;
  const field = fieldName(at, data);
  const value = error.data;
  switch (error.keyword) {
    case 'required': {
      const why = error.parentSchema?.['x-error'];
      return { message: `${objectName(at, data, rootNoun)} is missing the required field "${params.missingProperty}"${why ? `: ${why}` : ''}` };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema?.properties ?? {}) as object);
      const hint = didYouMean(extra, allowed) || `; the fields allowed here are: ${allowed.join(', ')}`;
      return { message: `unknown field "${extra}" in ${objectName(at, data, rootNoun)}${hint}`, path: [...at, extra], target: 'key' };
    }
    case 'type':
      if (value === null) return { message: `"${field}" is empty; write a value after the colon`, target: 'key' };
      return { message: `"${field}" should be ${expected(String(params.type))}, but it is ${describe(value)}` };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return { message: `"${field}" is ${describe(value)}, which is not one of: ${allowed.join(', ')}${didYouMean(String(value), allowed)}` };
    }
    case 'const':
      return { message: `"${field}" must be "${params.allowedValue}"` };
    case 'pattern': {
      const hint = error.parentSchema?.patternErrorMessage;
      return { message: hint ? `"${field}" is ${describe(value)}: ${hint}` : `"${field}" does not have the expected form (${params.pattern})` };
    }
    case 'minLength':
      return { message: params.limit === 1 ? `"${field}" is empty; write some text or remove the field` : `"${field}" must be at least ${params.limit} characters long` };
    case 'maxLength':
      return { message: `"${field}" is ${String(value).length} characters long; keep it to ${params.limit} at most` };
    case 'minItems':
      return { message: `"${field}" needs at least ${params.limit} item${params.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { message: `"${field}" has ${(value as unknown[]).length} items; the most allowed is ${params.limit}` };
    case 'uniqueItems':
      return {
        message: `"${field}" lists ${describe((value as unknown[])[params.j as number])} twice (items ${(params.j as number) + 1} and ${(params.i as number) + 1}); keep one`,
        path: [...at, params.i as number],
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const word = { minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than' }[error.keyword];
      return { message: `"${field}" is ${describe(value)}; it must be ${word} ${params.limit}` };
    }
    case 'discriminator':
      return explainBlockType(params, at, data, value, error);
    case 'not':
      return { message: `${objectName(at, data, rootNoun)}: ${error.parentSchema?.['x-error'] ?? 'this combination of fields is not allowed'}` };
    case 'dependentRequired':
      return { message: `"${params.property}" needs "${params.missingProperty}" too`, path: [...at, String(params.property)], target: 'key' };
    case 'anyOf': {
      const missing = all
        .filter((e) => e.keyword === 'required' && e.schemaPath.startsWith(error.schemaPath + '/') && e.instancePath === error.instancePath)
        .map((e) => `"${(e.params as { missingProperty: string }).missingProperty}"`);
      if (missing.length > 0) return { message: `${objectName(at, data, rootNoun)} needs at least one of the fields ${missing.join(', ')}` };
      return { message: `"${field}" does not match any of the accepted forms` };
    }
    default:
      if (error.keyword.startsWith('x-')) return { message: error.message ?? 'is not valid' };
      return { message: `"${field}" ${error.message}` };
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
      ? { message: `${objectName(at, data, 'this item')} has no "${tag}"; the types available are: ${known.join(', ')}` }
      : { message: `"${tag}" should be text, but it is ${describe(actual)}`, path: [...at, tag] };
  }
  const tagValue = String(params.tagValue);
  return {
    message: `unknown ${noun} "${tagValue}"${didYouMean(tagValue, known) || `; the types available are: ${known.join(', ')}`}`,
    path: [...at, tag],
  };
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

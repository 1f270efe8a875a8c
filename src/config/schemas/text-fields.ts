import { has, SCHEMA_KEYWORDS, type SchemaKeyword } from '../../model/schema-keywords.ts';
import type { SchemaCursor, SchemaNode, SchemaSteps } from './schema-set.ts';

/**
 * The texts of a file: the values its schema marks `"x-text": true` (src/model/schema-keywords.ts), the
 * ones a translation file (pages/about.fr.yaml beside pages/about.yaml) gives in its language, at the
 * same paths. A counted message (x-plural) is one text: the translation gives the whole object, with the
 * plural forms of its own language. `"x-text": false` says a free-form string is not a text (a name the
 * code matches, such as a category style's name, a file name). tests/unit/text-fields.test.ts checks on
 * the shipped site that every string is either a text or says what else it is.
 */

/** Where a value is in a file's data: property names and list indexes from the root. */
export type DataPath = (string | number)[];

/** What finds the schema of a value: the SchemaSet of validator.ts, or the SchemaFiles of schema-set.ts. */
export interface SchemaLookup {
  schemaAt(schemaFile: string, data: unknown, path: DataPath, steps?: SchemaSteps): SchemaNode | undefined;
  /** schemaAt of each value, walked from the root: one step from its parent's (where the lookup has it). */
  schemaCursor?(schemaFile: string, data: unknown): SchemaCursor;
}

/** The keywords about a block or a collection schema, or a rule: they say nothing of what a value is. */
const ABOUT_THE_SCHEMA: readonly SchemaKeyword[] = ['x-headline', 'x-shows', 'x-key', 'x-error'];

/**
 * The keywords that say a value is something other than a text (a route, an id, an icon, a duration…):
 * every value keyword of the table but x-text and x-plural (a counted message is a text).
 */
export const NOT_TEXT_KEYWORDS: readonly SchemaKeyword[] = (Object.keys(SCHEMA_KEYWORDS) as SchemaKeyword[]).filter(
  (keyword) => keyword !== 'x-text' && keyword !== 'x-plural' && !ABOUT_THE_SCHEMA.includes(keyword),
);

/** Whether `schema` marks its value as a text. */
export function isText(schema: SchemaNode | undefined): boolean {
  return has(schema, 'x-text');
}

/**
 * What `schema` says a string is, when not a text: the first of `"x-text": false`, a keyword of the
 * table, enum, const, format or pattern; undefined when it says nothing.
 */
export function statedKind(schema: SchemaNode | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema['x-text'] === false) return 'x-text: false';
  const keyword = (Object.keys(SCHEMA_KEYWORDS) as SchemaKeyword[]).find((k) => k !== 'x-text' && !ABOUT_THE_SCHEMA.includes(k) && has(schema, k));
  return keyword ?? ['enum', 'const', 'format', 'pattern'].find((k) => schema[k] !== undefined);
}

/** The keywords beside x-text that contradict it: a text is no route, id, icon nor one of a list of values. */
export function contradictions(schema: SchemaNode): string[] {
  if (!isText(schema)) return [];
  return [...NOT_TEXT_KEYWORDS.filter((keyword) => has(schema, keyword)), ...['enum', 'const'].filter((k) => schema[k] !== undefined)];
}

/**
 * The paths of the texts in `data`, a file validated against `schemaFile`: every value whose schema
 * says x-text, in file order; a counted message is one path (its object), not one per plural form.
 */
export function textPaths(schemas: SchemaLookup, schemaFile: string, data: unknown): DataPath[] {
  const paths: DataPath[] = [];
  walk(schemas, schemaFile, data, { text: (path) => paths.push(path), other: () => {} });
  return paths;
}

/** One string of a file's data and what its schema says it is. */
export interface StringField {
  path: DataPath;
  /** text: at or under an x-text schema; value: its schema says what else it is; unstated: neither. */
  kind: 'text' | 'value' | 'unstated';
  /** For a value, what says so (x-route, enum, pattern, x-text: false…). */
  stated?: string;
}

/** Every string of `data` (a file validated against `schemaFile`), with what its schema says it is. */
export function stringFields(schemas: SchemaLookup, schemaFile: string, data: unknown): StringField[] {
  const fields: StringField[] = [];
  walk(schemas, schemaFile, data, {
    text: (path, value) => {
      for (const [at] of strings(value, path)) fields.push({ path: at, kind: 'text' });
    },
    other: (path, _value, schema) => {
      const stated = statedKind(schema);
      fields.push(stated ? { path, kind: 'value', stated } : { path, kind: 'unstated' });
    },
  });
  return fields;
}

interface Visitor {
  /** A value whose schema says x-text: not walked further. */
  text(path: DataPath, value: unknown, schema: SchemaNode): void;
  /** A string whose schema does not say x-text. */
  other(path: DataPath, value: string, schema: SchemaNode | undefined): void;
}

function walk(schemas: SchemaLookup, schemaFile: string, data: unknown, visitor: Visitor): void {
  // each value's schema one step from its parent's where the lookup can (as schemaAt finds it for the value's path)
  if (schemas.schemaCursor) {
    // the path of the value being visited, copied only for the visitor
    const path: DataPath = [];
    const visit = (value: unknown, cursor: SchemaCursor): void => {
      const schema = singleItem(cursor.node, value);
      if (schema && isText(schema)) return visitor.text([...path], value, schema);
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          path.push(index);
          visit(item, cursor.child(index, item));
          path.pop();
        });
      } else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          path.push(key);
          visit(item, cursor.child(key, item));
          path.pop();
        }
      } else if (typeof value === 'string') visitor.other([...path], value, schema);
    };
    return visit(data, schemas.schemaCursor(schemaFile, data));
  }
  const steps: SchemaSteps = new Map();
  const visit = (value: unknown, path: DataPath): void => {
    const schema = singleItem(schemas.schemaAt(schemaFile, data, path, steps), value);
    if (schema && isText(schema)) return visitor.text(path, value, schema);
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    else if (typeof value === 'string') visitor.other(path, value, schema);
  };
  visit(data, []);
}

/**
 * A value written as one item where a list may stand (`categories: loans` for `categories: [loans]`,
 * `"type": ["string", "array"]`) has the schema of the list's items.
 */
function singleItem(schema: SchemaNode | undefined, value: unknown): SchemaNode | undefined {
  if (!schema?.items || Array.isArray(value) || !Array.isArray(schema.type) || !schema.type.includes('array')) return schema;
  return isText(schema) || statedKind(schema) ? schema : schema.items;
}

/** The strings in a value, with their paths. */
function strings(value: unknown, path: DataPath): [DataPath, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]));
  return [];
}

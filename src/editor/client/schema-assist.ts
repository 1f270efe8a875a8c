import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import { itemField, pathAt, shapeOf, type Segment } from './yaml-path.ts';
import type { EditorFacts } from '../contract.ts';
import { completionOf, named } from '../../model/schema-keywords.ts';
import { FORM_TEXT as T } from '../form/form-texts.ts';

/** Completion and hover descriptions for the open YAML file, from its schema (dereferenced by the dev server). */

/** A dereferenced JSON Schema, read loosely: any keyword may hold anything. */
export type Schema = Record<string, any>;

/** What completion offers besides the schema: icon names (x-icon), collection ids (x-ref) and their names. */
export type Facts = EditorFacts;

/** The branch of a discriminated union (`oneOf` on `type`) that the item's type names; without one, the union itself. */
function branch(schema: Schema, type: string | undefined): Schema {
  if (!Array.isArray(schema.oneOf)) return schema;
  const chosen = (schema.oneOf as Schema[]).find((b) => b.properties?.type?.const === type || b.properties?.type?.enum?.includes(type));
  return chosen ? { ...schema, ...chosen, properties: { ...schema.properties, ...chosen.properties }, oneOf: undefined } : schema;
}

/** The fields an object schema takes (its own and those of allOf / anyOf parts). */
export function fieldsOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const parts = [schema, ...((schema.allOf as Schema[] | undefined) ?? []), ...((schema.anyOf as Schema[] | undefined) ?? [])];
  return Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, Schema>;
}

/** The schema of what is at `path` in the file. */
export function schemaAt(root: Schema | undefined, path: Segment[], lines: string[]): Schema | undefined {
  let schema = root;
  for (const segment of path) {
    if (!schema) return undefined;
    if ('item' in segment) {
      schema = schema.items as Schema | undefined;
      if (schema?.oneOf) schema = branch(schema, itemField(lines, segment.item, 'type'));
    } else {
      const fields = fieldsOf(schema);
      schema = fields[segment.key] ?? (typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as Schema) : undefined);
    }
  }
  return schema;
}

/** Ids written in this file at a path such as "industry/categories/id" (x-local-ref). */
function localIds(lines: string[], where: string): string[] {
  const keys = where.split('/');
  const field = keys.pop();
  const ids: string[] = [];
  lines.forEach((text, index) => {
    const line = shapeOf(text);
    if (line.key !== field || !line.value) return;
    const path = pathAt(lines, index, line.content).flatMap((s) => ('key' in s ? [s.key] : []));
    if (path.join('/') === keys.join('/')) ids.push(line.value.replace(/^["']|["']$/g, ''));
  });
  return ids;
}

/** The values a field takes: its enum, true/false, icon names, ids of a collection or of this file; a block's type. */
export function valuesFor(field: Schema | undefined, parent: Schema | undefined, key: string | undefined, facts: Facts, lines: string[]): string[] {
  if (key === 'type' && Array.isArray(parent?.oneOf)) {
    return (parent.oneOf as Schema[]).map((b) => b.properties?.type?.const).filter((t): t is string => typeof t === 'string');
  }
  if (!field) return [];
  if (Array.isArray(field.enum)) return field.enum.map(String);
  if (field.const !== undefined) return [String(field.const)];
  if (field.type === 'boolean') return ['true', 'false'];
  const completion = completionOf(field);
  if (completion?.completes === 'icon names') return facts.icons;
  if (completion?.completes === 'the collection ids') return facts.collections[named(field, completion.keyword)!] ?? [];
  if (completion?.completes === 'the ids of this file') return localIds(lines, named(field, completion.keyword)!);
  // a field that takes one value or a list of them (a use case's categories): the values of its items
  if (field.items && typeof field.items === 'object' && !Array.isArray(field.items)) return valuesFor(field.items, undefined, undefined, facts, lines);
  return [];
}

function describe(schema: Schema | undefined): string {
  return T.described([schema?.title, schema?.description].filter(Boolean));
}

/** A completion source for CodeMirror: field names where a field starts, values after "field:", items of lists. */
export function schemaCompletion(getSchema: () => Schema | undefined, getFacts: () => Facts) {
  return (context: CompletionContext): CompletionResult | null => {
    const root = getSchema();
    if (!root) return null;
    const line = context.state.doc.lineAt(context.pos);
    const before = line.text.slice(0, context.pos - line.from);
    const lines = context.state.doc.toString().split('\n');
    const index = line.number - 1;
    const facts = getFacts();
    const options = (values: string[], schema?: Schema): Completion[] =>
      values.map((label) => ({
        label,
        detail: facts.labels?.[named(schema, 'x-ref') ?? '']?.[label],
        type: 'enum',
        info: schema ? describe(schema) || undefined : undefined,
      }));

    // technologies: [rag, ll|]
    const flow = /^( *)(?:- +)?([\w-]+):\s*\[([^\]]*?)([\w-]*)$/.exec(before);
    if (flow) {
      const holder = schemaAt(root, pathAt(lines, index, shapeOf(line.text).content), lines);
      const field = fieldsOf(holder)[flow[2]];
      const values = valuesFor(field?.items as Schema | undefined, field, undefined, facts, lines);
      return values.length ? { from: context.pos - flow[4].length, options: options(values, field?.items), validFor: /^[\w-]*$/ } : null;
    }
    // field: val|
    const value = /^( *)(?:- +)?([\w-]+):\s+["']?([^"'#:]*)$/.exec(before);
    if (value) {
      const holder = schemaAt(root, pathAt(lines, index, shapeOf(line.text).content), lines);
      const field = fieldsOf(holder)[value[2]];
      const values = valuesFor(field, holder, value[2], facts, lines);
      return values.length ? { from: context.pos - value[3].length, options: options(values, field), validFor: /^[\w-]*$/ } : null;
    }
    // - item| (a list of values), or - field| (the first field of an item)
    const dashed = /^( *)- +([\w-]*)$/.exec(before);
    if (dashed) {
      const itemPath = pathAt(lines, index, shapeOf(line.text).content);
      const list = schemaAt(root, itemPath.slice(0, -1), lines);
      const values = valuesFor(list?.items as Schema | undefined, list, undefined, facts, lines);
      if (values.length) return { from: context.pos - dashed[2].length, options: options(values, list?.items), validFor: /^[\w-]*$/ };
    }
    // field| at the start of a line
    const key = /^( *)(?:- +)?([\w-]*)$/.exec(before);
    if (key && (key[2] || context.explicit || before.trim() === '' || before.trim() === '-')) {
      const shape = shapeOf(before);
      const holder = schemaAt(root, pathAt(lines, index, shape.content), lines);
      const fields = fieldsOf(holder);
      const given = new Set(siblingKeys(lines, index, shape.content));
      const entries = Object.entries(fields).filter(([name]) => !given.has(name));
      if (entries.length === 0) return null;
      return {
        from: context.pos - key[2].length,
        options: entries.map(([name, schema]) => ({ label: name, type: 'property', apply: `${name}: `, info: describe(schema) || undefined })),
        validFor: /^[\w-]*$/,
      };
    }
    return null;
  };
}

/** The field names already written in the mapping that line `index` belongs to (at column `column`). */
function siblingKeys(lines: string[], index: number, column: number): string[] {
  const keys: string[] = [];
  for (let i = index - 1; i >= 0; i--) {
    const line = shapeOf(lines[i]);
    if (line.blank || line.content > column) continue;
    if (line.content < column) break;
    if (line.key) keys.push(line.key);
    if (line.dash) break; // the item starts here
  }
  for (let i = index + 1; i < lines.length; i++) {
    const line = shapeOf(lines[i]);
    if (line.blank) continue;
    if (line.dash ? line.indent < column : line.content < column) break; // the next item, or the end of the mapping
    if (!line.dash && line.content === column && line.key) keys.push(line.key);
  }
  return keys;
}

/** Hover on a field name (or its value): the description of the field from its schema. */
export function schemaHover(getSchema: () => Schema | undefined) {
  return hoverTooltip((view, pos): Tooltip | null => {
    const root = getSchema();
    if (!root) return null;
    const line = view.state.doc.lineAt(pos);
    const shape = shapeOf(line.text);
    if (!shape.key) return null;
    const lines = view.state.doc.toString().split('\n');
    const holder = schemaAt(root, pathAt(lines, line.number - 1, shape.content), lines);
    const text = describe(fieldsOf(holder)[shape.key]);
    if (!text) return null;
    return {
      pos: line.from + shape.content,
      end: line.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'edit-hover';
        const name = document.createElement('strong');
        name.textContent = shape.key!;
        dom.append(name, document.createTextNode(T.hover(text)));
        return { dom };
      },
    };
  });
}

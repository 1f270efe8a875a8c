import type { ChoiceField, Field, ObjectField, RefField } from './fields.ts';
import { slugOfName } from './names.ts';

/**
 * A file being written, made showable: each required value still empty gets a stand-in, so the preview shows
 * the page from its first field on. A text shows as a visible placeholder ("Title to write"); an id is made
 * from the name beside it (or its place); a reference takes the first thing it may name; a choice its first
 * option; a list that needs items gets one. Only the preview sees the result: the file keeps what was typed,
 * and its problems are said as they are.
 */
export interface PlaceholderWords {
  /** "Title to write": the placeholder of an empty text, by its field's label. */
  toWrite(label: string): string;
}

export interface Filled {
  path: (string | number)[];
  value: string;
}

type Data = unknown;
const isObject = (value: Data): value is Record<string, Data> => !!value && typeof value === 'object' && !Array.isArray(value);
const isEmpty = (value: Data) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The data with its empty required values filled; `ids(field)` gives what a reference may name (the ids of a
 * collection, or of this file: read from `data`).
 */
export function withPlaceholders(root: Field, data: Data, words: PlaceholderWords, ids: (field: RefField, data: Data) => string[]): { data: Data; filled: Filled[] } {
  const filled: Filled[] = [];
  const copy = structuredClone(data);

  const standIn = (field: Field, path: (string | number)[], holder: Record<string, Data>): Data => {
    switch (field.kind) {
      case 'text':
      case 'longText': {
        if (field.pattern) {
          // an id or a key: made from the name (or title) beside it, else from its place
          const name = [holder.name, holder.title].find((value): value is string => typeof value === 'string' && value.trim() !== '');
          return slugOfName(name ?? `${field.name ?? 'item'}-${filled.length + 1}`) || `item-${filled.length + 1}`;
        }
        const value = words.toWrite(field.label);
        filled.push({ path, value });
        return value;
      }
      case 'ref':
        return ids(field, copy)[0];
      case 'enum':
        return field.default ?? field.options[0]?.value;
      case 'number':
        return field.default ?? field.minimum ?? 0;
      case 'boolean':
        return field.default ?? false;
      case 'object':
        return fill(field, {}, path);
      case 'list': {
        if (field.item.kind === 'ref') {
          const first = ids(field.item, copy)[0];
          return first === undefined ? undefined : field.single ? first : [first];
        }
        const item = field.item.kind === 'object' ? fill(field.item, {}, [...path, 0]) : standIn(field.item, [...path, 0], {});
        return item === undefined ? undefined : [item];
      }
      default:
        return undefined;
    }
  };

  const fill = (field: ObjectField, value: Record<string, Data>, path: (string | number)[]): Record<string, Data> => {
    for (const child of field.fields) {
      const name = child.name!;
      const at = [...path, name];
      const current = value[name];
      const needs = child.required || (child.kind === 'list' && (child.minItems ?? 0) > 0 && current !== undefined);
      if (isEmpty(current) && needs) {
        const made = standIn(child, at, value);
        if (made !== undefined) value[name] = made;
      } else if (current === null || current === '') {
        delete value[name]; // an optional field written but left empty: as if not written
      } else if (current !== undefined) value[name] = walk(child, current, at);
    }
    return value;
  };

  const walk = (field: Field, value: Data, path: (string | number)[]): Data => {
    if (field.kind === 'object' && isObject(value)) return fill(field, value, path);
    if (field.kind === 'choice' && isObject(value)) {
      const option = (field as ChoiceField).options.find((o) => o.value === value[(field as ChoiceField).tag]);
      return option ? fill(option.form, value, path) : value;
    }
    if (field.kind === 'list' && Array.isArray(value)) {
      // an empty reference names nothing: it goes
      const items = field.item.kind === 'ref' ? value.filter((item) => !isEmpty(item)) : value;
      if (items.length === 0 && (field.minItems ?? 0) > 0) return standIn(field, path, {}) ?? items;
      return items.map((item, index) => walk(field.item, item, [...path, index]));
    }
    if (field.kind === 'list' && field.single && typeof value === 'string' && value === '' && field.item.kind === 'ref') return standIn(field, path, {});
    return value;
  };

  return { data: isObject(copy) ? walk(root, copy, []) : copy, filled };
}

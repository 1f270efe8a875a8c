import type { FieldPath } from './document.ts';
import { humanise } from './fields.ts';
import { FORM_TEXT as T, type ListOwner } from './form-texts.ts';
import { isObject, type Value } from './keys.ts';

/** How the Form view names lists, their items and the item a nested list belongs to. */

/** "Technologies" → "Technology", "Use cases" → "Use case": what one item of a list is called. */
export function singular(label: string): string {
  if (/ies$/i.test(label)) return label.replace(/ies$/i, 'y');
  if (/(ss|us)$/i.test(label)) return label;
  return label.replace(/s$/i, '');
}

/** The label of the item `index` of a list: "Category 2". */
export const itemLabel = (listLabel: string, index: number) => T.itemOf(listLabel, singular(listLabel), index + 1);

/**
 * What a list item is called in its card's heading: its name, title, heading or label; else a block's type as
 * a person names it ("Categories and use cases"), before its id (every block has one, made from its type); else its id.
 */
export function itemTitle(value: Value, index: number, typeName?: (type: string) => string | undefined): string {
  if (isObject(value)) {
    for (const key of ['name', 'title', 'heading', 'label']) {
      const found = value[key];
      if (typeof found === 'string' && found.trim()) return found;
    }
    const kind = typeof value.type === 'string' && value.type.trim() ? typeName?.(value.type) : undefined;
    if (kind) return kind;
    if (typeof value.id === 'string' && value.id.trim()) return value.id;
    if (typeof value.type === 'string' && value.type.trim()) return value.type;
    return T.item(index + 1);
  }
  return value === null || value === undefined || value === '' ? T.item(index + 1) : String(value);
}

/** The item a nested list belongs to, as a person names it: ['industry', 'useCases', 0, 'categories'] → "use case 1". */
export function ownerOf(path: FieldPath): ListOwner | undefined {
  const at = path.findLastIndex((segment) => typeof segment === 'number');
  if (at < 1) return undefined;
  const list = humanise(String(path[at - 1]));
  return { list, one: singular(list), number: Number(path[at]) + 1 };
}

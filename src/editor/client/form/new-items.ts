import type { Field } from '../../form/fields.ts';
import { isObject, type Value } from '../../form/keys.ts';

/**
 * A new item or page from a template starts with its references empty (`categories: ""`, `technologies:
 * [""]`): an empty reference names nothing and would read "No category with the id """ without saying which
 * item. They go: the form shows the list's "Add a category" instead, and the item waits to be filled.
 */
export function withoutEmptyReferences(field: Field, value: Value): Value {
  if (field.kind === 'list' && Array.isArray(value)) return value.map((item) => withoutEmptyReferences(field.item, item));
  if (field.kind !== 'object' || !isObject(value)) return value;
  for (const child of field.fields) {
    const name = child.name!;
    if (!(name in value)) continue;
    if (child.kind === 'list' && child.item.kind === 'ref') {
      const items = Array.isArray(value[name]) ? (value[name] as Value[]) : [value[name]];
      const kept = items.filter((item) => item !== '' && item !== null && item !== undefined);
      if (kept.length === 0) delete value[name];
      else value[name] = kept;
    } else if (child.kind === 'ref' && (value[name] === '' || value[name] === null)) delete value[name];
    else value[name] = withoutEmptyReferences(child, value[name]);
  }
  return value;
}

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

/**
 * A block added in the Form view gets an id: its type, numbered when the page has that id already
 * (`stats-2`). The id is the key its translations find it by when blocks are moved or inserted before it
 * (a list item without one is matched by position), and its section's anchor.
 */
export function withNewId(field: Field, value: Value, page: Value): Value {
  if (field.kind !== 'choice' || !isObject(value) || (typeof value.id === 'string' && value.id !== '')) return value;
  const type = value[field.tag];
  const option = field.options.find((candidate) => candidate.value === type);
  if (typeof type !== 'string' || !option?.form.fields.some((child) => child.name === 'id')) return value;
  const taken = idsIn(page);
  let id = type;
  for (let n = 2; taken.has(id); n++) id = `${type}-${n}`;
  const rest = Object.entries(value).filter(([key]) => key !== field.tag && key !== 'id');
  return { [field.tag]: type, id, ...Object.fromEntries(rest) };
}

/** Every id written in a value, at any depth: a new id differs from them all (any of them may be an HTML id of the page). */
function idsIn(value: Value, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'id' && typeof child === 'string') found.add(child);
      else idsIn(child, found);
    }
  }
  return found;
}

import type { FieldPath } from '../form/document.ts';
import type { ChoiceField, Field, ObjectField } from '../form/fields.ts';
import { scalarControl } from './form-controls.ts';
import { el, idOf, isObject, keyOf, type Value } from './form-dom.ts';
import type { FormContext } from './form-context.ts';
import { keyOfName, slugOfName } from '../form/names.ts';
import { FORM_TEXT as T } from './texts/form.ts';

/** The Form view's objects (groups of fields, an optional one folded away) and choices (fields picked by a type). */

function drawFields(form: FormContext, fields: Field[], path: FieldPath, value: Value, tag?: ChoiceField): HTMLElement[] {
  const object = isObject(value) ? value : {};
  // the fields written in the file first, in their order; then the others
  const written = Object.keys(object);
  const ordered = [...fields].sort((a, b) => rank(a) - rank(b));
  function rank(f: Field) {
    const index = written.indexOf(f.name ?? '');
    return index < 0 ? written.length + fields.indexOf(f) : index;
  }
  const drawn = ordered.map((child) => {
    const at = [...path, child.name!];
    const element = tag && child.name === tag.tag ? tagControl(form, tag, at, object[tag.tag]) : form.drawField(child, at, object[child.name!]);
    return { child, element };
  });
  const advanced = drawn.filter(({ child }) => ADVANCED.has(child.name!) && child.kind === 'text');
  if (advanced.length === 0) return drawn.map(({ element }) => element);
  deriveFromName(form, path, object, drawn.map(({ element }) => element), advanced.map(({ child }) => child.name!));
  // ids, keys and addresses are made from names: out of the way, under Advanced
  const key = `${keyOf(path)}#advanced`;
  const details = el(
    'details',
    { className: 'form-advanced', open: form.opened.get(key) ?? false },
    el('summary', {}, T.advanced(advanced.map(({ child }) => child.label))),
    ...advanced.map(({ element }) => element),
  );
  details.dataset.key = key;
  details.addEventListener('toggle', () => form.opened.set(key, details.open));
  return [...drawn.filter((entry) => !advanced.includes(entry)).map(({ element }) => element), details];
}

/** Fields that identify rather than say something: shown under Advanced, and made from the name when they can be. */
const ADVANCED = new Set(['id', 'key', 'route', 'slug']);

/**
 * An id or a key follows the name (or title) beside it as it is typed, while it is empty or still the
 * one made from the name before: "Port Operations" gives the id port-operations, the key portOperations.
 * One the person wrote otherwise is left alone. A page's address changes only by Rename.
 */
function deriveFromName(form: FormContext, path: FieldPath, object: Record<string, Value>, elements: HTMLElement[], names: string[]) {
  const source = ['name', 'title'].find((field) => elements.some((element) => element.querySelector(`[data-field="${keyOf([...path, field])}"]`)));
  const targets = names.filter((name) => name === 'id' || name === 'key');
  if (!source || targets.length === 0) return;
  const input = elements.map((element) => element.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${keyOf([...path, source])}"]`)).find(Boolean);
  if (!input) return;
  const make = (field: string, name: string) => (field === 'key' ? keyOfName(name) : slugOfName(name));
  let previous = typeof object[source] === 'string' ? (object[source] as string) : '';
  input.addEventListener('input', () => {
    const name = input.value;
    form.edit((doc) => {
      for (const field of targets) {
        const now = doc.getField([...path, field]);
        if (now === undefined || now === null || now === '' || now === make(field, previous)) doc.setField([...path, field], make(field, name));
      }
    });
    for (const field of targets) {
      const shown = document.querySelector<HTMLInputElement>(`[data-field="${keyOf([...path, field])}"]`);
      if (shown) shown.value = String(form.valueAt([...path, field]) ?? '');
    }
    previous = name;
  });
}

function tagControl(form: FormContext, choice: ChoiceField, path: FieldPath, value: Value): HTMLElement {
  const f: Field = { kind: 'enum', name: choice.tag, label: T.type, required: true, help: choice.options.find((o) => o.value === value)?.help, options: choice.options.map((o) => ({ value: o.value, label: o.label })) };
  const wrapper = scalarControl(form, f, path, value);
  // another type takes other fields: the form is drawn again
  wrapper.querySelector('select')?.addEventListener('change', () => form.render(keyOf(path), true));
  return wrapper;
}

function group(form: FormContext, path: FieldPath, label: string, help: string | undefined, optionalEmpty: boolean, children: HTMLElement[]): HTMLElement {
  const fieldset = el('fieldset', { className: 'form-group', id: idOf(path, '-group') }, el('legend', {}, label));
  fieldset.dataset.field = keyOf(path);
  if (help) {
    const note = el('p', { className: 'form-help', id: idOf(path, '-help') }, help);
    fieldset.setAttribute('aria-describedby', note.id);
    fieldset.append(note);
  }
  fieldset.append(...children);
  if (!optionalEmpty) return fieldset;
  // an optional group not in the file yet: folded away
  const key = keyOf(path);
  const details = el('details', { className: 'form-optional', open: form.opened.get(key) ?? false }, el('summary', {}, T.notSet(label)), fieldset);
  details.addEventListener('toggle', () => form.opened.set(key, details.open));
  return details;
}

export function drawObject(form: FormContext, f: ObjectField, path: FieldPath, value: Value, label = f.label): HTMLElement {
  if (f.fields.length === 0) return el('p', { className: 'form-help' }, T.editInYaml(label));
  const children = drawFields(form, f.fields, path, value);
  if (path.length === 0) return el('div', { className: 'form-root' }, ...children);
  return group(form, path, label, f.help, value === undefined && !f.required, children);
}

export function drawChoice(form: FormContext, f: ChoiceField, path: FieldPath, value: Value, label = f.label): HTMLElement {
  const tag = isObject(value) ? value[f.tag] : undefined;
  const option = f.options.find((o) => o.value === tag);
  if (!option) {
    return group(form, path, label, f.help, false, [tagControl(form, f, [...path, f.tag], tag)]);
  }
  return group(form, path, label, option.help, false, drawFields(form, option.form.fields, path, value, f));
}

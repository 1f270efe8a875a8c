import type { FieldPath } from '../form/document.ts';
import type { ChoiceField, Field, ObjectField } from '../form/fields.ts';
import { scalarControl } from './form-controls.ts';
import { el, idOf, isObject, keyOf, type Value } from './form-dom.ts';
import type { FormContext } from './form-context.ts';

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
  return ordered.map((child) => {
    const at = [...path, child.name!];
    if (tag && child.name === tag.tag) return tagControl(form, tag, at, object[tag.tag]);
    return form.drawField(child, at, object[child.name!]);
  });
}

function tagControl(form: FormContext, choice: ChoiceField, path: FieldPath, value: Value): HTMLElement {
  const f: Field = { kind: 'enum', name: choice.tag, label: 'Type', required: true, help: choice.options.find((o) => o.value === value)?.help, options: choice.options.map((o) => ({ value: o.value, label: o.label })) };
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
  const details = el('details', { className: 'form-optional', open: form.opened.get(key) ?? false }, el('summary', {}, `${label} (not set)`), fieldset);
  details.addEventListener('toggle', () => form.opened.set(key, details.open));
  return details;
}

export function drawObject(form: FormContext, f: ObjectField, path: FieldPath, value: Value, label = f.label): HTMLElement {
  if (f.fields.length === 0) return el('p', { className: 'form-help' }, `${label}: edit in the YAML view`);
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

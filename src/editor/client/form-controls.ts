import type { FieldPath } from '../form/document.ts';
import type { AssetField, BooleanField, DurationField, EnumField, Field, NumberField, RefField, TextField } from '../form/fields.ts';
import { el, idOf, isObject, keyOf, type Value } from './form-dom.ts';
import type { FormContext } from './form-context.ts';
import { createPicker, type PickerChoice } from './picker.ts';
import { FORM_TEXT as T } from './texts/form.ts';

/** The Form view's controls of single values (form-view.ts), one kind of widget each. */

/** A YouTube address pasted whole gives its id, as `validate` suggests. */
export function youtubeId(text: string): string {
  const found = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/.exec(text);
  return found ? found[1] : text;
}

/** A choice of a picker: the value written, and the name a person knows it by. */
interface Choice {
  value: string;
  label?: string;
}

function labelFor(control: HTMLElement, text: string) {
  return el('label', { for: control.id, className: 'form-label' }, text);
}

/** A control's wrapper: label, control, help (aria-describedby) and the place for its problem. */
function row(f: Field, path: FieldPath, control: HTMLElement, label = f.label, ...extra: HTMLElement[]): HTMLElement {
  control.id ||= idOf(path);
  control.dataset.field = keyOf(path);
  control.dataset.key = keyOf(path);
  const described: string[] = [];
  const help = f.help ? el('p', { className: 'form-help', id: `${control.id}-help` }, f.help) : undefined;
  if (help) described.push(help.id);
  if (described.length) control.setAttribute('aria-describedby', described.join(' '));
  control.dataset.describedby = described.join(' ');
  const wrapper = el('div', { className: `form-row form-${f.kind}` }, labelFor(control, label), el('div', { className: 'form-control' }, control, ...extra));
  if (help) wrapper.append(help);
  return wrapper;
}

function text(value: Value): string {
  return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What sets a value: the field at its path, or (a list written as one value) the whole list. */
type Setter = (value: Value) => void;

/** A text input's edits: each keystroke sets the value; an optional field left empty goes. */
function bindText(form: FormContext, control: HTMLInputElement | HTMLTextAreaElement, f: Field, path: FieldPath, transform: (v: string) => string = (v) => v, set?: Setter) {
  control.addEventListener('input', () => (set ? set(transform(control.value)) : form.edit((doc) => doc.setField(path, transform(control.value)))));
  control.addEventListener('change', () => {
    const value = transform(control.value);
    if (value !== control.value) control.value = value;
    if (!set && value === '' && !f.required && form.doc().getField(path) === '') form.edit((d) => d.removeField(path));
  });
}

/**
 * The control of one value. `set` replaces how it is written (a list written as one value,
 * `categories: operations`, is set whole by its one control).
 */
export function scalarControl(form: FormContext, f: Field, path: FieldPath, value: Value, label = f.label, set?: Setter): HTMLElement {
  if (set && (f.kind === 'ref' || f.kind === 'icon')) return pickerControl(form, f, path, value, label, set);
  if (set && (f.kind === 'text' || f.kind === 'longText' || f.kind === 'youtube' || f.kind === 'duration' || f.kind === 'asset')) {
    const control = el('input', { type: 'text', id: idOf(path), value: text(value), required: f.required, autocomplete: 'off' });
    bindText(form, control, f, path, f.kind === 'youtube' ? youtubeId : undefined, set);
    return row(f, path, control, label);
  }
  switch (f.kind) {
    case 'boolean':
      return booleanControl(form, f, path, value, label);
    case 'enum':
      return enumControl(form, f, path, value, label);
    case 'number':
      return numberControl(form, f, path, value, label);
    case 'longText':
      return longTextControl(form, f, path, value, label);
    case 'color':
      return colorControl(form, f, path, value, label);
    case 'icon':
    case 'ref':
    case 'text':
    case 'youtube':
    case 'duration':
    case 'asset':
      return textControl(form, f, path, value, label);
    default:
      return el('p', {}, T.editInYaml(label));
  }
}

function booleanControl(form: FormContext, f: BooleanField, path: FieldPath, value: Value, label: string): HTMLElement {
  const control = el('input', { type: 'checkbox', id: idOf(path), role: 'switch', checked: value === undefined ? f.default === true : value === true });
  control.addEventListener('change', () => form.edit((d) => d.setField(path, control.checked)));
  return row(f, path, control, label);
}

function enumControl(form: FormContext, f: EnumField, path: FieldPath, value: Value, label: string): HTMLElement {
  const control = el('select', { id: idOf(path), required: f.required });
  const current = value ?? (f.required ? undefined : null);
  if (!f.required || value === undefined) control.append(el('option', { value: '' }, f.default !== undefined ? T.enumDefault(String(f.default)) : T.enumNone));
  f.options.forEach((option, index) => control.append(el('option', { value: String(index), selected: option.value === current }, option.label)));
  control.addEventListener('change', () => {
    if (control.value === '') form.edit((d) => d.removeField(path));
    else form.edit((d) => d.setField(path, f.options[Number(control.value)].value));
  });
  return row(f, path, control, label);
}

function numberControl(form: FormContext, f: NumberField, path: FieldPath, value: Value, label: string): HTMLElement {
  const control = el('input', { type: 'number', id: idOf(path), value: text(value), required: f.required, step: f.integer ? '1' : 'any' });
  if (f.minimum !== undefined) control.min = String(f.minimum);
  if (f.maximum !== undefined) control.max = String(f.maximum);
  control.addEventListener('input', () => {
    if (control.value === '' || Number.isNaN(control.valueAsNumber)) return;
    form.edit((d) => d.setField(path, control.valueAsNumber));
  });
  control.addEventListener('change', () => {
    if (control.value === '' && form.doc().getField(path) !== undefined) form.edit((d) => d.removeField(path));
  });
  return row(f, path, control, label);
}

function longTextControl(form: FormContext, f: TextField, path: FieldPath, value: Value, label: string): HTMLElement {
  const control = el('textarea', { id: idOf(path), value: text(value), required: f.required, rows: f.code ? 8 : 3, spellcheck: !f.code });
  bindText(form, control, f, path);
  return row(f, path, control, label, ...counter(f, control));
}

function colorControl(form: FormContext, f: TextField, path: FieldPath, value: Value, label: string): HTMLElement {
  const id = idOf(path);
  const control = el('input', { type: 'text', id, value: text(value), required: f.required, autocomplete: 'off' });
  const picker = el('input', { type: 'color', id: `${id}-picker`, 'aria-label': T.colourPicker(label), className: 'form-color' });
  const sync = () => {
    if (/^#[0-9a-f]{6}$/i.test(control.value)) picker.value = control.value.toLowerCase();
  };
  sync();
  bindText(form, control, f, path);
  control.addEventListener('input', sync);
  picker.addEventListener('input', () => {
    control.value = picker.value;
    form.edit((d) => d.setField(path, picker.value));
  });
  return row(f, path, control, label, picker);
}

/** A one-line text: plain, or a YouTube id, a duration or an asset; a reference or an icon is picked by name (picker.ts). */
function textControl(form: FormContext, f: TextField | RefField | DurationField | AssetField, path: FieldPath, value: Value, label: string): HTMLElement {
  if (f.kind === 'ref' || f.kind === 'icon') return pickerControl(form, f, path, value, label);
  if (f.kind === 'asset' && f.media && form.options.media) return mediaControl(form, f, path, value, label);
  const control = el('input', { type: 'text', id: idOf(path), value: text(value), required: f.required, autocomplete: 'off' });
  // limits and patterns are not enforced while typing: the check names them as problems, as validate does
  if (f.kind === 'duration') control.placeholder = f.format === 'minutes:seconds' ? 'm:ss' : f.format;
  if (f.kind === 'text' && f.maxLength !== undefined) control.maxLength = Math.max(f.maxLength * 2, f.maxLength + 50); // the counter says the limit; a pasted text is kept whole, to shorten
  bindText(form, control, f, path, f.kind === 'youtube' ? youtubeId : undefined);
  return row(f, path, control, label, ...counter(f, control));
}

/**
 * A picture or a video of the site: its address, a small view of it, and Choose… (the library) and
 * Upload… (a file from this computer or phone, checked and prepared by the server). A background
 * video's poster, made from its first frame, goes in the field beside it.
 */
function mediaControl(form: FormContext, f: AssetField, path: FieldPath, value: Value, label: string): HTMLElement {
  const media = form.options.media!;
  const kind = f.media!;
  const control = el('input', { type: 'text', className: 'form-media-path', id: idOf(path), value: text(value), required: f.required, autocomplete: 'off', placeholder: kind === 'video' ? '/assets/videos/…' : '/assets/images/…' });
  bindText(form, control, f, path);
  const view = el('span', { className: 'form-media-view', 'aria-hidden': 'true' });
  const show = (address: string) => {
    view.replaceChildren();
    if (!address.startsWith('/assets/')) return;
    const src = media.thumbnail(`public${address}`);
    view.append(kind === 'video' ? el('video', { src, muted: true, preload: 'metadata' }) : el('img', { src, alt: '' }));
  };
  show(text(value));
  control.addEventListener('change', () => show(control.value));
  const choose = el('button', { type: 'button', className: 'form-media-choose' }, T.chooseMedia(kind));
  choose.setAttribute('aria-label', T.chooseMediaFor(label, kind));
  choose.addEventListener('click', async () => {
    const picked = await media.choose(kind);
    if (!picked) return;
    control.value = picked.address;
    show(picked.address);
    const poster = [...path.slice(0, -1), 'poster'];
    form.edit((doc) => {
      doc.setField(path, picked.address);
      // a background video's poster is its first frame: the field beside it takes it
      if (kind === 'video' && picked.poster && path.at(-1) === 'video') doc.setField(poster, picked.poster);
      // another picture has another size: the build reads it from the file, the old one goes
      if (kind === 'image' && path.at(-1) === 'src') {
        for (const size of ['width', 'height']) if (doc.getField([...path.slice(0, -1), size]) !== undefined) doc.removeField([...path.slice(0, -1), size]);
      }
    });
    form.render(keyOf(path), true);
  });
  return row(f, path, control, label, view, choose);
}

/** "42 / 70": a text's length against its limit, beside it, said to screen readers when it passes. */
function counter(f: Field, control: HTMLInputElement | HTMLTextAreaElement): HTMLElement[] {
  if ((f.kind !== 'text' && f.kind !== 'longText') || f.maxLength === undefined) return [];
  const limit = f.maxLength;
  const shown = el('span', { className: 'form-counter', 'aria-live': 'polite' });
  const update = () => {
    const length = [...control.value].length;
    shown.textContent = T.counter(length, limit);
    shown.dataset.over = String(length > limit);
    shown.setAttribute('aria-label', length > limit ? T.counterOver(length - limit, limit) : T.counterUnder(length, limit));
  };
  update();
  control.addEventListener('input', update);
  return [shown];
}

/** A reference (a technology, a category of the page, a collection) or an icon, picked by its name with the id beside. */
function pickerControl(form: FormContext, f: RefField | TextField, path: FieldPath, value: Value, label: string, set?: Setter): HTMLElement {
  const choices = (): PickerChoice[] => (f.kind === 'icon' ? form.options.facts().icons.map((name) => ({ value: name })) : refIds(form, f as RefField));
  const picker = createPicker({
    id: idOf(path),
    value: text(value),
    required: f.required,
    choices,
    pick: (picked) => {
      if (set) set(picked);
      else if (picked === '' && !f.required) form.edit((d) => d.removeField(path));
      else form.edit((d) => d.setField(path, picked));
      if (f.kind === 'icon') void drawIcon(form, preview, picked);
    },
    empty: f.kind === 'ref' && (f as RefField).localPath ? T.noCategoryYet : undefined,
  });
  // ids of the same file may have been typed since the form was drawn
  picker.input.addEventListener('focus', () => {
    if ((f as RefField).localPath) form.values = form.doc().getField([]);
  });
  const preview = el('span', { className: 'form-icon-preview', 'aria-hidden': 'true' });
  if (f.kind === 'icon') void drawIcon(form, preview, text(value));
  const wrapper = row(f, path, picker.input, label, ...(f.kind === 'icon' ? [preview] : []), picker.badge);
  wrapper.querySelector('.form-control')!.prepend(picker.element);
  picker.element.prepend(picker.input);
  return wrapper;
}

const SVG = 'http://www.w3.org/2000/svg';

/** The drawing of the icon named `name`, into `preview`. */
async function drawIcon(form: FormContext, preview: HTMLElement, name: string): Promise<void> {
  const icon = name && form.options.icon ? await form.options.icon(name) : null;
  preview.replaceChildren();
  if (!icon) return;
  const svg = document.createElementNS(SVG, 'svg');
  const paint: Record<string, string> = { viewBox: '0 0 24 24', width: '24', height: '24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  for (const [key, value] of Object.entries(paint)) svg.setAttribute(key, value);
  for (const [tag, attributes] of icon.elements) {
    const part = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) part.setAttribute(key, value);
    svg.append(part);
  }
  preview.append(svg);
}

/** The ids a reference may name, each with the name of what it names (a technology's, a category's of this file). */
function refIds(form: FormContext, f: RefField): Choice[] {
  const facts = form.options.facts();
  if (f.collectionName) return Object.keys(facts.collections).map((value) => ({ value }));
  if (f.localPath) {
    const [last, ...parents] = [...f.localPath].reverse();
    let found: Value[] = [form.values];
    for (const key of parents.reverse()) found = found.flatMap((v) => (Array.isArray(v) ? v.map((x) => (isObject(x) ? x[key] : undefined)) : isObject(v) ? [v[key]] : []));
    found = found.flatMap((v) => (Array.isArray(v) ? v : [v]));
    return found.flatMap((v) => {
      if (!isObject(v) || typeof v[last] !== 'string' || !v[last]) return [];
      const name = [v.name, v.title].find((n): n is string => typeof n === 'string' && n !== '');
      return [name ? { value: v[last] as string, label: name } : { value: v[last] as string }];
    });
  }
  const labels = facts.labels?.[f.collection ?? ''] ?? {};
  return (facts.collections[f.collection ?? ''] ?? []).map((value) => (labels[value] ? { value, label: labels[value] } : { value }));
}

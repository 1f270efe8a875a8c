import { isMap, isScalar, isSeq, type Document, type Node as YamlNode } from 'yaml';
import { openYamlDocument, type FieldPath, type YamlDocument } from '../../../editor-form/document.ts';
import {
  describeField,
  type AssetField,
  type BooleanField,
  type ChoiceField,
  type DurationField,
  type EnumField,
  type Field,
  type ListField,
  type NumberField,
  type ObjectField,
  type RefField,
  type Template,
  type TextField,
} from '../../../editor-form/fields.ts';
import type { Facts, Schema } from './schema-assist.ts';

/**
 * The open file as a form generated from its schema (issue 30): one document, two views. Every change
 * in the form is made on the YAML text (src/editor-form/document.ts, touching only that field's lines)
 * and handed to the YAML view at once; a text changed in the YAML view draws the form again.
 */

export interface FormOptions {
  /** The text now in the YAML view. */
  text(): string;
  /** Puts a text made by the form into the YAML view. */
  change(text: string): void;
  /** Icon names and collection ids. */
  facts(): Facts;
  /** Ctrl+S in the form. */
  save?(): void;
}

export interface FormProblem {
  line: number;
  col: number;
  message: string;
}

export interface FormView {
  /** The form's element (put it in the page once). */
  readonly element: HTMLElement;
  /** A file was opened: its schema (dereferenced), or none. Draws the form when shown. */
  open(schema: Schema | undefined, file: string): void;
  /** Shows or hides the form; shown, it is drawn from the current text. */
  show(visible: boolean): void;
  readonly visible: boolean;
  /** The YAML view's text changed: the form is drawn again shortly (unless the form made that text). */
  textChanged(text: string): void;
  /** Draws the form from the current text now. */
  render(): void;
  /** The problems of the open file, shown on their fields. */
  setProblems(problems: FormProblem[]): void;
  /** Focuses the field of a problem; false when the form has no control for it. */
  focusProblem(problem: Pick<FormProblem, 'line' | 'col' | 'message'>): boolean;
}

type Value = unknown;
type Props = Record<string, unknown>;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (key.startsWith('data-') || key.startsWith('aria-') || key === 'role' || key === 'for' || key === 'list') node.setAttribute(key, String(value));
    else (node as unknown as Record<string, unknown>)[key] = value;
  }
  node.append(...children);
  return node;
}

const keyOf = (path: FieldPath) => path.join('/');
/** A value inside a CSS attribute selector's quotes. */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;
const idOf = (path: FieldPath, suffix = '') => `form-${path.join('-').replace(/[^A-Za-z0-9_-]/g, '_') || 'root'}${suffix}`;
const isObject = (value: Value): value is Record<string, Value> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A YouTube address pasted whole gives its id, as `validate` suggests. */
export function youtubeId(text: string): string {
  const found = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/.exec(text);
  return found ? found[1] : text;
}

/** The path of the deepest key or item whose text holds `offset`. */
export function pathAtOffset(doc: Document.Parsed, offset: number): FieldPath {
  const path: (string | number)[] = [];
  let node = doc.contents as YamlNode | null;
  outer: while (node) {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = pair.key as YamlNode | null;
        if (!key?.range) continue;
        const end = ((pair.value as YamlNode | null)?.range ?? key.range)[1];
        if (offset >= key.range[0] && offset <= Math.max(end, key.range[1])) {
          path.push(isScalar(key) ? (key.value as string) : String(key));
          node = pair.value as YamlNode | null;
          continue outer;
        }
      }
    } else if (isSeq(node)) {
      for (const [index, item] of (node.items as (YamlNode | null)[]).entries()) {
        if (item?.range && offset >= item.range[0] - 2 && offset <= item.range[1]) {
          path.push(index);
          node = item;
          continue outer;
        }
      }
    }
    break;
  }
  return path;
}

function offsetOf(text: string, line: number, col: number): number {
  let offset = 0;
  for (let i = 1; i < line; i++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const end = text.indexOf('\n', offset);
  return Math.min(offset + Math.max(col - 1, 0), end < 0 ? text.length : end);
}

/** The form's state, what the drawing functions below share: the open file's fields, the text, the cards opened. */
class FormContext {
  readonly root = el('div', { className: 'form-view' });
  private readonly live = el('p', { className: 'form-live', role: 'status', 'aria-live': 'polite' });
  readonly undoBar = el('div', { className: 'form-undo', hidden: true });
  private readonly body = el('div', { className: 'form-body' });
  readonly datalists = el('div', { hidden: true });
  private field: Field | undefined;
  private file = '';
  private showing = false;
  /** The text the form was last drawn from or made. */
  private shownText: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private problems: FormProblem[] = [];
  /** Cards and groups opened or closed, by path: kept while the file is open. */
  readonly opened = new Map<string, boolean>();
  /** The value of every list drawn, by path: the buttons read it. */
  values: Value;

  constructor(readonly options: FormOptions) {
    this.root.append(this.live, this.undoBar, this.body, this.datalists);
    this.root.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 's') {
        event.preventDefault();
        options.save?.();
      }
    });
  }

  get visible(): boolean {
    return this.showing;
  }

  announce(message: string) {
    this.live.textContent = message;
  }

  /** Makes a change on the current text and hands the result to the YAML view. */
  edit(action: (doc: YamlDocument) => void): void {
    const doc = this.doc();
    action(doc);
    const text = doc.text();
    this.shownText = text;
    this.options.change(text);
  }

  doc(): YamlDocument {
    return openYamlDocument(this.options.text());
  }

  valueAt(path: FieldPath): Value {
    let value: Value = this.values;
    for (const segment of path) {
      if (value === null || typeof value !== 'object') return undefined;
      value = (value as Record<string | number, Value>)[segment];
    }
    return value;
  }

  open(schema: Schema | undefined, file: string) {
    this.file = file;
    this.field = schema ? describeField(schema as Parameters<typeof describeField>[0]) : undefined;
    this.opened.clear();
    this.problems = [];
    this.undoBar.hidden = true;
    this.shownText = undefined;
    if (this.showing) this.render();
  }

  show(visible: boolean) {
    this.showing = visible;
    this.root.hidden = !visible;
    if (visible) this.render();
  }

  textChanged(next: string) {
    if (next === this.shownText) return;
    if (!this.showing) {
      this.shownText = undefined;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.render(), 250);
  }

  // --- the whole form -----------------------------------------------------------------------------

  render(focusKey?: string, force = false): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.showing && !force) return;
    const source = this.options.text();
    this.shownText = source;
    if (!this.field) {
      this.body.replaceChildren(el('p', { className: 'form-note' }, this.file ? `${this.file} has no schema: edit it in the YAML view.` : 'Choose a file.'));
      return;
    }
    const parsed = openYamlDocument(source);
    if (parsed.document().errors.length > 0) {
      this.body.replaceChildren(el('p', { className: 'form-note', role: 'alert' }, 'The YAML cannot be read as it is: fix it in the YAML view (see the problems), and the form comes back.'));
      return;
    }
    // where the focus is, to put it back
    const active = document.activeElement as HTMLElement | null;
    const wanted = focusKey ?? (active && this.body.contains(active) ? active.dataset.key : undefined);
    const selection = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? [active.selectionStart, active.selectionEnd] : undefined;
    const scroll = this.root.parentElement?.scrollTop;
    this.values = parsed.getField([]);
    this.body.replaceChildren(drawField(this, this.field, [], this.values));
    this.applyProblems();
    if (scroll !== undefined && this.root.parentElement) this.root.parentElement.scrollTop = scroll;
    if (wanted) {
      const target = this.body.querySelector<HTMLElement>(`[data-key=${quoted(wanted)}]`);
      if (target) {
        this.openAround(target);
        target.focus({ preventScroll: focusKey === undefined });
        if (focusKey === undefined && selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
          try {
            target.setSelectionRange(selection[0], selection[1]);
          } catch {
            // inputs of some types have no selection
          }
        }
      }
    }
  }

  private openAround(target: HTMLElement) {
    for (let node: HTMLElement | null = target.parentElement; node && node !== this.body; node = node.parentElement) {
      if (node instanceof HTMLDetailsElement && !node.open) {
        node.open = true;
        if (node.dataset.field) this.opened.set(node.dataset.field, true);
      }
    }
  }

  // --- problems -----------------------------------------------------------------------------------

  setProblems(problems: FormProblem[]) {
    this.problems = problems;
    if (this.showing && this.shownText !== undefined) this.applyProblems();
  }

  focusProblem(problem: Pick<FormProblem, 'line' | 'col' | 'message'>): boolean {
    if (!this.showing) return false;
    if (this.shownText !== this.options.text()) this.render();
    const control = this.controlFor(problem);
    if (!control) return false;
    this.openAround(control);
    control.scrollIntoView?.({ block: 'center' });
    control.focus();
    return true;
  }

  /** The control of a problem: the field on its line, or the field the message names in the item there. */
  private controlFor(problem: Pick<FormProblem, 'line' | 'col' | 'message'>): HTMLElement | undefined {
    const source = this.options.text();
    if (problem.line < 1) return undefined;
    const parsed = openYamlDocument(source).document();
    const path = [...pathAtOffset(parsed, offsetOf(source, problem.line, problem.col))];
    const named = /"([A-Za-z][\w-]*)"/.exec(problem.message)?.[1];
    const find = (key: string) => this.body.querySelector<HTMLElement>(`input[data-field=${quoted(key)}], select[data-field=${quoted(key)}], textarea[data-field=${quoted(key)}]`);
    if (named) {
      const exact = find(keyOf([...path, named]));
      if (exact) return exact;
    }
    for (let depth = path.length; depth >= 0; depth--) {
      const key = keyOf(path.slice(0, depth));
      const control = find(key);
      if (control) return control;
      const container = depth > 0 ? this.body.querySelector<HTMLElement>(`[data-field=${quoted(key)}]`) : undefined;
      if (container) return container.querySelector<HTMLElement>('input, select, textarea') ?? container;
    }
    return undefined;
  }

  private applyProblems() {
    for (const note of this.body.querySelectorAll('.form-problem')) note.remove();
    for (const control of this.body.querySelectorAll<HTMLElement>('[aria-invalid]')) {
      control.removeAttribute('aria-invalid');
      const described = control.dataset.describedby;
      if (described) control.setAttribute('aria-describedby', described);
      else control.removeAttribute('aria-describedby');
    }
    const seen = new Map<HTMLElement, HTMLElement>();
    for (const problem of this.problems) {
      const control = this.controlFor(problem);
      if (!control || !control.matches('input, select, textarea')) continue;
      let note = seen.get(control);
      if (!note) {
        note = el('p', { className: 'form-problem', id: `${control.id}-problem` });
        control.closest('.form-row, .form-item')?.append(note);
        seen.set(control, note);
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', [note.id, control.dataset.describedby].filter(Boolean).join(' '));
      }
      note.append(el('span', {}, problem.message));
    }
  }
}

export function createFormView(options: FormOptions): FormView {
  const form = new FormContext(options);
  return {
    element: form.root,
    open: (schema, file) => form.open(schema, file),
    show: (visible) => form.show(visible),
    get visible() {
      return form.visible;
    },
    textChanged: (text) => form.textChanged(text),
    render: () => form.render(undefined, true),
    setProblems: (problems) => form.setProblems(problems),
    focusProblem: (problem) => form.focusProblem(problem),
  };
}

function drawField(form: FormContext, f: Field, path: FieldPath, value: Value, label?: string): HTMLElement {
  if (f.kind === 'object') return drawObject(form, f, path, value, label);
  if (f.kind === 'choice') return drawChoice(form, f, path, value, label);
  if (f.kind === 'list') return drawList(form, f, path, value);
  return scalarControl(form, f, path, value, label);
}

// --- scalar widgets -------------------------------------------------------------------------------

function datalist(form: FormContext, id: string, options: readonly string[]): string {
  let list = form.datalists.querySelector<HTMLDataListElement>(`[id=${quoted(id)}]`);
  if (!list) {
    list = el('datalist', { id });
    form.datalists.append(list);
  }
  if (list.dataset.items !== options.join('\n')) {
    list.dataset.items = options.join('\n');
    list.replaceChildren(...options.map((value) => el('option', { value })));
  }
  return id;
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

/** A text input's edits: each keystroke sets the value; an optional field left empty goes. */
function bindText(form: FormContext, control: HTMLInputElement | HTMLTextAreaElement, f: Field, path: FieldPath, transform: (v: string) => string = (v) => v) {
  control.addEventListener('input', () => form.edit((doc) => doc.setField(path, transform(control.value))));
  control.addEventListener('change', () => {
    const value = transform(control.value);
    if (value !== control.value) control.value = value;
    if (value === '' && !f.required && form.doc().getField(path) === '') form.edit((d) => d.removeField(path));
  });
}

function scalarControl(form: FormContext, f: Field, path: FieldPath, value: Value, label = f.label): HTMLElement {
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
      return el('p', {}, `${label}: edit in the YAML view`);
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
  if (!f.required || value === undefined) control.append(el('option', { value: '' }, f.default !== undefined ? `(default: ${String(f.default)})` : '(none)'));
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
  return row(f, path, control, label);
}

function colorControl(form: FormContext, f: TextField, path: FieldPath, value: Value, label: string): HTMLElement {
  const id = idOf(path);
  const control = el('input', { type: 'text', id, value: text(value), required: f.required, autocomplete: 'off' });
  const picker = el('input', { type: 'color', id: `${id}-picker`, 'aria-label': `${label}: colour picker`, className: 'form-color' });
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

/** A one-line text: plain, or an icon, a reference, a YouTube id, a duration or an asset. */
function textControl(form: FormContext, f: TextField | RefField | DurationField | AssetField, path: FieldPath, value: Value, label: string): HTMLElement {
  const control = el('input', { type: 'text', id: idOf(path), value: text(value), required: f.required, autocomplete: 'off' });
  // limits and patterns are not enforced while typing: the check names them as problems, as validate does
  if (f.kind === 'icon') control.setAttribute('list', datalist(form, 'form-icons', form.options.facts().icons));
  if (f.kind === 'ref') listRefIds(form, f, control);
  if (f.kind === 'duration') control.placeholder = f.format === 'minutes:seconds' ? 'm:ss' : f.format;
  bindText(form, control, f, path, f.kind === 'youtube' ? youtubeId : undefined);
  if (f.kind === 'icon') {
    const preview = el('span', { className: 'form-icon-name', 'aria-hidden': 'true' });
    return row(f, path, control, label, preview);
  }
  return row(f, path, control, label);
}

/** A reference's input offers the ids it may name. */
function listRefIds(form: FormContext, f: RefField, control: HTMLInputElement) {
  const listId = `form-ref-${keyOf(f.localPath ?? [f.collection ?? ''])}`.replace(/[^A-Za-z0-9_-]/g, '_');
  control.setAttribute('list', datalist(form, listId, refIds(form, f)));
  // ids of the same file may have been typed since the form was drawn
  if (f.localPath) control.addEventListener('focus', () => {
    form.values = form.doc().getField([]);
    datalist(form, listId, refIds(form, f));
  });
}

function refIds(form: FormContext, f: RefField): string[] {
  const facts = form.options.facts();
  if (f.collectionName) return Object.keys(facts.collections);
  if (f.localPath) {
    const [last, ...parents] = [...f.localPath].reverse();
    let found: Value[] = [form.values];
    for (const key of parents.reverse()) found = found.flatMap((v) => (Array.isArray(v) ? v.map((x) => (isObject(x) ? x[key] : undefined)) : isObject(v) ? [v[key]] : []));
    found = found.flatMap((v) => (Array.isArray(v) ? v : [v]));
    return found.flatMap((v) => (isObject(v) && typeof v[last] === 'string' && v[last] ? [v[last] as string] : []));
  }
  return facts.collections[f.collection ?? ''] ?? [];
}

// --- objects and choices --------------------------------------------------------------------------

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
    return drawField(form, child, at, object[child.name!]);
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

function drawObject(form: FormContext, f: ObjectField, path: FieldPath, value: Value, label = f.label): HTMLElement {
  if (f.fields.length === 0) return el('p', { className: 'form-help' }, `${label}: edit in the YAML view`);
  const children = drawFields(form, f.fields, path, value);
  if (path.length === 0) return el('div', { className: 'form-root' }, ...children);
  return group(form, path, label, f.help, value === undefined && !f.required, children);
}

function drawChoice(form: FormContext, f: ChoiceField, path: FieldPath, value: Value, label = f.label): HTMLElement {
  const tag = isObject(value) ? value[f.tag] : undefined;
  const option = f.options.find((o) => o.value === tag);
  if (!option) {
    return group(form, path, label, f.help, false, [tagControl(form, f, [...path, f.tag], tag)]);
  }
  return group(form, path, label, option.help, false, drawFields(form, option.form.fields, path, value, f));
}

// --- lists ----------------------------------------------------------------------------------------

/** What a list item is called in its card's heading: its name, title, label, id or type. */
function itemTitle(value: Value, index: number): string {
  if (isObject(value)) {
    for (const key of ['name', 'title', 'heading', 'label', 'id', 'type']) {
      const found = value[key];
      if (typeof found === 'string' && found.trim()) return found;
    }
    return `Item ${index + 1}`;
  }
  return value === null || value === undefined || value === '' ? `Item ${index + 1}` : String(value);
}

function listItems(f: ListField, value: Value): Value[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || (value === '' && f.single)) return f.single && value === '' ? [''] : [];
  return [value];
}

/** A change to a list written as one value (`categories: operations`): the whole value is set. */
function setList(form: FormContext, f: ListField, path: FieldPath, items: Value[]) {
  form.edit((d) => d.setField(path, f.single && items.length === 1 ? items[0] : items));
}

function drawList(form: FormContext, f: ListField, path: FieldPath, value: Value): HTMLElement {
  const items = listItems(f, value);
  const asArray = Array.isArray(value);
  const fieldset = el('fieldset', { className: 'form-list', id: idOf(path, '-group') }, el('legend', {}, f.label));
  fieldset.dataset.field = keyOf(path);
  if (f.help) {
    const note = el('p', { className: 'form-help', id: idOf(path, '-help') }, f.help);
    fieldset.setAttribute('aria-describedby', note.id);
    fieldset.append(note);
  }
  const objects = f.item.kind === 'object' || f.item.kind === 'choice';
  const list = el('ol', { className: objects ? 'form-cards' : 'form-items' });
  items.forEach((item, index) => list.append(objects ? drawCard(form, f, path, item, index, items.length) : drawScalarItem(form, f, path, item, index, items.length, asArray)));
  fieldset.append(list, addControl(form, f, path, items, asArray));
  return fieldset;
}

function itemButtons(form: FormContext, f: ListField, path: FieldPath, index: number, count: number, asArray: boolean, describedBy: string, title: string): HTMLElement {
  const at = [...path, index];
  const button = (name: string, text: string, disabled: boolean, run: () => void) => {
    const b = el('button', { type: 'button', className: `form-${name}`, disabled, 'aria-describedby': describedBy }, text);
    b.dataset.key = `${keyOf(at)}#${name}`;
    b.addEventListener('click', run);
    return b;
  };
  return el(
    'div',
    { className: 'form-item-actions' },
    button('up', 'Move up', index === 0, () => move(form, f, path, index, index - 1, asArray, title)),
    button('down', 'Move down', index === count - 1, () => move(form, f, path, index, index + 1, asArray, title)),
    button('remove', 'Remove', false, () => remove(form, f, path, index, asArray, title)),
  );
}

function drawCard(form: FormContext, f: ListField, path: FieldPath, item: Value, index: number, count: number): HTMLElement {
  const at = [...path, index];
  const key = keyOf(at);
  const title = itemTitle(item, index);
  const summaryId = idOf(at, '-summary');
  const summary = el('summary', { id: summaryId }, `${index + 1}. ${title}`);
  summary.dataset.key = `${key}#card`;
  // folded, unless it is the only one or still has empty fields to fill (a new item)
  const unfilled = isObject(item) && Object.values(item).some((v) => v === null || v === '');
  const open = form.opened.get(key) ?? (count === 1 || unfilled || title === `Item ${index + 1}`);
  form.opened.set(key, open);
  const label = `${f.label} ${index + 1}`;
  const fields = f.item.kind === 'choice' ? drawChoice(form, f.item, at, item, label) : drawObject(form, f.item as ObjectField, at, item, label);
  const details = el('details', { className: 'form-card', open }, summary, itemButtons(form, f, path, index, count, true, summaryId, title), fields);
  details.dataset.field = key;
  details.addEventListener('toggle', () => form.opened.set(key, details.open));
  // Alt+↑ / Alt+↓ on a card's heading moves it
  summary.addEventListener('keydown', (event) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = index + (event.key === 'ArrowUp' ? -1 : 1);
    if (to >= 0 && to < count) move(form, f, path, index, to, true, title, 'card');
  });
  return el('li', {}, details);
}

function drawScalarItem(form: FormContext, f: ListField, path: FieldPath, item: Value, index: number, count: number, asArray: boolean): HTMLElement {
  const at = [...path, index];
  const title = itemTitle(item, index);
  const id = idOf(at);
  const control = scalarControl(form, f.item, at, item, `${f.label} ${index + 1}`);
  if (!asArray) {
    // a list written as one value: its one input sets the whole value
    const input = control.querySelector<HTMLInputElement>('input, select, textarea');
    if (input) {
      const replacement = input.cloneNode(true) as HTMLInputElement;
      replacement.addEventListener('input', () => setList(form, f, path, [replacement.value]));
      input.replaceWith(replacement);
    }
  }
  const li = el('li', { className: 'form-item' }, control, itemButtons(form, f, path, index, count, asArray, id, title));
  return li;
}

function addControl(form: FormContext, f: ListField, path: FieldPath, items: Value[], asArray: boolean): HTMLElement {
  const templates: Template[] = f.templates;
  const full = f.maxItems !== undefined && items.length >= f.maxItems;
  const wrapper = el('div', { className: 'form-add' });
  let select: HTMLSelectElement | undefined;
  if (templates.length > 1) {
    select = el('select', { id: idOf(path, '-template'), 'aria-label': `Kind of item to add to ${f.label}` });
    select.dataset.key = `${keyOf(path)}#template`;
    templates.forEach((t, index) => select!.append(el('option', { value: String(index) }, t.label || `Template ${index + 1}`)));
    wrapper.append(select);
  }
  const button = el('button', { type: 'button', className: 'form-add-button', disabled: full }, `Add to ${f.label}`);
  button.dataset.key = `${keyOf(path)}#add`;
  button.addEventListener('click', () => {
    const template = templates[select ? Number(select.value) : 0];
    const value = template ? structuredClone(template.value) : emptyValue(f.item);
    const index = items.length;
    if (asArray || items.length === 0) {
      if (!asArray && f.single) setList(form, f, path, [...items, value]);
      else form.edit((d) => d.addItem(path, value));
    } else setList(form, f, path, [...items, value]);
    const at = [...path, index];
    form.opened.set(keyOf(at), true);
    form.announce(`Added ${template?.label ? `a ${template.label}` : 'an item'} to ${f.label}, item ${index + 1} of ${index + 1}.`);
    const objects = f.item.kind === 'object' || f.item.kind === 'choice';
    form.render(objects ? `${keyOf(at)}#card` : keyOf(at), true);
  });
  if (full) wrapper.append(el('span', { className: 'form-help' }, ` At most ${f.maxItems}.`));
  wrapper.prepend(button);
  return wrapper;
}

function emptyValue(f: Field): Value {
  if (f.kind === 'object') return {};
  if (f.kind === 'number') return f.minimum ?? 0;
  if (f.kind === 'boolean') return false;
  if (f.kind === 'enum') return f.options[0]?.value ?? '';
  return '';
}

function move(form: FormContext, f: ListField, path: FieldPath, from: number, to: number, asArray: boolean, title: string, focus: 'up' | 'down' | 'card' = to < from ? 'up' : 'down') {
  const items = listItems(f, form.valueAt(path));
  if (to < 0 || to >= items.length) return;
  if (asArray) form.edit((d) => d.moveItem(path, from, to));
  else setList(form, f, path, [...items]);
  // the open state goes with the item
  const a = keyOf([...path, from]);
  const b = keyOf([...path, to]);
  const openA = form.opened.get(a);
  const openB = form.opened.get(b);
  for (const [key, state] of [[b, openA], [a, openB]] as const) {
    if (state === undefined) form.opened.delete(key);
    else form.opened.set(key, state);
  }
  form.announce(`Moved “${title}” ${to < from ? 'up' : 'down'}: now ${to + 1} of ${items.length} in ${f.label}.`);
  // the focus stays on the button pressed, on the moved item; at an end, on the other button
  const name = focus === 'card' ? 'card' : to === 0 ? 'down' : to === items.length - 1 ? 'up' : focus;
  form.render(`${keyOf([...path, to])}#${name}`, true);
}

function remove(form: FormContext, f: ListField, path: FieldPath, index: number, asArray: boolean, title: string) {
  const items = listItems(f, form.valueAt(path));
  let removed: Value;
  if (asArray) form.edit((d) => (removed = d.removeItem(path, index)));
  else {
    removed = items[index];
    setList(form, f, path, items.filter((_, i) => i !== index));
  }
  for (const key of [...form.opened.keys()]) if (key.startsWith(`${keyOf(path)}/`)) form.opened.delete(key);
  const message = `Removed “${title}” from ${f.label}.`;
  form.announce(message);
  const undo = el('button', { type: 'button', className: 'form-undo-button' }, 'Undo');
  undo.addEventListener('click', () => {
    const now = listItems(f, form.doc().getField(path));
    const at = Math.min(index, now.length);
    if (Array.isArray(form.doc().getField(path)) || now.length === 0) form.edit((d) => d.addItem(path, removed, at));
    else setList(form, f, path, [...now.slice(0, at), removed, ...now.slice(at)]);
    form.undoBar.hidden = true;
    form.announce(`Put “${title}” back in ${f.label}.`);
    const objects = f.item.kind === 'object' || f.item.kind === 'choice';
    form.render(objects ? `${keyOf([...path, at])}#card` : keyOf([...path, at]), true);
  });
  form.undoBar.replaceChildren(el('span', {}, message, ' '), undo);
  form.undoBar.hidden = false;
  // the focus goes to the item now in its place, or the list's Add button
  const next = index < items.length - 1 ? index : index - 1;
  const objects = f.item.kind === 'object' || f.item.kind === 'choice';
  form.render(next >= 0 ? (objects ? `${keyOf([...path, next])}#card` : `${keyOf([...path, next])}#remove`) : `${keyOf(path)}#add`, true);
}

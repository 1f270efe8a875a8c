import { isMap, isScalar, isSeq, type Document, type Node as YamlNode } from 'yaml';
import { openYamlDocument, type FieldPath, type YamlDocument } from '../form/document.ts';
import { describeField, type Field } from '../form/fields.ts';
import { scalarControl } from './form-controls.ts';
import { el, keyOf, quoted, type Value } from './form-dom.ts';
import { drawChoice, drawObject } from './form-groups.ts';
import { drawList } from './form-lists.ts';
import type { FormContext, FormOptions } from './form-context.ts';
import type { Schema } from './schema-assist.ts';
import { FORM_TEXT as T } from './texts/form.ts';

/**
 * The open file as a form generated from its schema (issue 30): one document, two views. Every change
 * in the form is made on the YAML text (src/editor/form/document.ts, touching only that field's lines)
 * and handed to the YAML view at once; a text changed in the YAML view draws the form again.
 * Its parts: form-controls.ts (single values), form-groups.ts (objects, choices), form-lists.ts (lists).
 */

export type { FormOptions } from './form-context.ts';

export interface FormProblem {
  line: number;
  col: number;
  message: string;
  code?: string;
  /** What is wrong, without the hint; and the hint. */
  detail?: string;
  hint?: string;
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
  /** Focuses the field at a path (click to edit); false when the form has no control for it. */
  focusPath(path: FieldPath): boolean;
  /** The value at a path in the text as it is now. */
  valueAt(path: FieldPath): Value;
  /** An item just added: its card opened and brought into view, its first field focused. */
  revealItem(path: FieldPath): void;
  /** Focuses the first field still empty (a new page's). */
  focusFirstEmpty(): void;
  /** A new page: its empty required fields are marked once left, or at the first save. */
  markNew(): void;
  /** Save was pressed: every problem shows on its field. */
  saveAttempted(): void;
  /** The problems as the form says them (by the field's label), without those of fields still to reach. */
  wording<P extends FormProblem>(problems: P[]): { problem: P; text: { text: string; label?: string } }[];
}

export { youtubeId } from './form-controls.ts';

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

/** The form's state, handed to the functions that draw its parts: the open file's fields, the text, the cards opened. */
export class FormState implements FormContext {
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
  /** Items (or the whole file) made in this session: their empty fields are not marked as problems until left. */
  private readonly fresh = new Set<string>();
  /** Fields the person has left once. */
  private readonly touched = new Set<string>();
  private saved = false;
  /** The value of every list drawn, by path: the buttons read it. */
  values: Value;

  constructor(readonly options: FormOptions) {
    this.root.append(this.live, this.undoBar, this.body, this.datalists);
    // a field left is marked (its problem shown) once the press that left it is over: shown at the
    // press, a note would move what is below it, and the button pressed would no longer be under the pointer
    let pressing = false;
    document.addEventListener('pointerdown', () => (pressing = true), { capture: true });
    document.addEventListener('pointerup', () => (pressing = false), { capture: true });
    this.root.addEventListener('focusout', (event) => {
      const field = (event.target as HTMLElement | null)?.dataset?.field;
      if (field === undefined || this.touched.has(field)) return;
      this.touched.add(field);
      if (!pressing) return this.applyProblems();
      document.addEventListener('click', () => setTimeout(() => this.applyProblems()), { capture: true, once: true });
    });
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

  /** The value at `path` in the text as it is now (typed since the form was drawn, too). */
  valueAt(path: FieldPath): Value {
    return this.doc().getField(path);
  }

  open(schema: Schema | undefined, file: string) {
    this.file = file;
    this.field = schema ? describeField(schema as Parameters<typeof describeField>[0]) : undefined;
    this.opened.clear();
    this.fresh.clear();
    this.touched.clear();
    this.saved = false;
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
      this.body.replaceChildren(el('p', { className: 'form-note' }, this.file ? T.noSchema(this.file) : T.chooseFile));
      return;
    }
    const parsed = openYamlDocument(source);
    if (parsed.document().errors.length > 0) {
      this.body.replaceChildren(el('p', { className: 'form-note', role: 'alert' }, T.unreadable));
      return;
    }
    // where the focus is, to put it back
    const active = document.activeElement as HTMLElement | null;
    const wanted = focusKey ?? (active && this.body.contains(active) ? active.dataset.key : undefined);
    const selection = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? [active.selectionStart, active.selectionEnd] : undefined;
    const scroll = this.root.parentElement?.scrollTop;
    this.values = parsed.getField([]);
    this.body.replaceChildren(this.drawField(this.field, [], this.values));
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

  drawField(f: Field, path: FieldPath, value: Value, label?: string): HTMLElement {
    if (f.kind === 'object') return drawObject(this, f, path, value, label);
    if (f.kind === 'choice') return drawChoice(this, f, path, value, label);
    if (f.kind === 'list') return drawList(this, f, path, value);
    return scalarControl(this, f, path, value, label);
  }

  private openAround(target: HTMLElement) {
    for (let node: HTMLElement | null = target.parentElement; node && node !== this.body; node = node.parentElement) {
      if (node instanceof HTMLDetailsElement && !node.open) {
        node.open = true;
        if (node.dataset.field) this.opened.set(node.dataset.field, true);
      }
    }
  }

  /** The control of the field at `path`, or of its group; opened and brought into view, then focused. */
  focusPath(path: FieldPath): boolean {
    if (!this.showing) return false;
    if (this.shownText !== this.options.text()) this.render();
    for (let depth = path.length; depth >= 0; depth--) {
      const key = keyOf(path.slice(0, depth));
      const field = this.body.querySelector<HTMLElement>(`[data-field=${quoted(key)}]`);
      if (!field) continue;
      const control = field.matches('input, select, textarea') ? field : field.querySelector<HTMLElement>('input, select, textarea');
      if (!control) continue;
      this.openAround(control);
      control.scrollIntoView?.({ block: 'center' });
      control.focus({ preventScroll: true });
      return true;
    }
    return false;
  }

  markNew(): void {
    this.fresh.add('');
  }

  saveAttempted(): void {
    this.saved = true;
    this.applyProblems();
  }

  revealItem(path: FieldPath): void {
    const key = keyOf(path);
    this.fresh.add(key);
    this.opened.set(key, true);
    this.render(undefined, true);
    const card = this.body.querySelector<HTMLElement>(`[data-field=${quoted(key)}]`);
    if (!card) return;
    this.openAround(card);
    if (card instanceof HTMLDetailsElement) card.open = true;
    card.scrollIntoView?.({ block: 'start' });
    card.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus({ preventScroll: true });
  }

  focusFirstEmpty(): void {
    const empty = [...this.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]):not([type="checkbox"]), textarea')].find((control) => control.value === '');
    if (!empty) return;
    this.openAround(empty);
    empty.scrollIntoView?.({ block: 'center' });
    empty.focus({ preventScroll: true });
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
    const named = NAMED_FIELD.exec(problem.message)?.slice(1).find(Boolean);
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
      if (this.waitsToBeLeft(problem, control)) continue;
      let note = seen.get(control);
      if (!note) {
        note = el('p', { className: 'form-problem', id: `${control.id}-problem` });
        control.closest('.form-row, .form-item')?.append(note);
        seen.set(control, note);
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', [note.id, control.dataset.describedby].filter(Boolean).join(' '));
      }
      note.append(el('span', {}, formWords(problem, control)));
    }
  }

  wording<P extends FormProblem>(problems: P[]): { problem: P; text: { text: string; label?: string } }[] {
    if (this.shownText !== this.options.text()) this.render(undefined, true);
    return problems.flatMap((problem) => {
      const control = this.controlFor(problem);
      if (!control) return [{ problem, text: { text: problem.detail ?? problem.message } }];
      if (this.waitsToBeLeft(problem, control)) return [];
      return [{ problem, text: { text: formWords(problem, control), label: labelOf(control) } }];
    });
  }

  /** An empty field of an item made in this session is not marked before the person has left it or saved. */
  private waitsToBeLeft(problem: FormProblem, control: HTMLElement): boolean {
    if (this.saved || !EMPTY.has(problem.code ?? '')) return false;
    const field = control.dataset.field ?? control.closest<HTMLElement>('[data-field]')?.dataset.field ?? '';
    if (this.touched.has(field) || [...this.touched].some((left) => left.startsWith(`${field}/`))) return false;
    return [...this.fresh].some((prefix) => prefix === '' || field === prefix || field.startsWith(`${prefix}/`));
  }
}

/** The problems that say a field is empty or missing. */
const EMPTY = new Set(['empty-value', 'empty-text', 'missing-field', 'too-few-items']);
/** Hints that speak of YAML's syntax (in English or in French): the form says what to do in its own words instead. */
export const YAML_WORDS = /\bcolon\b|\bquotes?\b|\bYAML\b|\bindent|\bthe field\b.*:|write [\w-]+: |\bdeux-points\b|\bguillemets?\b|écrivez [\w-]+: /i;
/**
 * The first field a problem names: "title" in English, « title » in French (not the list of an item named
 * « l’élément 2 de « blocks » », which English writes "blocks item 2" and this does not take for a field).
 */
const NAMED_FIELD = /"([A-Za-z][\w-]*)"|(?<!élément \d+ de )«\u00a0([A-Za-z][\w-]*)\u00a0»/;
/** A problem's text that starts with the field it is about: "title" is empty, « title » est vide. */
const LEADING_FIELD = /^"[A-Za-z][\w-]*"|^«\u00a0[A-Za-z][\w-]*\u00a0»/;

/**
 * A problem as the Form view says it: named by the field's label, with what to do in a person's words
 * ("Description is empty: write one or two sentences"), never YAML's syntax (the YAML view keeps the
 * messages of npm run validate).
 */
/** The label a person reads for a control, or for a group (its legend). */
function labelOf(control: HTMLElement): string | undefined {
  const row = control.closest('.form-row, .form-item');
  return (row?.querySelector('label')?.textContent ?? control.closest('fieldset')?.querySelector('legend')?.textContent)?.trim() || undefined;
}

export function formWords(problem: FormProblem, control: HTMLElement): string {
  const row = control.closest('.form-row, .form-item, fieldset');
  const named = labelOf(control);
  const label = named ?? T.thisField;
  const kind = /\bform-(\w+)\b/.exec(row?.className ?? '')?.[1];
  if (EMPTY.has(problem.code ?? '')) {
    const todo =
      kind === 'longText'
        ? T.todoSentences
        : kind === 'ref' || kind === 'icon' || kind === 'enum'
          ? T.todoChoose
          : kind === 'asset'
            ? T.todoFile
            : kind === 'list'
              ? T.todoAdd
              : T.todoWrite(named);
    return T.empty(named, todo);
  }
  const detail = (problem.detail ?? problem.message).replace(LEADING_FIELD, label).replace(/^[a-zà-ÿ]/, (c) => c.toUpperCase());
  const hint = problem.hint && !YAML_WORDS.test(problem.hint) ? problem.hint : '';
  return T.problem(detail, hint);
}

export function createFormView(options: FormOptions): FormView {
  const form = new FormState(options);
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
    focusPath: (path) => form.focusPath(path),
    valueAt: (path) => form.valueAt(path),
    revealItem: (path) => form.revealItem(path),
    focusFirstEmpty: () => form.focusFirstEmpty(),
    markNew: () => form.markNew(),
    wording: (problems) => form.wording(problems),
    saveAttempted: () => form.saveAttempted(),
  };
}

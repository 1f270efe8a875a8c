import { diffWords } from 'diff';
import type { ErrorAnswer, LanguageInfo, SaveConflictAnswer, SavedAnswer, TranslateRequest, TranslationAnswer, TranslationRow } from '../contract.ts';
import { el } from './form-dom.ts';
import { localDrafts, whenKept } from './local-drafts.ts';
import { interfaceLanguage } from './texts/language.ts';
import { TRANSLATE_TEXT as T } from './texts/translate.ts';

/**
 * The Translate view of the open file: each text of the source (English) beside its translation in
 * the language chosen, with its state in words (not translated yet, up to date, the English changed
 * since, not yet checked), a filter on what needs work, and one Save for every text changed. For a
 * person who never sees the YAML: the server (GET translation, POST translate) reads and writes the
 * translation file beside the source. Nothing typed is lost: unsaved texts are kept in the browser per
 * file and language (local-drafts.ts) and offered back on return, and kept through a conflict.
 */

export type Call = <T, B extends object = Record<string, never>>(url: string, body?: B) => Promise<{ status: number; data: T & Partial<ErrorAnswer> }>;

export interface TranslateOptions {
  /** The API's address for the host the editor runs in. */
  api: string;
  call: Call;
  /** A translation was saved: the list's states follow, the preview shows it. */
  saved(file: string, language: string): void;
  /** The set of files with translations kept in the browser and not saved changed. */
  keptChanged(): void;
  /** Whether the source file has changes not saved yet (the view then says it shows the English as saved). */
  sourceDirty(): boolean;
  /** The language shown changed (undefined: none), for the preview to follow. */
  languageShown(code: string | undefined): void;
}

export interface TranslateView {
  readonly element: HTMLElement;
  /** The site's languages, the default first (empty on a one-language site). */
  setLanguages(languages: LanguageInfo[]): void;
  /** The file opened (a source file, or none): read when the view shows. */
  open(file: string | undefined): void;
  show(visible: boolean): void;
  readonly visible: boolean;
  /** The language chosen (its code), when the view has one. */
  readonly language: string | undefined;
  /** Reads the rows again (the source was saved), keeping what is typed. */
  reload(): Promise<void>;
  /** Texts typed and not saved. */
  readonly dirty: boolean;
  /** Keeps the texts typed in the browser now (the page is left). */
  keepNow(): void;
  /** The source files with translations kept in the browser and not saved. */
  keptFiles(): string[];
}

type Value = string | Record<string, string>;
type Filter = 'all' | 'work';
interface Draft {
  edits: [string, Value][];
  marked: string[];
}

const LANGUAGE_KEY = 'site-editor:translate-language';
const FILTER_KEY = 'site-editor:translate-filter';
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A file that is itself a translation: `pages/about.fr.yaml`. */
export const isTranslationFile = (file: string) => /\.[a-z]{2}(?:-[A-Z]{2})?\.ya?ml$/.test(file);
/** A file the Translate view takes: a YAML file of the site that is no translation. */
export const isTranslatable = (file: string) => /\.ya?ml$/.test(file) && !isTranslationFile(file);

/**
 * A language as the interface names it mid-sentence ("French"; « français » in French), with its own name
 * beside when different ("French (Français)", « arabe (العربية) »).
 */
export function languageName(language: Pick<LanguageInfo, 'code' | 'name'>, withOwn = false): string {
  let named: string | undefined;
  try {
    named = new Intl.DisplayNames([interfaceLanguage()], { type: 'language' }).of(language.code);
  } catch {
    named = undefined;
  }
  if (!named || named === language.code) return language.name;
  return withOwn && language.name.toLowerCase() !== named.toLowerCase() ? `${named} (${language.name})` : named;
}

/** The same at the start of a label: "French", « Français ». */
export function languageLabel(language: Pick<LanguageInfo, 'code' | 'name'>, withOwn = false): string {
  const name = languageName(language, withOwn);
  return name.charAt(0).toLocaleUpperCase(interfaceLanguage()) + name.slice(1);
}

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};
const remembered = (key: string) => storage()?.getItem(key) ?? undefined;
const remember = (key: string, value: string) => {
  try {
    storage()?.setItem(key, value);
  } catch {
    /* not remembered; nothing else changes */
  }
};

/**
 * The plural forms of a language in order, each with the numbers it is for, as a person reads them:
 * French one "for 0, 1", many "for 1,000,000, 2,000,000…", other "for 2 and more"; Arabic few "for 3–10, 103–110…".
 */
export function pluralForms(code: string): { form: string; label: string }[] {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(code);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const LIMIT = 1000;
  const categories = [...rules.resolvedOptions().pluralCategories].sort((a, b) => PLURAL_ORDER.indexOf(a) - PLURAL_ORDER.indexOf(b));
  const ranges = new Map<string, [number, number][]>(categories.map((category) => [category, []]));
  for (let n = 0; n <= LIMIT; n++) {
    const list = ranges.get(rules.select(n))!;
    const last = list.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else list.push([n, n]);
  }
  const number = new Intl.NumberFormat(interfaceLanguage());
  const said = ([a, b]: [number, number]) =>
    b === LIMIT && b - a > 100 ? T.andMore(number.format(a)) : a === b ? number.format(a) : b === a + 1 ? `${a}, ${b}` : `${number.format(a)}–${number.format(b)}`;
  return categories.map((form) => {
    const list = ranges.get(form)!;
    if (list.length > 0) return { form, label: T.pluralFor(`${list.slice(0, 2).map(said).join(', ')}${list.length > 2 ? '…' : ''}`) };
    const big = [1e6, 2e6].filter((n) => rules.select(n) === form);
    if (big.length > 0) return { form, label: T.pluralFor(`${big.map((n) => number.format(n)).join(', ')}…`) };
    const fraction = [0.5, 1.5, 2.5].find((n) => rules.select(n) === form);
    return { form, label: fraction !== undefined ? T.forFractions(number.format(fraction)) : T.forOtherNumbers };
  });
}

/** "useCases" → "use cases"; "use cases" → "use case". */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
const singular = (name: string) => (/ies$/.test(name) ? name.replace(/ies$/, 'y') : /[^s]s$/.test(name) ? name.slice(0, -1) : name);

/** Where a text is, in words: ["use case fraud-alerts", "title"] for industry.useCases.fraud-alerts.title. */
export function placeInWords(row: Pick<TranslationRow, 'at' | 'path' | 'field'>): string[] {
  const shown = row.path.split('.');
  const aligned = shown.length === row.at.length;
  const parts: string[] = [];
  for (let i = 0; i < row.at.length; i++) {
    const segment = row.at[i];
    if (typeof segment === 'number') {
      parts.push(T.item(segment + 1));
      continue;
    }
    const next = row.at[i + 1];
    if (typeof next === 'number') {
      const id = aligned ? shown[i + 1] : String(next);
      parts.push(`${singular(words(segment))} ${id === String(next) ? next + 1 : id}`);
      i++;
    } else parts.push(words(segment));
  }
  return parts.length > 0 ? parts : [row.field || row.path];
}

const keyOf = (at: (string | number)[]) => JSON.stringify(at);
const isForms = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A translation as the view compares it: a text, or the forms of a counted text that are filled; '' when nothing is. */
function normalised(value: unknown): Value {
  if (typeof value === 'string') return value;
  if (isForms(value)) {
    const forms: Record<string, string> = {};
    for (const [form, text] of Object.entries(value)) if (typeof text === 'string' && text !== '') forms[form] = text;
    return Object.keys(forms).length > 0 ? forms : '';
  }
  return value === undefined || value === null ? '' : String(value);
}
const same = (a: Value, b: Value) => {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
};

/** A text of the source as one string, for the word diff of a stale row: a counted text form by form. */
const asText = (value: unknown): string => (isForms(value) ? Object.entries(value).map(([form, text]) => `${form}: ${String(text)}`).join('\n') : String(value ?? ''));

let uid = 0;

export function createTranslateView(options: TranslateOptions): TranslateView {
  const { api, call } = options;
  const kept = localDrafts(`translate:${api}`);
  const draftKey = (file: string, code: string) => `${file}#${code}`;

  let languages: LanguageInfo[] = [];
  let file: string | undefined;
  let code: string | undefined = remembered(LANGUAGE_KEY);
  let filter: Filter = remembered(FILTER_KEY) === 'work' ? 'work' : 'all';
  let visible = false;
  /** What the rows shown were read for ("file#fr"); another file or language reads them again. */
  let loadedFor: string | undefined;
  let answer: TranslationAnswer | undefined;
  const edits = new Map<string, Value>();
  const marked = new Set<string>();
  /** A kept copy offered back and not yet restored or discarded: kept under what is typed meanwhile. */
  let offered: Draft | undefined;
  let loading = 0;
  let saving = false;

  // --- the panel ----------------------------------------------------------------------------------
  const element = el('div', { className: 'edit-translate', hidden: true });
  const picker = el('select', { id: `tv-language-${++uid}`, className: 'tv-language' });
  const pickerLabel = el('label', { for: picker.id }, T.language);
  const showAll = el('input', { type: 'radio', name: `tv-show-${uid}`, value: 'all', checked: filter === 'all' });
  const showWork = el('input', { type: 'radio', name: `tv-show-${uid}`, value: 'work', checked: filter === 'work' });
  const show = el('fieldset', { className: 'tv-show' }, el('legend', {}, T.show), el('label', {}, showAll, T.allTexts), el('label', {}, showWork, T.onlyWork));
  const saveButton = el('button', { type: 'button', className: 'tv-primary tv-save', disabled: true }, T.saveTranslation);
  const bar = el('div', { className: 'tv-bar' }, el('div', { className: 'tv-picker' }, pickerLabel, picker), show, saveButton);
  const summary = el('p', { className: 'tv-summary' });
  const status = el('p', { className: 'tv-status', role: 'status' });
  const sourceNote = el('p', { className: 'tv-note', hidden: true }, T.sourceNotSaved(languageName({ code: 'en', name: 'English' })));
  const restoreBar = el('section', { className: 'tv-restore', hidden: true, 'aria-label': T.keptRegion });
  const conflict = el('section', { className: 'tv-conflict', hidden: true, 'aria-label': T.conflictRegion });
  const fileProblems = el('ul', { className: 'tv-problems', hidden: true, 'aria-label': T.fileMistakes });
  const list = el('ol', { className: 'tv-rows', 'aria-label': T.texts });
  const empty = el('p', { className: 'tv-empty', hidden: true });
  element.append(bar, summary, status, sourceNote, restoreBar, conflict, fileProblems, list, empty);

  const setStatus = (text: string, kind: 'info' | 'warn' | 'error' = 'info') => {
    status.textContent = text;
    status.dataset.kind = kind;
  };

  function fillPicker() {
    const others = languages.slice(1);
    if (!others.some((l) => l.code === code)) code = others[0]?.code;
    picker.replaceChildren(...others.map((l) => el('option', { value: l.code, selected: l.code === code }, languageLabel(l, true))));
    if (languages[0]) sourceNote.textContent = T.sourceNotSaved(languageName(languages[0]));
  }

  picker.addEventListener('change', () => {
    keepNow();
    code = picker.value;
    remember(LANGUAGE_KEY, code);
    resetTyped();
    options.languageShown(code);
    void load();
  });
  for (const radio of [showAll, showWork])
    radio.addEventListener('change', () => {
      if (!radio.checked) return;
      filter = radio.value as Filter;
      remember(FILTER_KEY, filter);
      applyFilter();
    });
  saveButton.addEventListener('click', () => void save());
  element.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  });

  function resetTyped() {
    edits.clear();
    marked.clear();
    offered = undefined;
    answer = undefined;
    loadedFor = undefined;
    restoreBar.hidden = true;
    conflict.hidden = true;
    list.replaceChildren();
    summary.textContent = '';
    setStatus('');
  }

  // --- reading ------------------------------------------------------------------------------------
  async function load(offer = true): Promise<void> {
    if (!file || !code) return;
    const wanted = draftKey(file, code);
    const request = ++loading;
    if (!answer) setStatus(T.reading);
    sourceNote.hidden = !options.sourceDirty();
    const { status: got, data } = await call<TranslationAnswer>(`${api}/translation?${new URLSearchParams({ path: file, language: code })}`);
    if (request !== loading || !file || !code || draftKey(file, code) !== wanted) return;
    if (got !== 200 || !data.rows) {
      answer = undefined;
      loadedFor = undefined;
      list.replaceChildren();
      summary.textContent = '';
      empty.hidden = true;
      setStatus(data.error ?? T.notRead, 'error');
      return;
    }
    answer = data;
    loadedFor = wanted;
    // what was typed stays; a text typed that the file now has anyway is no change any more
    for (const row of data.rows) {
      const key = keyOf(row.at);
      const typed = edits.get(key);
      if (typed !== undefined && same(typed, normalised(row.translation))) edits.delete(key);
      if (row.state === 'current') marked.delete(key);
    }
    if (status.dataset.kind !== 'warn' && status.dataset.kind !== 'error' && status.textContent === T.reading) setStatus('');
    render();
    if (offer) offerKept();
  }

  // --- drawing ------------------------------------------------------------------------------------
  function render() {
    if (!answer) return;
    const target = answer.language;
    const name = languageName(target);
    const rows = answer.rows;
    const count = (state: TranslationRow['state']) => rows.filter((row) => row.state === state).length;
    const parts = [T.summaryDone(rows.length - count('missing'), rows.length, name)];
    if (count('missing') > 0) parts.push(T.summaryMissing(count('missing')));
    if (count('stale') > 0) parts.push(T.summaryStale(count('stale'), languageName(answer.sourceLanguage)));
    if (count('unchecked') > 0) parts.push(T.summaryUnchecked(count('unchecked')));
    summary.textContent = parts.join(' · ');
    saveButton.textContent = T.saveLanguage(name);
    sourceNote.textContent = T.sourceNotSaved(languageName(answer.sourceLanguage));
    const problems = answer.problems ?? [];
    fileProblems.hidden = problems.length === 0;
    fileProblems.replaceChildren(...problems.map((p) => el('li', {}, T.fileProblem(answer!.translation, p.line, p.message))));
    list.replaceChildren(...rows.map((row) => drawRow(row)));
    applyFilter();
    updateDirty();
    if (visible) growAll();
  }

  function drawRow(row: TranslationRow): HTMLLIElement {
    const answered = answer!;
    const key = keyOf(row.at);
    const id = `tv-${++uid}`;
    const place = placeInWords(row);
    const target = answered.language;
    const sourceName = languageName(answered.sourceLanguage);
    const SourceName = languageLabel(answered.sourceLanguage);
    const TargetName = languageLabel(target);
    const lang = interfaceLanguage();
    const counted = isForms(row.source);

    const heading = el('h3', { className: 'tv-name', id: `${id}-name` }, ...place.slice(0, -1).flatMap((part) => [el('span', { className: 'tv-place' }, part), el('span', { className: 'tv-sep' }, ' › ')]), el('strong', {}, place.at(-1)!));
    const state = el('p', { className: 'tv-state', id: `${id}-state` });
    const action = el('button', { type: 'button', className: 'tv-action', hidden: true });

    // the source, read-only, in its language
    const sourceColumn = el('div', { className: 'tv-source', lang: answered.sourceLanguage.code, dir: answered.sourceLanguage.dir });
    const sourceLabel = el('p', { className: 'tv-column-label', lang, id: `${id}-source-label` }, SourceName);
    if (row.state === 'stale' && row.before !== undefined) {
      const changes = diffWords(asText(row.before), asText(row.source));
      const before = el('p', { className: 'tv-text tv-before' }, ...changes.filter((c) => !c.added).map((c) => (c.removed ? el('del', {}, c.value) : c.value)));
      const now = el('p', { className: 'tv-text tv-now', id: `${id}-source` }, ...changes.filter((c) => !c.removed).map((c) => (c.added ? el('ins', {}, c.value) : c.value)));
      sourceColumn.append(
        el('p', { className: 'tv-column-label', lang }, T.sourceBefore(SourceName)),
        before,
        el('p', { className: 'tv-column-label', lang }, T.sourceNow(SourceName)),
        now,
      );
    } else if (counted) {
      const forms = pluralForms(answered.sourceLanguage.code);
      const source = row.source as Record<string, unknown>;
      sourceColumn.append(
        sourceLabel,
        el(
          'dl',
          { className: 'tv-text tv-forms', id: `${id}-source` },
          ...Object.entries(source).flatMap(([form, text]) => [el('dt', { lang }, forms.find((f) => f.form === form)?.label ?? form), el('dd', {}, String(text))]),
        ),
      );
    } else sourceColumn.append(sourceLabel, el('p', { className: 'tv-text', id: `${id}-source` }, String(row.source ?? '')));

    // the translation: one box, or one per plural form of the language
    const targetColumn = el('div', { className: 'tv-target' });
    const described = `${id}-state ${id}-source`;
    const inputs: { form?: string; box: HTMLTextAreaElement }[] = [];
    const typed = edits.get(key);
    const shown = normalised(typed ?? row.translation);
    const box = (boxId: string, value: string) => {
      const area = el('textarea', { id: boxId, className: 'tv-input', lang: target.code, dir: target.dir, rows: 1, value, spellcheck: true, 'aria-describedby': described });
      area.addEventListener('input', () => {
        grow(area);
        changed();
      });
      return area;
    };
    const forWhat = el('span', { className: 'tv-visually-hidden' }, T.translationOf(place.join(' › ')));
    if (counted) {
      const fieldset = el('fieldset', { className: 'tv-forms-input' }, el('legend', { lang }, TargetName, forWhat));
      for (const { form, label } of pluralForms(target.code)) {
        const area = box(`${id}-${form}`, typeof shown === 'string' ? '' : (shown[form] ?? ''));
        inputs.push({ form, box: area });
        fieldset.append(el('label', { for: area.id }, label), area);
      }
      fieldset.append(el('p', { className: 'tv-hint' }, T.keepCount));
      targetColumn.append(fieldset);
    } else {
      const area = box(`${id}-input`, typeof shown === 'string' ? shown : asText(shown));
      inputs.push({ box: area });
      targetColumn.append(el('label', { for: area.id, className: 'tv-column-label', lang }, TargetName, forWhat), area);
    }

    const item = el('li', { className: 'tv-row', 'data-key': key, 'data-path': row.path, 'data-state': row.state, 'aria-labelledby': `${id}-name`, 'aria-describedby': `${id}-state` });
    item.append(el('div', { className: 'tv-row-head' }, heading, state, action), el('div', { className: 'tv-columns' }, sourceColumn, targetColumn));

    const value = (): Value => {
      if (!counted) return inputs[0].box.value;
      const forms: Record<string, string> = {};
      for (const { form, box: area } of inputs) if (area.value !== '') forms[form!] = area.value;
      return Object.keys(forms).length > 0 ? forms : '';
    };
    const original = normalised(row.translation);

    function drawState() {
      const edited = edits.has(key);
      const isMarked = marked.has(key);
      const words: Record<TranslationRow['state'], string> = {
        missing: T.stateMissing,
        current: T.stateCurrent,
        stale: T.stateStale(sourceName, row.before === undefined),
        unchecked: T.stateUnchecked,
      };
      const sign = { missing: '○', current: '✓', stale: '!', unchecked: '?' }[row.state];
      state.replaceChildren(el('span', { className: 'tv-sign', 'aria-hidden': 'true' }, sign), ' ', words[row.state]);
      if (isMarked && !edited) state.append(el('span', { className: 'tv-pending' }, T.pendingMarked));
      if (edited) state.append(el('span', { className: 'tv-pending' }, T.pendingChanged));
      const canMark = (row.state === 'stale' || row.state === 'unchecked') && !edited && original !== '';
      action.hidden = !canMark;
      action.textContent = isMarked ? T.undo : row.state === 'stale' ? T.keepMine : T.markChecked;
      if (canMark) action.setAttribute('aria-describedby', `${id}-name`);
      item.dataset.pending = String(edited || isMarked);
    }

    function changed() {
      const now = value();
      if (same(now, original)) edits.delete(key);
      else edits.set(key, now);
      drawState();
      updateDirty();
      keepSoon();
    }

    action.addEventListener('click', () => {
      if (marked.has(key)) marked.delete(key);
      else marked.add(key);
      drawState();
      updateDirty();
      keepSoon();
      action.focus();
    });
    drawState();
    return item;
  }

  function applyFilter() {
    if (!answer) return;
    let shown = 0;
    for (const item of list.querySelectorAll<HTMLLIElement>('.tv-row')) {
      const needsWork = item.dataset.state !== 'current' || item.dataset.pending === 'true' || item.contains(document.activeElement);
      item.hidden = filter === 'work' && !needsWork;
      if (!item.hidden) shown++;
    }
    empty.hidden = shown > 0;
    empty.textContent = answer.rows.length === 0 ? T.noTexts : T.nothingToDo(languageName(answer.language));
    if (visible) growAll();
  }

  const fieldSizing = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content');
  function grow(area: HTMLTextAreaElement) {
    if (fieldSizing) return;
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight + 2}px`;
  }
  function growAll() {
    if (fieldSizing) return;
    for (const area of list.querySelectorAll<HTMLTextAreaElement>('.tv-row:not([hidden]) textarea')) grow(area);
  }

  function updateDirty() {
    saveButton.disabled = saving || !answer || (edits.size === 0 && marked.size === 0);
  }

  // --- nothing typed is lost ----------------------------------------------------------------------
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  let keptBefore = '';
  function keepSoon() {
    clearTimeout(keepTimer);
    keepTimer = setTimeout(keepNow, 250);
  }
  function keepNow() {
    clearTimeout(keepTimer);
    if (!file || !code || !loadedFor || loadedFor !== draftKey(file, code)) return;
    const allEdits = new Map<string, Value>([...(offered?.edits ?? []), ...edits]);
    const allMarked = new Set([...(offered?.marked ?? []), ...marked]);
    if (allEdits.size === 0 && allMarked.size === 0) kept.forget(loadedFor);
    else kept.keep(loadedFor, JSON.stringify({ edits: [...allEdits], marked: [...allMarked] } satisfies Draft), answer?.hash ?? null);
    const now = kept.files().sort().join('\n');
    if (now !== keptBefore) {
      keptBefore = now;
      options.keptChanged();
    }
  }
  window.addEventListener('pagehide', keepNow);

  function readDraft(key: string): { draft: Draft; at: number; base: string | null } | undefined {
    const copy = kept.read(key);
    if (!copy) return undefined;
    try {
      const draft = JSON.parse(copy.text) as Draft;
      if (!Array.isArray(draft.edits) || !Array.isArray(draft.marked)) return undefined;
      return { draft, at: copy.at, base: copy.base };
    } catch {
      return undefined;
    }
  }

  /** A copy kept in the browser for this file and language: offered back, never put in without a word. */
  function offerKept() {
    if (!answer || !loadedFor) return;
    const found = readDraft(loadedFor);
    restoreBar.hidden = true;
    offered = undefined;
    if (!found) return;
    const rows = new Map(answer.rows.map((row) => [keyOf(row.at), row]));
    const draftEdits = found.draft.edits.filter(([key, value]) => rows.has(key) && !same(value, normalised(rows.get(key)!.translation)) && !(edits.has(key) && same(edits.get(key)!, value)));
    const draftMarked = found.draft.marked.filter((key) => rows.get(key)?.state === 'stale' || rows.get(key)?.state === 'unchecked');
    if (draftEdits.length === 0 && draftMarked.length === 0) {
      if (edits.size === 0 && marked.size === 0) kept.forget(loadedFor);
      return;
    }
    offered = { edits: draftEdits, marked: draftMarked };
    const name = languageName(answer.language);
    const sameBase = found.base === answer.hash;
    const n = draftEdits.length + draftMarked.filter((key) => !draftEdits.some(([k]) => k === key)).length;
    const restore = el('button', { type: 'button', className: 'tv-primary' }, T.restore);
    const discard = el('button', { type: 'button' }, T.discard);
    restore.addEventListener('click', () => {
      for (const [key, value] of offered?.edits ?? []) edits.set(key, value);
      for (const key of offered?.marked ?? []) marked.add(key);
      offered = undefined;
      restoreBar.hidden = true;
      render();
      keepNow();
      setStatus(sameBase ? T.restoredSame : T.restoredOver, 'warn');
      list.querySelector<HTMLElement>('.tv-row[data-pending="true"] textarea')?.focus();
    });
    discard.addEventListener('click', () => {
      offered = undefined;
      restoreBar.hidden = true;
      keepNow();
    });
    restoreBar.replaceChildren(
      el('h3', {}, T.keptHeading(n, name, whenKept(found.at))),
      ...(sameBase ? [] : [el('p', {}, T.keptSavedElsewhere(name))]),
      el('div', { className: 'edit-dialog-actions' }, restore, discard),
    );
    restoreBar.hidden = false;
  }

  // --- saving -------------------------------------------------------------------------------------
  async function save() {
    if (!answer || !file || !code || saving || (edits.size === 0 && marked.size === 0)) return;
    const rows = new Map(answer.rows.map((row) => [keyOf(row.at), row]));
    const texts: TranslateRequest['texts'] = [];
    const sent = new Map<string, Value>();
    for (const [key, row] of rows) {
      const value = edits.has(key) ? edits.get(key)! : marked.has(key) ? normalised(row.translation) : undefined;
      if (value === undefined || (value === '' && !edits.has(key))) continue;
      texts.push({ at: row.at, value });
      sent.set(key, value);
    }
    if (texts.length === 0) return;
    keepNow();
    saving = true;
    updateDirty();
    conflict.hidden = true;
    setStatus(T.saving);
    const name = languageName(answer.language);
    const savedFile = file;
    const savedCode = code;
    const translationPath = answer.translation;
    const { status: got, data } = await call<SavedAnswer & SaveConflictAnswer, TranslateRequest>(`${api}/translate`, { path: file, language: code, hash: answer.hash, texts });
    saving = false;
    if (file !== savedFile || code !== savedCode) return;
    if (got === 409) {
      updateDirty();
      return showConflict(name);
    }
    if (got !== 200 || !data.hash) {
      updateDirty();
      return setStatus(T.notSaved(data.error), 'error');
    }
    for (const [key, value] of sent) {
      if (edits.has(key) && same(edits.get(key)!, value)) edits.delete(key);
      marked.delete(key);
    }
    const mine = (data.problems ?? []).filter((p) => p.file === translationPath);
    if (mine.length > 0) setStatus(T.savedWithProblems(texts.length, name, mine.length, mine[0].message), 'warn');
    else setStatus(T.saved(texts.length, name));
    await load(false);
    keepNow();
    options.saved(savedFile, savedCode);
  }

  function showConflict(name: string) {
    keepNow();
    const reload = el('button', { type: 'button', className: 'tv-primary' }, T.reloadKeeping);
    reload.addEventListener('click', async () => {
      conflict.hidden = true;
      await load(false);
      setStatus(T.reloaded(name), 'warn');
      list.querySelector<HTMLElement>('.tv-row[data-pending="true"] textarea')?.focus();
    });
    conflict.replaceChildren(
      el('h3', {}, T.conflictHeading(name)),
      el('p', {}, T.conflictText),
      el('div', { className: 'edit-dialog-actions' }, reload),
    );
    conflict.hidden = false;
    setStatus(T.conflictStatus, 'error');
    reload.focus();
  }

  return {
    element,
    setLanguages(next) {
      languages = next;
      fillPicker();
    },
    open(next) {
      if (next === file) return;
      keepNow();
      file = next;
      resetTyped();
      sourceNote.hidden = true;
      if (visible && file) void load();
    },
    show(next) {
      visible = next;
      element.hidden = !next;
      options.languageShown(next ? code : undefined);
      if (!next) return keepNow();
      sourceNote.hidden = !options.sourceDirty();
      if (file && code && loadedFor !== draftKey(file, code)) void load();
      else growAll();
    },
    get visible() {
      return visible;
    },
    get language() {
      return code;
    },
    async reload() {
      if (!visible || !file || !answer) {
        loadedFor = undefined;
        if (!visible) {
          answer = undefined;
        }
        return;
      }
      await load(false);
    },
    get dirty() {
      return edits.size > 0 || marked.size > 0;
    },
    keepNow,
    keptFiles: () => kept.files().map((key) => key.replace(/#[^#]*$/, '')),
  };
}

import { autocompletion, snippet } from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { forceLinting, linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { createTwoFilesPatch } from 'diff';
import { schemaCompletion, schemaHover, type Facts, type Schema } from './schema-assist.ts';
import { insertionPoint, snippetYaml, TEMPLATES, type Template } from './templates.ts';
import { createFormView } from './form-view.ts';
import { createViewSwitch } from './view-switch.ts';
import { createTranslateView, isTranslatable } from './translate-view.ts';
import { createSiteList } from './site-list.ts';
import { askDeletePage, askPageName } from './page-dialogs.ts';
import { localDrafts, whenKept } from './local-drafts.ts';
import { createMedia } from './media.ts';
import { PREVIEW_MESSAGE, type PreviewClick } from './preview-bridge-message.ts';
import { EDITOR_TEXT as T } from './texts/editor.ts';
import { interfaceLanguage } from './texts/language.ts';
import { languageSwitch } from './texts/language-switch.ts';
import type { IconData } from '../../model/values.ts';
import type {
  CheckAnswer,
  CheckRequest,
  ContextAnswer,
  DeleteAnswer,
  DeleteRequest,
  ErrorAnswer,
  FileAnswer,
  FileListAnswer,
  FindAnswer,
  IconAnswer,
  LinksAnswer,
  NewPageAnswer,
  PageRefusalAnswer,
  PreviewAnswer,
  PreviewRequest,
  Problem,
  RenameAnswer,
  RenameRequest,
  SaveConflictAnswer,
  SavedAnswer,
  SaveRequest,
  SchemaAnswer,
  SiteEntry,
  TranslationsAnswer,
} from '../contract.ts';

/**
 * The browser editor: the site's pages, the open one as a form (or its YAML, or its translation into
 * another language of the site: translate-view.ts) with the site's problems, and its preview, which follows what is typed. Served at /_edit by `npm run dev`, and by the studio
 * (src/studio/) for one draft, which names its API, preview and title in the page. Nothing typed is
 * lost: unsaved text is kept in the browser (local-drafts.ts) and offered back on return.
 */

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
const token = meta('edit-token') ?? '';
const API = meta('edit-api') ?? '/_edit/api';
/** The studio shows a draft's pages at this address (?route=…&live=1); the dev server shows its pages with ?_preview=1. */
const PREVIEW_BUILD = meta('edit-preview');
const TITLE = meta('edit-title') ?? T.editTitle;
const PREVIEW_QUERY = '_preview=1';
const VIEW_KEY = 'site-editor:view';

/** A call of the editor's API (src/editor/contract.ts): the answer's type, or a refusal's; status 0 when the server cannot be reached. */
async function call<Answer, B extends object = Record<string, never>>(url: string, body?: B): Promise<{ status: number; data: Answer & Partial<ErrorAnswer> }> {
  try {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-edit-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({ error: T.serverAnswered(response.status) }))) as Answer & Partial<ErrorAnswer>;
    return { status: response.status, data };
  } catch {
    return { status: 0, data: { error: T.serverUnreachable } as Answer & Partial<ErrorAnswer> };
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & Record<string, unknown> = {}, ...children: (Node | string)[]) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith('data-') || key.startsWith('aria-') || key === 'role') node.setAttribute(key, String(value));
    else (node as unknown as Record<string, unknown>)[key] = value;
  }
  node.append(...children);
  return node;
}

// --- the page -------------------------------------------------------------------------------------
document.documentElement.lang = interfaceLanguage();
const app = document.getElementById('editor-app')!;
const media = createMedia({
  api: API,
  token,
  studio: PREVIEW_BUILD !== undefined,
  describe: (file) => describeFile(file),
});
const siteList = createSiteList((path) => void openFile(path));
const templateBar = element('div', { className: 'edit-templates', role: 'toolbar', 'aria-label': T.addToSite });
const pageTitle = element('h2', { className: 'edit-page-title' }, T.chooseAPage);
const fileTitle = element('p', { className: 'edit-file-title' });
const saveButton = element('button', { className: 'edit-save', disabled: true }, T.save);
const renameButton = element('button', { type: 'button', hidden: true }, T.rename);
const deleteButton = element('button', { type: 'button', className: 'edit-danger', hidden: true }, T.delete);
const status = element('p', { className: 'edit-status', role: 'status' });
const restoreBar = element('section', { className: 'edit-restore', hidden: true, 'aria-label': T.keptChanges });
const editorHost = element('div', { className: 'edit-editor' });
const formHost = element('div', { className: 'edit-form', hidden: true });
const problemsTitle = element('h3', {}, T.problems);
const problemList = element('ol', { className: 'edit-problems', 'aria-label': T.problems });
const conflict = element('section', { className: 'edit-conflict', hidden: true, 'aria-label': T.changedSinceOpened });
const previewNote = element('p', { className: 'edit-preview-note', role: 'status' });
const previewTitle = element('h2', { className: 'edit-preview-title' }, T.preview);
const preview = element('iframe', { className: 'edit-preview', title: T.previewOfThePage });
const welcome = element('div', { className: 'edit-welcome' }, element('p', {}, T.welcome));
const translate = createTranslateView({
  api: API,
  call,
  saved: () => {
    void loadTranslations();
    refreshPreview();
  },
  keptChanged: () => siteList.markUnsaved(unsavedFiles()),
  sourceDirty: () => isDirty(),
  languageShown: (code) => {
    shownLanguage = code;
    if (current) showPreview(languageRoute(current.route));
  },
});
/** A change of view the person did not ask for (the Translate tab put away): not remembered as their choice. */
let viewForced = false;
/** The language the preview shows the open page in (the Translate view's), or the site's own. */
let shownLanguage: string | undefined;
/** The route of the open page in the language shown: its translation's own route, else its route under the language's prefix. */
function languageRoute(route: string): string {
  if (!shownLanguage || !current) return route;
  const own = entries.find((entry) => entry.path === current!.path.replace(/\.ya?ml$/, `.${shownLanguage}.yaml`))?.route;
  return own ?? (route === '/' ? `/${shownLanguage}` : `/${shownLanguage}${route}`);
}
const viewSwitch = createViewSwitch(
  [
    { id: 'form', label: T.viewForm, panel: formHost },
    { id: 'yaml', label: T.viewYaml, panel: editorHost },
    { id: 'translate', label: T.viewTranslate, panel: translate.element },
  ],
  (mode) => {
    form.show(mode === 'form');
    translate.show(mode === 'translate');
    showProblems(view);
    if (viewForced) return; // the Translate tab went away for this file: the person's choice stays for the next
    try {
      localStorage.setItem(VIEW_KEY, mode);
    } catch {
      /* the choice is not remembered, nothing else changes */
    }
  },
);

app.append(
  element('header', { className: 'edit-header' }, element('h1', {}, TITLE), templateBar, languageSwitch(T.interfaceLanguage, () => showInOtherLanguage())),
  siteList.element,
  element(
    'main',
    { className: 'edit-main' },
    element('div', { className: 'edit-toolbar' }, element('div', { className: 'edit-heading' }, pageTitle, fileTitle), saveButton, renameButton, deleteButton, status),
    restoreBar,
    conflict,
    welcome,
    viewSwitch.element,
    editorHost,
    formHost,
    translate.element,
    element('section', { className: 'edit-problem-panel', 'aria-label': T.problems }, problemsTitle, problemList),
  ),
  element('aside', { className: 'edit-side' }, previewTitle, previewNote, preview),
);

// --- state ----------------------------------------------------------------------------------------
let current: { path: string; hash: string | null; saved: string; route: string } | undefined;
let schema: Schema | undefined;
let facts: Facts = { icons: [], collections: {}, labels: {} };
let problems: Problem[] = [];
const schemaCache = new Map<string, Schema | undefined>();
const kept = localDrafts(API);
/** The files with text kept in this browser and not saved: typed in the file, or in one of its translations. */
const unsavedFiles = () => [...new Set([...kept.files(), ...translate.keptFiles()])];
viewSwitch.setAvailable('translate', false);
/** The site's languages, the default first (none on a one-language site). */
let siteLanguages: TranslationsAnswer['languages'] = [];

/** What a file's schema depends on: every page has the page schema (a translation, that of its language); a collection or site.config.yaml its own. */
const schemaKey = (file: string) => (file.startsWith('pages/') ? `pages/*${/(\.[a-z]{2}(?:-[A-Z]{2})?)\.ya?ml$/.exec(file)?.[1] ?? ''}` : file);

async function schemaFor(file: string): Promise<Schema | undefined> {
  const key = schemaKey(file);
  if (!schemaCache.has(key)) {
    const { data } = await call<SchemaAnswer>(`${API}/schema?path=${encodeURIComponent(file)}`);
    schemaCache.set(key, data.schema ?? undefined);
  }
  return schemaCache.get(key);
}

const checkSource = linter(
  async (view): Promise<Diagnostic[]> => {
    if (!current) return [];
    const text = view.state.doc.toString();
    const { status: code, data } = await call<CheckAnswer, CheckRequest>(`${API}/check`, { path: current.path, text });
    if (code !== 200 || !data.problems) {
      setStatus(data.error ?? T.checkFailed, 'error');
      return [];
    }
    if (view.state.doc.toString() !== text) return []; // typed on meanwhile: the next check follows
    problems = data.problems;
    showProblems(view);
    form.setProblems(problems.filter((p) => p.file === current!.path));
    updateDirty();
    followInPreview(text);
    return problems
      .filter((p) => p.file === current!.path && p.line > 0)
      .map((p) => {
        const line = view.state.doc.line(Math.min(p.line, view.state.doc.lines));
        const from = Math.min(line.from + p.col - 1, line.to);
        const word = /^[^\s:,\]]+/.exec(line.text.slice(from - line.from))?.[0].length ?? 0;
        return { from, to: Math.min(from + Math.max(word, 1), line.to), severity: 'error', message: p.message, source: p.code };
      });
  },
  { delay: 300 },
);

const view = new EditorView({
  parent: editorHost,
  state: EditorState.create({ doc: '' }),
});

// --- the form, a second view of the same text (form-view.ts) ------------------------------------
const form = createFormView({
  text: () => view.state.doc.toString(),
  change(text) {
    // only the stretch that differs is replaced: the check, lint and preview follow as for typing
    const old = view.state.doc.toString();
    let from = 0;
    while (from < old.length && from < text.length && old[from] === text[from]) from++;
    let end = 0;
    while (end < old.length - from && end < text.length - from && old[old.length - 1 - end] === text[text.length - 1 - end]) end++;
    view.dispatch({ changes: { from, to: old.length - end, insert: text.slice(from, text.length - end) } });
  },
  facts: () => facts,
  save: () => void save(),
  icon: iconDrawing,
  media: { choose: (kind) => media.library({ kind }), thumbnail: (path) => media.thumbnail(path) },
});
formHost.append(form.element);
const iconDrawings = new Map<string, Promise<IconData | null>>();
/** A Lucide icon's drawing from the server, each name asked for once. */
function iconDrawing(name: string): Promise<IconData | null> {
  let drawing = iconDrawings.get(name);
  if (!drawing) {
    drawing = call<IconAnswer>(`${API}/icon?name=${encodeURIComponent(name)}`).then(({ data }) => data.icon ?? null, () => null);
    iconDrawings.set(name, drawing);
  }
  return drawing;
}

function setView(mode: 'yaml' | 'form' | 'translate') {
  viewSwitch.select(mode);
}

function editorState(text: string): EditorState {
  return EditorState.create({
    doc: text,
    extensions: [
      basicSetup,
      yaml(),
      EditorState.tabSize.of(2),
      lintGutter(),
      checkSource,
      autocompletion({ override: [schemaCompletion(() => schema, () => facts)], activateOnTyping: true }),
      schemaHover(() => schema),
      keymap.of([{ key: 'Mod-s', preventDefault: true, run: () => (void save(), true) }]),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        updateDirty();
        keepLocally();
        form.textChanged(update.state.doc.toString());
      }),
      EditorView.contentAttributes.of({ 'aria-label': T.yamlOfTheFile }),
    ],
  });
}

function setStatus(text: string, kind: 'info' | 'error' | 'warn' = 'info') {
  status.textContent = text;
  status.dataset.kind = kind;
}

const isDirty = () => current !== undefined && (view.state.doc.toString() !== current.saved || current.hash === null);

function updateDirty() {
  if (!current) return;
  const dirty = isDirty();
  saveButton.disabled = !dirty;
  document.title = `${dirty ? '• ' : ''}${siteList.entry(current.path)?.title ?? current.path} — ${TITLE}`;
}

// --- nothing typed is lost: the text kept in the browser until it is saved ----------------------
let keepTimer: ReturnType<typeof setTimeout> | undefined;
function keepLocally() {
  clearTimeout(keepTimer);
  keepTimer = setTimeout(keepNow, 250);
}
function keepNow() {
  clearTimeout(keepTimer);
  if (!current) return;
  if (isDirty()) kept.keep(current.path, view.state.doc.toString(), current.hash);
  else kept.forget(current.path);
}
window.addEventListener('pagehide', keepNow);
window.addEventListener('beforeunload', (event) => {
  keepNow();
  translate.keepNow();
  if (leavingKept) return; // shown again in another language, with everything typed kept: nothing to ask
  if (isDirty() || translate.dirty) event.preventDefault(); // the browser asks before leaving; the text is kept anyway
});

/** The page is shown again in another language, once all that was typed is kept in this browser. */
let leavingKept = false;
/** Marks, for the page shown again in another language, the open file whose kept text goes back at once (not offered). */
const SWITCHED_KEY = 'site-editor:language-switched';
/** The file whose kept copy goes back into the editor when it opens, without asking: the one open when the language was switched. */
let putBack: string | undefined;

/**
 * The interface language changed (texts/language-switch.ts): the page is loaded again in it. What is typed
 * is kept in this browser first (local-drafts.ts), the open file opens again (?file=) with it back in place,
 * in the same view (VIEW_KEY). Should the browser keep nothing (storage switched off or full), it asks before leaving.
 */
function showInOtherLanguage() {
  keepNow();
  translate.keepNow();
  const address = new URL(location.href);
  if (current) {
    const text = view.state.doc.toString();
    leavingKept = (!isDirty() || kept.read(current.path)?.text === text) && (!translate.dirty || translate.keptFiles().includes(current.path));
    address.searchParams.set('file', current.path);
    try {
      sessionStorage.setItem(SWITCHED_KEY, JSON.stringify({ api: API, file: current.path }));
    } catch {
      /* its kept text is offered back instead */
    }
  } else {
    leavingKept = true;
    address.searchParams.delete('file');
  }
  history.replaceState(history.state, '', address);
  location.reload();
}
/** The file open when the language was switched, if this page is that switch's reload (read once). */
function switchedFrom(): string | undefined {
  try {
    const mark = sessionStorage.getItem(SWITCHED_KEY);
    sessionStorage.removeItem(SWITCHED_KEY);
    const { api, file } = JSON.parse(mark ?? 'null') ?? {};
    return api === API && typeof file === 'string' ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A copy kept in the browser for the file just opened: offered back, never put over the saved version
 * without a word. Typed over the version still saved: Restore or Discard. Typed over a version since
 * replaced (saved elsewhere, another tab, a colleague): both are shown, and the person chooses.
 */
function offerKeptCopy(file: string, saved: { text: string; hash: string | null }) {
  const copy = kept.read(file);
  restoreBar.hidden = true;
  if (!copy || copy.text === saved.text) {
    if (copy) kept.forget(file);
    return;
  }
  const sameBase = copy.base === saved.hash;
  if (sameBase && putBack === file) {
    // the page was shown again in another language: what was being typed is simply back in place
    putBack = undefined;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: copy.text } });
    if (form.visible) form.render();
    return;
  }
  const restore = element('button', { type: 'button', className: 'edit-save' }, sameBase ? T.restoreMyChanges : T.keepMyVersion);
  const discard = element('button', { type: 'button' }, sameBase ? T.discardThem : T.keepSavedVersion);
  restore.addEventListener('click', () => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: copy.text } });
    restoreBar.hidden = true;
    setStatus(sameBase ? T.changesBack : T.versionBack, 'warn');
    if (form.visible) form.render();
  });
  discard.addEventListener('click', () => {
    kept.forget(file);
    restoreBar.hidden = true;
    siteList.markUnsaved(unsavedFiles());
  });
  const parts: (Node | string)[] = [
    element('h3', {}, sameBase ? T.keptHeading(whenKept(copy.at)) : T.keptOverNewer(whenKept(copy.at))),
  ];
  if (!sameBase) {
    const patch = createTwoFilesPatch(T.savedVersion, T.yourVersion, saved.text, copy.text, '', '', { context: 2 });
    parts.push(element('p', {}, T.bothKept), element('pre', { className: 'edit-diff' }, patch.split('\n').slice(2).join('\n')));
  }
  parts.push(element('div', { className: 'edit-dialog-actions' }, restore, discard));
  restoreBar.replaceChildren(...parts);
  restoreBar.hidden = false;
}

// --- problems -------------------------------------------------------------------------------------
/**
 * The problems under the open page. In the Form view, said in its words and named by the field's label,
 * without the empty fields of a new item the person has not reached yet; in the YAML view, as npm run
 * validate says them, with their place.
 */
function showProblems(target: EditorView) {
  const inForm = form.visible;
  const said = inForm ? form.wording(problems.filter((p) => p.file === current?.path)) : undefined;
  const mine = inForm ? said!.map(({ problem }) => problem) : problems.filter((p) => p.file === current?.path);
  const others = problems.filter((p) => p.file !== current?.path);
  const waiting = inForm ? problems.filter((p) => p.file === current?.path).length - mine.length : 0;
  problemsTitle.textContent =
    mine.length + others.length === 0 ? (waiting > 0 ? T.fieldsToFill(waiting) : T.noProblems) : T.problemsCount(mine.length, others.length, waiting);
  problemList.replaceChildren(
    ...[...mine, ...others].map((p) => {
      const where = p.line > 0 ? `${p.file}:${p.line}:${p.col}` : p.file;
      const words = said?.find(({ problem }) => problem === p)?.text;
      const item = element(
        'li',
        { 'data-file': p.file, 'data-line': String(p.line), 'data-col': String(p.col) },
        element('button', { type: 'button', className: 'edit-where', onclick: () => jump(p) }, words !== undefined ? (words.label ?? T.show) : where),
        ' ',
        element('span', { className: 'edit-message' }, words?.text ?? p.detail),
        ...(p.hint && words === undefined ? [element('span', { className: 'edit-hint' }, p.hint)] : []),
      );
      return item;
    }),
  );
  void target;
}

async function jump(p: Problem) {
  if (p.file !== current?.path) {
    if (!(await openFile(p.file))) return;
  }
  if (p.line < 1) return;
  if (form.visible && form.focusProblem(p)) return;
  const line = view.state.doc.line(Math.min(p.line, view.state.doc.lines));
  view.dispatch({ selection: { anchor: Math.min(line.from + p.col - 1, line.to) }, scrollIntoView: true });
  view.focus();
}

// --- the preview, which follows what is typed ------------------------------------------------------
/** The address the preview shows a route at: the studio's live preview of the draft, or the dev server's page. */
const previewUrl = (route: string) => (PREVIEW_BUILD ? `${PREVIEW_BUILD}?route=${encodeURIComponent(route)}&live=1` : `${route}?${PREVIEW_QUERY}`);

/** Shows `route` in the preview; false when it already shows there. */
function showPreview(route: string): boolean {
  previewTitle.textContent = T.previewOf(route);
  const url = previewUrl(route);
  if (preview.getAttribute('src') === url) return false;
  preview.setAttribute('src', url);
  // the studio's address redirects to the page: only the dev server's can be compared with where the frame is
  previewTarget = { url: PREVIEW_BUILD ? undefined : url, tries: 0 };
  previewStale = false;
  return true;
}

/**
 * Where the preview was last sent, until it gets there. Meanwhile a reload would reload the page it leaves
 * (at first the empty one) and cancel the way there, leaving the frame blank: it waits for the page
 * (previewStale). And the page it leaves may still take the dev server's reload after a save (the file
 * watcher's): that reload cancels the way to the new route and shows the old page again.
 */
let previewTarget: { url?: string; tries: number } | undefined;
let previewStale = false;

/** Shows the open file's page in the preview as it is typed and saved now: sends the frame there, or reloads it. */
function refreshPreview() {
  if (!current || showPreview(languageRoute(current.route))) return;
  if (previewTarget) previewStale = true;
  else reloadPreview();
}

/** Where the frame is; undefined on an error page (of another origin, which this page cannot read). */
function previewLocation(): Location | undefined {
  try {
    return preview.contentWindow?.location.href ? preview.contentWindow.location : undefined;
  } catch {
    return undefined;
  }
}

/** Loads the frame's page again; from an error page or the first, empty one, the address it was sent to. */
function reloadPreview() {
  const shown = previewLocation();
  if (shown && shown.href !== 'about:blank') shown.reload();
  else preview.setAttribute('src', preview.getAttribute('src') ?? '');
}

preview.addEventListener('load', () => {
  const shown = previewLocation();
  // arrived before, or still on the first, empty page (the one asked is on its way)
  if (!previewTarget || shown?.href === 'about:blank') return;
  const { url } = previewTarget;
  if (url && (!shown || `${shown.pathname}${shown.search}` !== url) && ++previewTarget.tries <= 3) return preview.contentWindow?.location.replace(url);
  previewTarget = undefined;
  if (previewStale) {
    previewStale = false;
    reloadPreview();
  }
});

let previewed: string | undefined;
/**
 * Once a check of the text as typed finds no problem in it, the preview shows that text: the host
 * loads the site with it (as the check did) and the frame reloads, within a second of the last key.
 * With problems, the preview keeps the last version without them, and says so.
 */
async function followInPreview(text: string) {
  if (!current) return;
  const mine = problems.filter((p) => p.file === current!.path).length;
  const count = problems.length;
  previewNote.textContent = count > 0 ? T.previewNote(mine > 0, count) : '';
  if (count > 0 || text === previewed) return;
  const path = current.path;
  const { status: code, data } = await call<PreviewAnswer, PreviewRequest>(`${API}/preview`, { path, text });
  if (code !== 200 || current?.path !== path) return;
  previewed = text;
  current.route = data.route ?? current.route;
  refreshPreview();
}

// --- click to edit: a click on a text or an image of the preview finds its field -------------------
window.addEventListener('message', (event: MessageEvent<PreviewClick>) => {
  if (event.source !== preview.contentWindow || event.origin !== location.origin || event.data?.type !== PREVIEW_MESSAGE) return;
  void goToField(event.data);
});

async function goToField(click: PreviewClick) {
  const { status: code, data } = await call<FindAnswer>(`${API}/find?${new URLSearchParams({ text: click.text ?? '', src: click.src ?? '', path: current?.path ?? '' })}`);
  if (code !== 200 || !data.found) return setStatus(click.text ? T.notInFiles(click.text.slice(0, 60)) : T.pictureNotInFiles, 'warn');
  const found = data.found;
  if (found.file !== current?.path && !(await openFile(found.file))) return;
  if (form.visible && form.focusPath(found.path)) return;
  const line = view.state.doc.line(Math.min(found.line, view.state.doc.lines));
  setView('yaml');
  view.dispatch({ selection: { anchor: line.from }, scrollIntoView: true });
  view.focus();
}

// --- opening and saving ----------------------------------------------------------------------------
/** Counts the files asked for: an answer that arrives after a later request is dropped (it would replace what is being typed). */
let opening = 0;

function showHeading(path: string, newTitle?: string) {
  const entry = siteList.entry(path);
  pageTitle.textContent = entry ? `${entry.title}${entry.route ? ` · ${entry.route}` : ''}` : (newTitle ?? path);
  fileTitle.textContent = path;
  const page = path.startsWith('pages/');
  renameButton.hidden = !page || !entry?.route;
  deleteButton.hidden = !page;
  siteList.setCurrent(path);
}

async function openFile(file: string, newText?: string, newTitle?: string, reload = false): Promise<boolean> {
  if (!reload && newText === undefined && current?.path === file) return true; // already open: nothing typed is replaced
  if (!reload) keepNow(); // what was typed in the file left stays in the browser, offered back when it is opened again (a reload keeps what its caller kept)
  conflict.hidden = true;
  const request = ++opening;
  const { status: code, data } = await call<FileAnswer>(`${API}/file?path=${encodeURIComponent(file)}`);
  if (code !== 200) {
    setStatus(data.error ?? T.couldNotOpen(file), 'error');
    return false;
  }
  const fileSchema = await schemaFor(file);
  if (request !== opening) return false;
  schema = fileSchema;
  current = { path: data.path, hash: newText === undefined ? data.hash : null, saved: data.text, route: data.preview };
  previewed = undefined;
  welcome.hidden = true;
  view.setState(editorState(newText ?? data.text));
  form.open(schema, data.path);
  translate.open(isTranslatable(data.path) ? data.path : undefined);
  if (reload) void translate.reload();
  updateTranslateTab();
  showHeading(data.path, newTitle);
  setStatus(newText === undefined ? '' : T.newPageNotSaved);
  if (newText === undefined) offerKeptCopy(data.path, { text: data.text, hash: data.hash });
  else restoreBar.hidden = true;
  showPreview(languageRoute(data.preview));
  updateDirty();
  forceLinting(view);
  return true;
}

/** The Translate tab shows for a file saved of a site in several languages, unless the file is a translation itself. */
function updateTranslateTab() {
  const available = siteLanguages.length > 1 && current !== undefined && current.hash !== null && isTranslatable(current.path);
  viewForced = true;
  viewSwitch.setAvailable('translate', available);
  // back to a file that has it, after one that had not: the view chosen last
  if (available && viewSwitch.selected !== 'translate' && rememberedView() === 'translate') viewSwitch.select('translate');
  viewForced = false;
}
function rememberedView(): string | null {
  try {
    return localStorage.getItem(VIEW_KEY);
  } catch {
    return null;
  }
}

/** The site's languages and how far each file is in each: the list's badges and the Translate tab follow. */
async function loadTranslations() {
  const { status: code, data } = await call<TranslationsAnswer>(`${API}/translations`);
  if (code !== 200 || !data.languages) return;
  siteLanguages = data.languages;
  translate.setLanguages(siteLanguages);
  siteList.setTranslations(siteLanguages, data.states ?? []);
  updateTranslateTab();
}

async function save() {
  if (!current) return;
  const text = view.state.doc.toString();
  keepNow();
  form.saveAttempted();
  setStatus(T.saving);
  const { status: code, data } = await call<SavedAnswer & SaveConflictAnswer, SaveRequest>(`${API}/save`, { path: current.path, text, hash: current.hash });
  if (code === 409) return showConflict(text, data.disk ?? null);
  if (code !== 200 || !data.hash) return setStatus(T.notSaved(data.error ?? T.serverDidNotAnswer), 'error');
  const isNew = current.hash === null;
  current = { ...current, hash: data.hash, saved: text };
  kept.forget(current.path);
  problems = data.problems ?? [];
  showProblems(view);
  form.setProblems(problems.filter((p) => p.file === current!.path));
  updateDirty();
  const mine = problems.filter((p) => p.file === current!.path).length;
  if (mine > 0) setStatus(T.savedWithProblems(mine), 'warn');
  else setStatus(T.saved);
  if (isNew) await loadFiles();
  showHeading(current.path);
  updateTranslateTab();
  // the English changed: the states of its translations and the Translate view follow
  void loadTranslations();
  void translate.reload();
  previewed = undefined;
  if (problems.length === 0) refreshPreview();
}

function showConflict(mine: string, disk: { text: string; hash: string } | null) {
  const patch = createTwoFilesPatch(T.conflictSaved(current!.path), T.conflictYours(current!.path), disk?.text ?? '', mine, '', '', { context: 2 });
  conflict.replaceChildren(
    element('h3', {}, T.conflictHeading),
    element('p', {}, T.conflictText),
    element('pre', { className: 'edit-diff' }, patch.split('\n').slice(2).join('\n')),
    element(
      'button',
      {
        type: 'button',
        onclick: async () => {
          // mine was typed over the version opened, not the one saved since: offered back beside it
          kept.keep(current!.path, mine, current!.hash);
          await openFile(current!.path, undefined, undefined, true);
        },
      },
      T.openSavedVersion,
    ),
    element('button', { type: 'button', onclick: () => (conflict.hidden = true) }, T.keepEditingMine),
  );
  conflict.hidden = false;
  setStatus(T.notSavedChangedElsewhere, 'error');
}

saveButton.addEventListener('click', () => void save());

// --- new pages, renaming, deleting -----------------------------------------------------------------
const newPagePlan = (folder: string) => async (name: string) => (await call<NewPageAnswer>(`${API}/new-page?${new URLSearchParams({ folder, name })}`)).data;

async function applyTemplate(template: Template) {
  if (template.folder) return newPage(template);
  const target = template.file ?? (template.fits?.test(current?.path ?? '') ? current!.path : undefined);
  if (!target) return setStatus(T.openIndustryFirst(template.label), 'warn');
  if (target !== current?.path && !(await openFile(target))) return;
  const fileSchema = await schemaFor(target);
  const found = fileSchema && template.snippet(fileSchema);
  if (!found) return setStatus(T.noTemplate(template.label), 'error');
  const text = view.state.doc.toString();
  const point = insertionPoint(text, template.list ?? []);
  if (!point) return setStatus(T.noList(template.label, template.list?.join('.') ?? ''), 'error');
  const lead = point.offset > 0 && text[point.offset - 1] !== '\n' ? '\n' : '';
  const body = lead + snippetYaml(found.body, point.indent, true).join('\n') + '\n';
  snippet(body)(view, null, point.offset, point.offset);
  if (form.visible) {
    // the new item shows in the form, opened, in view, its first field ready to type in
    const list = template.list ?? [];
    const items = form.valueAt(list);
    form.revealItem([...list, Array.isArray(items) ? items.length - 1 : 0]);
  } else {
    view.dispatch({ effects: EditorView.scrollIntoView(view.state.selection.main.head, { y: 'center' }) });
    view.focus();
  }
}

async function newPage(template: Template) {
  const folder = template.folder!;
  const industry = folder === 'pages/industries';
  const asked = await askPageName({
    heading: template.label,
    label: industry ? T.nameOfIndustry : folder === 'content/catalogue' ? T.nameOfList : T.nameOfPage,
    example: industry ? 'Maritime Logistics' : folder === 'content/catalogue' ? 'Legal services' : 'Our partners',
    plan: newPagePlan(folder),
  });
  if (!asked) return;
  const { name, plan } = asked;
  const fileSchema = await schemaFor(plan.path);
  const found = fileSchema && template.snippet(fileSchema);
  if (!found) return setStatus(T.noTemplate(template.label), 'error');
  if (!(await openFile(plan.path, '', name))) return;
  const body =
    snippetYaml(found.body)
      .join('\n')
      .replace(/\$\{1:[^}]*\}/, plan.slug)
      .replace('${2:New Industry}', name)
      .replace('${4:newIndustry}', plan.key)
      .replace('${5:}', name.replace(/[$\\}]/g, '')) + '\n';
  snippet(body)(view, null, 0, 0);
  current!.route = plan.route;
  setView('form');
  form.markNew();
  form.render();
  form.focusFirstEmpty();
  void followInPreview(view.state.doc.toString());
}

renameButton.addEventListener('click', async () => {
  if (!current) return;
  if (isDirty()) return setStatus(T.saveBeforeRename, 'warn');
  const entry = siteList.entry(current.path);
  const folder = current.path.replace(/\/[^/]+$/, '');
  const asked = await askPageName({ heading: T.renameHeading(entry?.title ?? current.path), label: T.newName, example: 'Maritime Logistics', plan: newPagePlan(folder), action: T.renameAction }, entry?.title ?? '');
  if (!asked) return;
  setStatus(T.renaming);
  const { status: code, data } = await call<RenameAnswer, RenameRequest>(`${API}/rename`, { path: current.path, name: asked.name });
  if (code !== 200) return setStatus(T.notRenamed(data.error ?? T.serverDidNotAnswer), 'error');
  const before = current.path;
  kept.forget(before);
  await loadFiles();
  await openFile(data.path, undefined, undefined, true);
  // its translations (about.fr.yaml) move with it; the other files changed hold links to it
  const translationOf = (file: string, page: string) => file.startsWith(page.replace(/\.ya?ml$/, '.')) && /\.[a-z]{2}(-[A-Z]{2})?\.yaml$/.test(file);
  const moved = data.changed.filter((file) => translationOf(file, data.path)).length;
  const others = data.changed.filter((file) => file !== data.path && file !== before && !translationOf(file, before) && !translationOf(file, data.path));
  setStatus(T.renamed(data.route, moved, others));
});

deleteButton.addEventListener('click', async () => {
  if (!current) return;
  const path = current.path;
  const entry = siteList.entry(path) ?? { path, group: 'pages', title: path };
  const { data: found } = await call<LinksAnswer>(`${API}/links?path=${encodeURIComponent(path)}`);
  const choice = await askDeletePage(entry, found.links ?? [], describeFile);
  if (!choice) return;
  const { status: code, data } = await call<DeleteAnswer & PageRefusalAnswer, DeleteRequest>(`${API}/delete`, { path, removeLinks: choice === 'delete-with-links' });
  if (code !== 200) return setStatus(T.notDeleted(data.error ?? T.serverDidNotAnswer), 'error');
  kept.forget(path);
  current = undefined;
  view.setState(editorState(''));
  form.open(undefined, '');
  translate.open(undefined);
  updateTranslateTab();
  welcome.hidden = false;
  showHeadingEmpty();
  await loadFiles();
  setStatus(T.deleted(entry.title, data.changed.length - 1));
});

function showHeadingEmpty() {
  pageTitle.textContent = T.chooseAPage;
  fileTitle.textContent = '';
  renameButton.hidden = true;
  deleteButton.hidden = true;
  saveButton.disabled = true;
  siteList.setCurrent(undefined);
}

for (const template of TEMPLATES) templateBar.append(element('button', { type: 'button', onclick: () => void applyTemplate(template) }, template.label));
templateBar.append(
  element('button', {
    type: 'button',
    className: 'edit-media-button',
    onclick: async () => {
      await media.library();
      // an upload may have filled a field's file: the checks and the preview read the site again
      if (current) forceLinting(view);
    },
  }, T.picturesAndVideos),
);

// --- the site's pages ------------------------------------------------------------------------------
let entries: SiteEntry[] = [];
/** A file of the site in the words a person knows it by: "Privacy Policy (/privacy)", "Site settings: …". */
function describeFile(file: string): string {
  const entry = entries.find((candidate) => candidate.path === file);
  return entry ? (entry.route ? `${entry.title} (${entry.route})` : T.quotedTitle(entry.title)) : file;
}
async function loadFiles() {
  const { data } = await call<FileListAnswer>(`${API}/files`);
  entries = data.entries ?? [];
  siteList.setEntries(entries);
  siteList.markUnsaved(unsavedFiles());
  siteList.setCurrent(current?.path);
}

void (async () => {
  const chosen = rememberedView();
  setView(chosen === 'yaml' ? 'yaml' : 'form');
  form.show(viewSwitch.selected === 'form');
  const [context] = await Promise.all([call<ContextAnswer>(`${API}/context`), loadFiles().then(loadTranslations)]);
  facts = context.data;
  const wanted = new URLSearchParams(location.search).get('file');
  putBack = switchedFrom();
  if (wanted) await openFile(wanted);
  else {
    showHeadingEmpty();
    showPreview('/');
  }
  putBack = undefined;
  document.body.dataset.ready = 'true';
})();

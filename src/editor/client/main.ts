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
import type { IconData } from '../../model/values.ts';
import type { CheckAnswer, CheckRequest, ContextAnswer, ErrorAnswer, FileAnswer, FileListAnswer, IconAnswer, Problem, SaveConflictAnswer, SavedAnswer, SaveRequest, SchemaAnswer } from '../contract.ts';

/**
 * The browser editor: a file list, a YAML editor with the site's problems, a preview. Served at /_edit by
 * `npm run dev`, and by the studio (src/studio/) for one draft, which names its API, preview and title in the page.
 */

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
const token = meta('edit-token') ?? '';
const API = meta('edit-api') ?? '/_edit/api';
/** The studio builds a draft's preview at this address (?route=…); the dev server shows its pages with ?_preview=1. */
const PREVIEW_BUILD = meta('edit-preview');
const TITLE = meta('edit-title') ?? 'Edit the site';
const PREVIEW_QUERY = '_preview=1';

/** A call of the editor's API (src/editor/contract.ts): the answer's type, or a refusal's. */
async function call<T, B extends object = Record<string, never>>(url: string, body?: B): Promise<{ status: number; data: T & Partial<ErrorAnswer> }> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-edit-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as T & Partial<ErrorAnswer> };
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
const app = document.getElementById('editor-app')!;
const fileList = element('ul', { className: 'edit-files', id: 'edit-files', 'aria-label': 'Files' });
const fileFilter = element('input', { type: 'search', className: 'edit-filter', placeholder: 'Filter files', 'aria-label': 'Filter files', 'aria-controls': 'edit-files', autocomplete: 'off', spellcheck: false });
const filterCount = element('p', { className: 'edit-filter-count', 'aria-live': 'polite' });
const templateBar = element('div', { className: 'edit-templates', role: 'toolbar', 'aria-label': 'New from a template' });
const nameForm = element('form', { className: 'edit-name', hidden: true });
const nameInput = element('input', { name: 'name', required: true, pattern: '[a-z0-9][a-z0-9-]*', 'aria-label': 'Name of the new file' });
const nameLabel = element('span');
nameForm.append(nameLabel, nameInput, element('button', { type: 'submit' }, 'Create'), element('button', { type: 'button', className: 'edit-cancel', onclick: () => (nameForm.hidden = true) }, 'Cancel'));
const fileTitle = element('h2', { className: 'edit-file-title' }, 'Choose a file');
const saveButton = element('button', { className: 'edit-save', disabled: true }, 'Save');
const status = element('p', { className: 'edit-status', role: 'status' });
const editorHost = element('div', { className: 'edit-editor' });
const formHost = element('div', { className: 'edit-form', hidden: true });
const problemsTitle = element('h3', {}, 'Problems');
const problemList = element('ol', { className: 'edit-problems', 'aria-label': 'Problems' });
const conflict = element('section', { className: 'edit-conflict', hidden: true, 'aria-label': 'Changed on disk' });
const previewNote = element('p', { className: 'edit-preview-note', role: 'status' });
const previewTitle = element('h2', { className: 'edit-preview-title' }, 'Preview');
const preview = element('iframe', { className: 'edit-preview', title: 'Preview of the page' });
const viewSwitch = createViewSwitch(
  [
    { id: 'yaml', label: 'YAML', panel: editorHost },
    { id: 'form', label: 'Form', panel: formHost },
  ],
  (mode) => form.show(mode === 'form'),
);

app.append(
  element('header', { className: 'edit-header' }, element('h1', {}, TITLE), templateBar, nameForm),
  element('nav', { className: 'edit-nav', 'aria-label': 'Files of the site' }, fileFilter, filterCount, fileList),
  element(
    'main',
    { className: 'edit-main' },
    element('div', { className: 'edit-toolbar' }, fileTitle, saveButton, status),
    conflict,
    viewSwitch.element,
    editorHost,
    formHost,
    element('section', { className: 'edit-problem-panel', 'aria-label': 'Problems' }, problemsTitle, problemList),
  ),
  element('aside', { className: 'edit-side' }, previewTitle, previewNote, preview),
);

// --- state ----------------------------------------------------------------------------------------
let current: { path: string; hash: string | null; saved: string } | undefined;
let schema: Schema | undefined;
let facts: Facts = { icons: [], collections: {}, labels: {} };
let problems: Problem[] = [];
const schemaCache = new Map<string, Schema | undefined>();

async function schemaFor(file: string): Promise<Schema | undefined> {
  if (!schemaCache.has(file.replace(/[^/]+$/, '*'))) {
    const { data } = await call<SchemaAnswer>(`${API}/schema?path=${encodeURIComponent(file)}`);
    schemaCache.set(file.replace(/[^/]+$/, '*'), data.schema ?? undefined);
  }
  return schemaCache.get(file.replace(/[^/]+$/, '*'));
}

const checkSource = linter(
  async (view): Promise<Diagnostic[]> => {
    if (!current) return [];
    const text = view.state.doc.toString();
    const { status: code, data } = await call<CheckAnswer, CheckRequest>(`${API}/check`, { path: current.path, text });
    if (code !== 200 || !data.problems) {
      setStatus(data.error ?? 'The check failed', 'error');
      return [];
    }
    if (view.state.doc.toString() !== text) return []; // typed on meanwhile: the next check follows
    problems = data.problems;
    showProblems(view);
    form.setProblems(problems.filter((p) => p.file === current!.path));
    updateDirty();
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
});
formHost.append(form.element);
const iconDrawings = new Map<string, Promise<IconData | null>>();
/** A Lucide icon's drawing from the server, each name asked for once. */
function iconDrawing(name: string): Promise<IconData | null> {
  let drawing = iconDrawings.get(name);
  if (!drawing) {
    drawing = call<IconAnswer>(`${API}/icon?name=${encodeURIComponent(name)}`).then(({ data }) => data.icon, () => null);
    iconDrawings.set(name, drawing);
  }
  return drawing;
}

function setView(mode: 'yaml' | 'form') {
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
        form.textChanged(update.state.doc.toString());
      }),
      EditorView.contentAttributes.of({ 'aria-label': 'YAML of the file' }),
    ],
  });
}

function setStatus(text: string, kind: 'info' | 'error' | 'warn' = 'info') {
  status.textContent = text;
  status.dataset.kind = kind;
}

function updateDirty() {
  if (!current) return;
  const dirty = view.state.doc.toString() !== current.saved || current.hash === null;
  saveButton.disabled = !dirty;
  document.title = `${dirty ? '• ' : ''}${current.path} — ${TITLE}`;
}

function showProblems(target: EditorView) {
  const mine = problems.filter((p) => p.file === current?.path);
  const others = problems.filter((p) => p.file !== current?.path);
  problemsTitle.textContent = problems.length === 0 ? 'No problems' : `Problems: ${mine.length} in this file${others.length ? `, ${others.length} in other files` : ''}`;
  problemList.replaceChildren(
    ...[...mine, ...others].map((p) => {
      const where = p.line > 0 ? `${p.file}:${p.line}:${p.col}` : p.file;
      const message = p.detail ?? p.message;
      const hint = p.detail === undefined ? '' : p.hint;
      const item = element(
        'li',
        { 'data-file': p.file, 'data-line': String(p.line), 'data-col': String(p.col) },
        element('button', { type: 'button', className: 'edit-where', onclick: () => jump(p) }, where),
        ' ',
        element('span', { className: 'edit-message' }, message),
        ...(hint ? [element('span', { className: 'edit-hint' }, hint)] : []),
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

/** Shows `route` in the preview; false when it already shows there. */
function showPreview(route: string, version = ''): boolean {
  previewTitle.textContent = `Preview of ${route}`;
  const url = PREVIEW_BUILD ? `${PREVIEW_BUILD}?route=${encodeURIComponent(route)}${version && `&version=${version}`}` : `${route}?${PREVIEW_QUERY}`;
  if (preview.getAttribute('src') === url) return false;
  preview.setAttribute('src', url);
  previewTarget = PREVIEW_BUILD ? undefined : { url, tries: 0 };
  // the studio builds the draft's pages first (seconds): say so until the frame has the page
  if (PREVIEW_BUILD) previewNote.textContent = 'Building the preview of this draft…';
  return true;
}

/**
 * Where the preview was last sent, until it gets there. The page it leaves may still take the dev server's
 * reload after a save (the file watcher's): that reload cancels the way to the new route and shows the old page again.
 */
let previewTarget: { url: string; tries: number } | undefined;

preview.addEventListener('load', () => {
  if (PREVIEW_BUILD && previewNote.textContent?.startsWith('Building')) previewNote.textContent = '';
  const shown = preview.contentWindow?.location;
  if (!previewTarget || !shown) return;
  if (`${shown.pathname}${shown.search}` === previewTarget.url || ++previewTarget.tries > 3) previewTarget = undefined;
  else shown.replace(previewTarget.url);
});

function notePreview() {
  const count = problems.length;
  previewNote.textContent = count > 0 ? `The saved files have ${count} problem${count === 1 ? '' : 's'}: the preview keeps the last version without problems.` : '';
}

/** Counts the files asked for: an answer that arrives after a later request is dropped (it would replace what is being typed). */
let opening = 0;

async function openFile(file: string, text?: string, reload = false): Promise<boolean> {
  if (!reload && text === undefined && current?.path === file) return true; // already open: nothing typed is replaced
  if (current && view.state.doc.toString() !== current.saved && !confirm(`${current.path} has changes that are not saved. Leave them?`)) return false;
  conflict.hidden = true;
  const request = ++opening;
  const { status: code, data } = await call<FileAnswer>(`${API}/file?path=${encodeURIComponent(file)}`);
  if (code !== 200) {
    setStatus(data.error ?? `Could not open ${file}`, 'error');
    return false;
  }
  const fileSchema = await schemaFor(file);
  if (request !== opening) return false;
  schema = fileSchema;
  current = { path: data.path, hash: text === undefined ? data.hash : null, saved: data.text };
  view.setState(editorState(text ?? data.text));
  form.open(schema, data.path);
  fileTitle.textContent = data.path;
  for (const link of fileList.querySelectorAll('button')) link.setAttribute('aria-current', String(link.dataset.file === data.path));
  setStatus(text === undefined ? '' : 'New file: not saved yet');
  showPreview(data.preview);
  updateDirty();
  forceLinting(view);
  return true;
}

async function save() {
  if (!current) return;
  const text = view.state.doc.toString();
  setStatus('Saving…');
  const { status: code, data } = await call<SavedAnswer & SaveConflictAnswer, SaveRequest>(`${API}/save`, {
    path: current.path,
    text,
    hash: current.hash,
  });
  if (code === 409) return showConflict(text, data.disk ?? null);
  if (code !== 200 || !data.hash) return setStatus(data.error ?? 'Not saved', 'error');
  const isNew = current.hash === null;
  current = { ...current, hash: data.hash, saved: text };
  problems = data.problems ?? [];
  showProblems(view);
  form.setProblems(problems.filter((p) => p.file === current!.path));
  notePreview();
  updateDirty();
  const mine = problems.filter((p) => p.file === current!.path).length;
  if (mine > 0) setStatus(`Saved with ${mine} problem${mine === 1 ? '' : 's'}: the site keeps the last version without problems until they are fixed.`, 'warn');
  else setStatus('Saved');
  let moved = false;
  if (isNew) {
    await loadFiles();
    const { data: opened } = await call<FileAnswer>(`${API}/file?path=${encodeURIComponent(current.path)}`);
    moved = showPreview(opened.preview);
  }
  // the dev server reloads the preview once the site has no problems; a reload here is for a file the preview just started to use
  // (the studio builds the saved draft anew: the preview asks for that version)
  if (PREVIEW_BUILD) showPreview(previewTitle.textContent!.replace(/^Preview of /, ''), data.hash.slice(0, 12));
  // (a reload now would cancel the way to a new page's own route)
  else if (problems.length === 0 && !moved) preview.contentWindow?.location.reload();
}

function showConflict(mine: string, disk: { text: string; hash: string } | null) {
  const patch = createTwoFilesPatch(`${current!.path} (on disk)`, `${current!.path} (yours)`, disk?.text ?? '', mine, '', '', { context: 2 });
  conflict.replaceChildren(
    element('h3', {}, `${current!.path} changed on disk since you opened it`),
    element('p', {}, 'Your version was not saved. The difference between the file on disk and yours:'),
    element('pre', { className: 'edit-diff' }, patch.split('\n').slice(2).join('\n')),
    element(
      'button',
      {
        type: 'button',
        onclick: async () => {
          current = { ...current!, saved: view.state.doc.toString() };
          await openFile(current.path, undefined, true);
        },
      },
      'Reload the file from disk (your changes are lost)',
    ),
    element('button', { type: 'button', onclick: () => (conflict.hidden = true) }, 'Keep editing'),
  );
  conflict.hidden = false;
  setStatus('Not saved: the file changed on disk', 'error');
}

saveButton.addEventListener('click', () => void save());

// --- templates ------------------------------------------------------------------------------------
let pendingTemplate: Template | undefined;

async function applyTemplate(template: Template) {
  if (template.folder) {
    pendingTemplate = template;
    nameLabel.textContent = `${template.label}: file name in ${template.folder}/`;
    nameInput.value = '';
    nameForm.hidden = false;
    nameInput.focus();
    return;
  }
  const target = template.file ?? (template.fits?.test(current?.path ?? '') ? current!.path : undefined);
  if (!target) return setStatus(`${template.label}: open an industry page (pages/industries/…) first`, 'warn');
  if (target !== current?.path && !(await openFile(target))) return;
  const fileSchema = await schemaFor(target);
  const found = fileSchema && template.snippet(fileSchema);
  if (!found) return setStatus(`${template.label}: the schema has no template`, 'error');
  const text = view.state.doc.toString();
  const point = insertionPoint(text, template.list ?? []);
  if (!point) return setStatus(`${template.label}: this file has no ${template.list?.join('.')} list`, 'error');
  const lead = point.offset > 0 && text[point.offset - 1] !== '\n' ? '\n' : '';
  const body = lead + snippetYaml(found.body, point.indent, true).join('\n') + '\n';
  snippet(body)(view, null, point.offset, point.offset);
  view.dispatch({ effects: EditorView.scrollIntoView(view.state.selection.main.head, { y: 'center' }) });
  if (form.visible) form.render(); // the new item shows in the form at once
  else view.focus();
}

nameForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const template = pendingTemplate;
  if (!template?.folder) return;
  const name = nameInput.value;
  nameForm.hidden = true;
  void (async () => {
    const file = `${template.folder}/${name}.yaml`;
    const fileSchema = await schemaFor(file);
    const found = fileSchema && template.snippet(fileSchema);
    if (!found) return setStatus(`${template.label}: the schema has no template`, 'error');
    if (!(await openFile(file, ''))) return;
    const camel = name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    const body = snippetYaml(found.body).join('\n').replace('${1:new-industry}', `\${1:${name}}`).replace('${4:newIndustry}', `\${4:${camel}}`) + '\n';
    snippet(body)(view, null, 0, 0);
    view.dispatch({ effects: EditorView.scrollIntoView(0) });
    if (template.folder !== 'pages/industries') return view.focus();
    // a new industry page is filled in the form: no YAML to see
    setView('form');
    form.element.querySelector<HTMLElement>('input, select, textarea')?.focus();
  })();
});

for (const template of TEMPLATES) templateBar.append(element('button', { type: 'button', onclick: () => void applyTemplate(template) }, template.label));

// --- files ----------------------------------------------------------------------------------------
async function loadFiles() {
  const { data } = await call<FileListAnswer>(`${API}/files`);
  fileList.replaceChildren(
    ...data.files.map((file) =>
      element('li', {}, element('button', { type: 'button', 'data-file': file, 'aria-current': String(file === current?.path), onclick: () => void openFile(file), title: file }, file)),
    ),
  );
  filterFiles();
}

/** A site of a thousand pages has a thousand files: the list shows those whose path holds every word typed. */
function filterFiles(): void {
  const words = fileFilter.value.toLowerCase().split(/\s+/).filter(Boolean);
  const items = [...fileList.children] as HTMLLIElement[];
  let shown = 0;
  for (const item of items) {
    const file = item.querySelector('button')!.dataset.file!.toLowerCase();
    item.hidden = !words.every((word) => file.includes(word));
    if (!item.hidden) shown++;
  }
  filterCount.textContent = words.length === 0 ? '' : shown === 0 ? 'No file matches' : `${shown} of ${items.length} files`;
}

fileFilter.addEventListener('input', filterFiles);
fileFilter.addEventListener('keydown', (event) => {
  const first = fileList.querySelector<HTMLButtonElement>('li:not([hidden]) button');
  if (event.key === 'Enter' && first) {
    event.preventDefault();
    void openFile(first.dataset.file!);
  } else if (event.key === 'ArrowDown' && first) {
    event.preventDefault();
    first.focus();
  } else if (event.key === 'Escape' && fileFilter.value) {
    fileFilter.value = '';
    filterFiles();
  }
});

void (async () => {
  const [context] = await Promise.all([call<ContextAnswer>(`${API}/context`), loadFiles()]);
  facts = context.data;
  const wanted = new URLSearchParams(location.search).get('file');
  await openFile(wanted ?? 'site.config.yaml');
  document.body.dataset.ready = 'true';
})();

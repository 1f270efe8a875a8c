import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { EditorFacts, FileAnswer, PageData, Problem, SchemaAnswer, ShellData } from '../../contract.ts';
import type { EditorApi } from '../app/api.ts';
import { localDrafts, type LocalCopy } from '../local-drafts.ts';
import type { Schema } from '../schema-assist.ts';
import { EDITOR_TEXT as T } from '../texts/editor.ts';
import { withTyped } from './typed-text.ts';

/**
 * The editor's one store: the open file and its text as typed, the view it is shown in, the site's problems
 * with that text, the status line, what waits for the person (a kept copy to restore, a conflict), and the
 * preview. Server data the screens only read (the list of files, the schemas, the translations' states) is
 * react-query's; this holds what the person changes. Both hosts use it: the dev server's /_edit and a
 * studio draft (`api`).
 */

export type View = 'form' | 'yaml' | 'translate';
export type StatusKind = 'info' | 'warn' | 'error';
/** What a phone shows: one pane at a time. */
export type Pane = 'pages' | 'edit' | 'preview';

export interface OpenFile {
  path: string;
  /** The hash of the saved text it was opened at; null: a new file, not saved yet. */
  hash: string | null;
  /** The text as saved. */
  saved: string;
  /** The route of the page that shows it. */
  route: string;
  /** A new page's name, until it is in the list. */
  newTitle?: string;
}

/** A copy kept in this browser and offered back: typed over the version still saved (`sameBase`), or over one since replaced. */
export interface RestoreOffer {
  copy: LocalCopy;
  sameBase: boolean;
  /** The saved text when the copy was typed over an older version: the difference is shown. */
  saved: string;
}

export interface Conflict {
  mine: string;
  disk: { text: string; hash: string } | null;
}

export interface PreviewState {
  /** The route shown. */
  route: string;
  /** The language it is shown in (the Translate view's), undefined: the site's own. */
  language?: string;
  /** The page as typed, for the frame to render in place; undefined until the first answer. */
  page?: PageData;
  shell?: ShellData;
  /** Each preview answer's number. */
  version: number;
  /** What the data the frame reads holds (PreviewAnswer.dataVersion): the frame fetches it again when this changes. */
  dataVersion?: string;
  /** The open file's text fields' marks, by path: what a text typed is found by in `page`. */
  marks?: Record<string, string>;
  /** Why it shows something other than what is typed (the file does not read), or ''. */
  note: string;
  placeholders: number;
}

/** What the form remembers while a file is open: which cards are open, what was made here and what was left, what to focus next. */
export interface FormUi {
  /** Cards and groups opened (true) or closed (false) by the person, by the path of their field (`industry/categories/0`). */
  opened: Record<string, boolean>;
  /** Items (or the whole file: '') made in this session: their empty fields are not marked as problems until left. */
  fresh: string[];
  /** Fields the person has left once. */
  touched: string[];
  /** Save was pressed: every problem shows on its field. */
  saveAttempted: boolean;
  /**
   * The control to focus once the form is drawn, and how to bring it into view: `key` names a control by its
   * data-key; with `within`, the first control in the card or group of that field (`first`), the field's own
   * control or else its group's first (`field`), or the first empty control of the form (`firstEmpty`).
   */
  focus?: { key: string; within?: 'first' | 'field' | 'firstEmpty'; block?: 'center' | 'start' | 'nearest'; scroll?: boolean };
  /** The last change said to screen readers. */
  announce: string;
  /** The last removal, with its undo. */
  undo?: { message: string; run: () => void };
}

export const emptyFormUi = (): FormUi => ({ opened: {}, fresh: [], touched: [], saveAttempted: false, announce: '' });

export interface EditorState {
  readonly api: EditorApi;
  readonly title: string;
  /** Icon names and each collection's ids with their names (the context answer), for completion. */
  facts: EditorFacts;
  file?: OpenFile;
  schema?: Schema;
  /** The open file's text as typed. */
  text: string;
  /** Where the last change of the text came from: the YAML view follows the others. */
  textFrom: 'open' | 'form' | 'yaml' | 'restore';
  view: View;
  /** The site's problems with `checkedText` in place of the open file. */
  problems: Problem[];
  checkedText?: string;
  /** The status line; `ofSave`: it says the text was saved, which the next change makes untrue. */
  status: { text: string; kind: StatusKind; ofSave?: boolean };
  restore?: RestoreOffer;
  conflict?: Conflict;
  preview: PreviewState;
  pane: Pane;
  form: FormUi;
  /** The files with text kept in this browser and not saved (the list marks them). */
  kept: string[];
  /** Bumped by a save, a rename, a delete: the lists that depend on the files are read again. */
  filesVersion: number;
}

const VIEW_KEY = 'site-editor:view';
export const rememberedView = (): View | undefined => {
  try {
    const view = localStorage.getItem(VIEW_KEY);
    return view === 'form' || view === 'yaml' || view === 'translate' ? view : undefined;
  } catch {
    return undefined;
  }
};
export const rememberView = (view: View) => {
  try {
    localStorage.setItem(VIEW_KEY, view);
  } catch {
    /* the choice is not remembered, nothing else changes */
  }
};

/** A file that is itself a translation: `pages/about.fr.yaml`. */
export const isTranslationFile = (file: string) => /\.[a-z]{2}(?:-[A-Z]{2})?\.ya?ml$/.test(file);
/** A file the Translate view takes: a YAML file of the site that is no translation. */
export const isTranslatable = (file: string) => /\.(ya?ml|tsv)$/.test(file) && !isTranslationFile(file);

/** What a file's schema depends on: every page has the page schema (a translation, that of its language); a collection or site.config.yaml its own. */
const schemaKey = (file: string) => (file.startsWith('pages/') ? `pages/*${/(\.[a-z]{2}(?:-[A-Z]{2})?)\.ya?ml$/.exec(file)?.[1] ?? ''}` : file);

export type EditorStore = StoreApi<EditorState> & { actions: EditorActions; queryClient: QueryClient };

export interface EditorActions {
  openFile(file: string, options?: { newText?: string; newTitle?: string; reload?: boolean }): Promise<boolean>;
  /** The text changed (typed in the YAML view, made by the form, put back from a kept copy). */
  setText(text: string, from: EditorState['textFrom']): void;
  /** A text field's value typed in the form, shown in the preview before the check answers (`before`: its value until then). */
  showTyped(path: readonly (string | number)[], before: string, after: string): void;
  setView(view: View, remember?: boolean): void;
  setStatus(text: string, kind?: StatusKind): void;
  setPane(pane: Pane): void;
  save(): Promise<void>;
  /** The kept copy offered back: put in the editor, or forgotten. */
  restoreKept(): void;
  discardKept(): void;
  /** After a conflict: the saved version opens, the text typed is offered back above it. */
  openSavedVersion(): Promise<void>;
  dismissConflict(): void;
  /** Keeps the text typed in this browser now (the page is left, the language switched). */
  keepNow(): void;
  /** The preview shows the open page in `language` (the Translate view's), undefined: the site's own. */
  showLanguage(language: string | undefined): void;
  /** The site's files changed (a save, a rename, a delete, an upload): lists and checks follow. */
  filesChanged(): void;
  /** Closes the open file (it was deleted). */
  close(): void;
  /** Changes what the form remembers. */
  setForm(change: Partial<FormUi> | ((form: FormUi) => Partial<FormUi>)): void;
  isDirty(): boolean;
  schemaFor(file: string): Promise<Schema | undefined>;
  /** The files with text kept in this browser and not saved. */
  keptFiles(): string[];
  /** Forgets what was kept of a file (renamed or deleted). */
  forgetKept(file: string): void;
  /** A new text of the open file is checked and previewed (one request at a time; the latest text wins). */
  update(): void;
}

export function createEditorStore({ api, title, queryClient }: { api: EditorApi; title: string; queryClient: QueryClient }): EditorStore {
  const kept = localDrafts(api.base);
  const store = createStore<EditorState>(() => ({
    api,
    title,
    facts: { icons: [], collections: {}, labels: {} },
    text: '',
    textFrom: 'open',
    // the view chosen last; where a file has no Translate tab, its form shows, and the choice stays for the next
    view: rememberedView() ?? 'form',
    problems: [],
    status: { text: '', kind: 'info' },
    preview: { route: '/', version: 0, note: '', placeholders: 0 },
    pane: 'pages',
    form: emptyFormUi(),
    kept: kept.files(),
    filesVersion: 0,
  }));
  const { getState: get, setState: set } = store;

  const isDirty = () => {
    const { file, text } = get();
    return file !== undefined && (text !== file.saved || file.hash === null);
  };

  // --- nothing typed is lost: the text kept in this browser until it is saved ------------------------
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  /** The list of kept files follows what is kept. */
  const keptChanged = () => {
    const now = kept.files().sort();
    if (now.join('\n') !== get().kept.join('\n')) set({ kept: now });
  };
  const keepNow = () => {
    clearTimeout(keepTimer);
    const { file, text } = get();
    if (!file) return;
    if (isDirty()) kept.keep(file.path, text, file.hash);
    else kept.forget(file.path);
    keptChanged();
  };
  const keepSoon = () => {
    clearTimeout(keepTimer);
    keepTimer = setTimeout(keepNow, 250);
  };

  const schemaFor = async (file: string): Promise<Schema | undefined> => {
    const key = schemaKey(file);
    const answer = await queryClient.fetchQuery({
      queryKey: ['schema', api.base, key],
      queryFn: async () => {
        const reply = await api.call('schema', { path: file });
        return (reply.data?.schema ?? null) as SchemaAnswer['schema'];
      },
      staleTime: Infinity,
    });
    return (answer ?? undefined) as Schema | undefined;
  };

  // --- checks and the preview: one request at a time, the latest text wins --------------------------
  let updating = false;
  let again = false;
  /** A text was typed into the preview after the request on its way went. */
  let typedSince = false;
  const update = () => {
    if (updating) {
      again = true;
      return;
    }
    updating = true;
    void (async () => {
      do {
        again = false;
        const { file, text, preview } = get();
        if (!file) break;
        typedSince = false;
        const reply = await api.call('preview', { path: file.path, text, route: file.route, ...(preview.language ? { language: preview.language } : {}) });
        const now = get();
        if (now.file?.path !== file.path) continue;
        if (!reply.data) {
          if (reply.status !== 0 || now.status.kind !== 'error') set({ status: { text: reply.error ?? T.checkFailed, kind: 'error' } });
          continue;
        }
        const answer = reply.data;
        const mine = answer.problems.filter((p) => p.file === file.path).length;
        set({
          problems: answer.problems,
          checkedText: text,
          preview: {
            ...now.preview,
            route: answer.route,
            // a text typed since the request went is shown already: the next answer brings the page with it
            page: typedSince && again ? now.preview.page : (answer.page ?? now.preview.page),
            shell: typedSince && again ? now.preview.shell : (answer.shell ?? now.preview.shell),
            marks: answer.marks ?? now.preview.marks,
            version: answer.version,
            dataVersion: answer.dataVersion,
            placeholders: answer.placeholders,
            note: answer.page ? '' : T.previewNote(mine > 0, answer.problems.length),
          },
        });
      } while (again);
      updating = false;
    })();
  };

  const offerKeptCopy = (path: string, saved: { text: string; hash: string | null }, putBack: boolean) => {
    const copy = kept.read(path);
    if (!copy || copy.text === saved.text) {
      if (copy) kept.forget(path);
      set({ restore: undefined });
      return;
    }
    const sameBase = copy.base === saved.hash;
    if (sameBase && putBack) {
      // the page was shown again in another language: what was being typed is simply back in place
      set({ text: copy.text, textFrom: 'restore', restore: undefined });
      return;
    }
    set({ restore: { copy, sameBase, saved: saved.text } });
  };

  let opening = 0;
  /** The file whose kept text goes back into the editor when it opens, without asking: the one open when the language was switched. */
  let putBackFile = takeSwitchedFile(api.base);

  const actions: EditorActions = {
    isDirty,
    keepNow,
    schemaFor,
    update,
    keptFiles: () => kept.files(),
    forgetKept: (file) => {
      kept.forget(file);
      keptChanged();
    },

    async openFile(file, options = {}) {
      const { newText, newTitle, reload = false } = options;
      const state = get();
      if (!reload && newText === undefined && state.file?.path === file) return true; // already open: nothing typed is replaced
      if (!reload) keepNow(); // what was typed in the file left stays in this browser, offered back when it is opened again
      set({ conflict: undefined });
      const request = ++opening;
      const reply = await api.call('file', { path: file });
      if (!reply.data) {
        set({ status: { text: reply.error ?? T.couldNotOpen(file), kind: 'error' } });
        return false;
      }
      const data: FileAnswer = reply.data;
      const schema = await schemaFor(file);
      if (request !== opening) return false;
      set({
        file: { path: data.path, hash: newText === undefined ? data.hash : null, saved: data.text, route: data.preview, newTitle },
        schema,
        text: newText ?? data.text,
        textFrom: 'open',
        problems: [],
        checkedText: undefined,
        status: { text: newText === undefined ? '' : T.newPageNotSaved, kind: 'info' },
        restore: undefined,
        preview: { ...get().preview, route: data.preview, page: undefined, note: '' },
        pane: 'edit',
        form: newText === undefined ? emptyFormUi() : { ...emptyFormUi(), fresh: [''] },
      });
      if (newText === undefined) offerKeptCopy(data.path, { text: data.text, hash: data.hash }, putBackFile === data.path);
      putBackFile = undefined;
      update();
      return true;
    },

    showTyped(path, before, after) {
      const { preview } = get();
      const mark = preview.marks?.[path.join('/')];
      if (!mark || !preview.page || before === '' || before === after) return;
      const page = withTyped(preview.page, mark, before, after);
      const shell = preview.shell && withTyped(preview.shell, mark, before, after);
      if (page === preview.page && shell === preview.shell) return;
      typedSince = true;
      set({ preview: { ...preview, page, shell } });
    },

    setText(text, from) {
      if (text === get().text) return;
      // what the status said of the last save is not true of the text typed since
      set({ text, textFrom: from, ...(get().status.ofSave ? { status: { text: '', kind: 'info' as const } } : {}) });
      keepSoon();
      update();
    },

    setView(view, remember = true) {
      set({ view });
      if (remember) rememberView(view);
    },

    setStatus(text, kind = 'info') {
      set({ status: { text, kind } });
    },

    setPane(pane) {
      set({ pane });
    },

    async save() {
      const { file, text } = get();
      if (!file) return;
      keepNow();
      set({ status: { text: T.saving, kind: 'info' }, form: { ...get().form, saveAttempted: true } });
      const reply = await api.call('save', { path: file.path, text, hash: file.hash });
      if (reply.data && 'conflict' in reply.data) {
        set({ conflict: { mine: text, disk: reply.data.disk }, status: { text: T.notSavedChangedElsewhere, kind: 'error' } });
        return;
      }
      if (!reply.data) {
        set({ status: { text: T.notSaved(reply.error ?? T.serverDidNotAnswer), kind: 'error' } });
        return;
      }
      const current = get().file;
      if (current?.path !== file.path) return;
      kept.forget(file.path);
      keptChanged();
      const problems = reply.data.problems;
      const mine = problems.filter((p) => p.file === file.path).length;
      set({
        file: { ...current, hash: reply.data.hash, saved: text, newTitle: undefined },
        problems,
        checkedText: text,
        status: mine > 0 ? { text: T.savedWithProblems(mine), kind: 'warn', ofSave: true } : { text: T.saved, kind: 'info', ofSave: true },
      });
      keepNow(); // typed on meanwhile: kept again
      actions.filesChanged();
    },

    restoreKept() {
      const offer = get().restore;
      if (!offer) return;
      set({ text: offer.copy.text, textFrom: 'restore', restore: undefined, status: { text: offer.sameBase ? T.changesBack : T.versionBack, kind: 'warn' } });
      update();
    },

    discardKept() {
      const { file } = get();
      if (file) kept.forget(file.path);
      keptChanged();
      set({ restore: undefined });
      actions.filesChanged();
    },

    async openSavedVersion() {
      const { file, conflict } = get();
      if (!file || !conflict) return;
      // mine was typed over the version opened, not the one saved since: offered back beside it
      kept.keep(file.path, conflict.mine, file.hash);
      await actions.openFile(file.path, { reload: true });
    },

    dismissConflict() {
      set({ conflict: undefined });
    },

    showLanguage(language) {
      if (get().preview.language === language) return;
      set({ preview: { ...get().preview, language, page: undefined } });
      update();
    },

    filesChanged() {
      set({ filesVersion: get().filesVersion + 1 });
      void queryClient.invalidateQueries({ queryKey: ['files', api.base] });
      void queryClient.invalidateQueries({ queryKey: ['translations', api.base] });
      void queryClient.invalidateQueries({ queryKey: ['translation', api.base] });
      void queryClient.invalidateQueries({ queryKey: ['media', api.base] });
      update();
    },

    setForm(change) {
      const form = get().form;
      set({ form: { ...form, ...(typeof change === 'function' ? change(form) : change) } });
    },

    close() {
      set({ file: undefined, schema: undefined, text: '', textFrom: 'open', problems: [], checkedText: undefined, restore: undefined, conflict: undefined, preview: { ...get().preview, route: '/', page: undefined, note: '', placeholders: 0 }, pane: 'pages', form: emptyFormUi() });
    },
  };

  return Object.assign(store, { actions, queryClient });
}

/** Marks, for the page shown again in another language, the open file whose kept text goes back at once (not offered). */
const SWITCHED_KEY = 'site-editor:language-switched';

/** The interface language changes: the page is shown again in it, the open file opened again with what was typed back in place. */
export function markLanguageSwitch(api: string, file: string | undefined): void {
  try {
    if (file) sessionStorage.setItem(SWITCHED_KEY, JSON.stringify({ api, file }));
  } catch {
    /* its kept text is offered back instead */
  }
}

/** The file open when the language was switched, if this page is that switch's reload (read once). */
function takeSwitchedFile(api: string): string | undefined {
  try {
    const mark = sessionStorage.getItem(SWITCHED_KEY);
    sessionStorage.removeItem(SWITCHED_KEY);
    const { api: from, file } = JSON.parse(mark ?? 'null') ?? {};
    return from === api && typeof file === 'string' ? file : undefined;
  } catch {
    return undefined;
  }
}

export const EditorContext = createContext<EditorStore | null>(null);

/** The editor's store, read by `select` (a component draws again when what it selects changes). */
export function useEditor<T>(select: (state: EditorState) => T): T {
  const store = useContext(EditorContext);
  if (!store) throw new Error('useEditor outside the editor');
  return useStore(store, select);
}

export function useEditorActions(): EditorActions {
  const store = useContext(EditorContext);
  if (!store) throw new Error('useEditorActions outside the editor');
  return store.actions;
}

export function useEditorStore(): EditorStore {
  const store = useContext(EditorContext);
  if (!store) throw new Error('useEditorStore outside the editor');
  return store;
}

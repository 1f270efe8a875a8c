import { autocompletion, snippet } from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { Problem } from '../../contract.ts';
import { schemaCompletion, schemaHover } from '../schema-assist.ts';
import { EDITOR_TEXT as T } from '../texts/editor.ts';
import { useEditorStore, type EditorStore } from './store.ts';

/**
 * The YAML view: the open file as text, in CodeMirror 6, with completion and hover descriptions from its
 * schema, and the site's problems on their lines. The text is the store's: what is typed here goes to the
 * store at once, and a change made elsewhere (the form, a kept copy put back) comes back here as the smallest
 * edit that makes the same text, so the cursor and the undo history stay.
 */
export function YamlView() {
  const host = useRef<HTMLDivElement>(null);
  const store = useEditorStore();

  useEffect(() => {
    const view = new EditorView({ parent: host.current!, state: editorState(store, store.getState().text) });
    /** The file open in the view: another one starts a new history. */
    let shownFile = store.getState().file?.path;
    const unsubscribe = store.subscribe((state, before) => {
      if (state.file?.path !== shownFile || (state.textFrom === 'open' && state.text !== view.state.doc.toString())) {
        shownFile = state.file?.path;
        view.setState(editorState(store, state.text));
      } else if (state.text !== view.state.doc.toString()) {
        view.dispatch({ changes: smallestChange(view.state.doc.toString(), state.text) });
      }
      if (state.problems !== before.problems || state.checkedText !== before.checkedText || state.file !== before.file) showProblems(view, state.problems, state.file?.path, state.checkedText);
    });
    showProblems(view, store.getState().problems, store.getState().file?.path, store.getState().checkedText);
    const jump = (event: Event) => {
      const { line, col } = (event as CustomEvent<{ line: number; col: number }>).detail;
      const target = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines));
      view.dispatch({ selection: { anchor: Math.min(target.from + Math.max(col, 1) - 1, target.to) }, scrollIntoView: true });
      view.focus();
    };
    const insert = (event: Event) => {
      const { body, offset } = (event as CustomEvent<{ body: string; offset: number }>).detail;
      snippet(body)(view, null, offset, offset);
      view.dispatch({ effects: EditorView.scrollIntoView(view.state.selection.main.head, { y: 'center' }) });
      view.focus();
    };
    host.current!.addEventListener(JUMP_EVENT, jump);
    host.current!.addEventListener(SNIPPET_EVENT, insert);
    const element = host.current!;
    return () => {
      unsubscribe();
      element.removeEventListener(JUMP_EVENT, jump);
      element.removeEventListener(SNIPPET_EVENT, insert);
      view.destroy();
    };
  }, [store]);

  return <div className="edit-yaml" ref={host} data-yaml-view="" />;
}

/** Asks the YAML view to put the cursor at a line and column of the open file (a problem, a field found by a click). */
export const JUMP_EVENT = 'edit-jump';
export function jumpToLine(line: number, col = 1): void {
  document.querySelector('[data-yaml-view]')?.dispatchEvent(new CustomEvent(JUMP_EVENT, { detail: { line, col } }));
}

const SNIPPET_EVENT = 'edit-snippet';
/** Inserts a template at `offset` of the open file in the YAML view, as a snippet: its first field takes the cursor, Tab goes to the next. */
export function insertSnippet(body: string, offset: number): void {
  document.querySelector('[data-yaml-view]')?.dispatchEvent(new CustomEvent(SNIPPET_EVENT, { detail: { body, offset } }));
}

function editorState(store: EditorStore, text: string): EditorState {
  return EditorState.create({
    doc: text,
    extensions: [
      basicSetup,
      yaml(),
      EditorState.tabSize.of(2),
      lintGutter(),
      autocompletion({ override: [schemaCompletion(() => store.getState().schema, () => store.getState().facts)], activateOnTyping: true }),
      schemaHover(() => store.getState().schema),
      keymap.of([{ key: 'Mod-s', preventDefault: true, run: () => (void store.actions.save(), true) }]),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) store.actions.setText(update.state.doc.toString(), 'yaml');
      }),
      // a tabindex axe can see: the scroller's one content is the text, reached by Tab
      EditorView.contentAttributes.of({ 'aria-label': T.yamlOfTheFile, tabindex: '0' }),
    ],
  });
}

/** The replacement of the stretch that differs between two texts. */
function smallestChange(old: string, text: string) {
  let from = 0;
  while (from < old.length && from < text.length && old[from] === text[from]) from++;
  let end = 0;
  while (end < old.length - from && end < text.length - from && old[old.length - 1 - end] === text[text.length - 1 - end]) end++;
  return { from, to: old.length - end, insert: text.slice(from, text.length - end) };
}

/** The problems of the open file on their lines, when they were found for the text shown (typed on since: the next answer brings them). */
function showProblems(view: EditorView, problems: Problem[], file: string | undefined, checked: string | undefined): void {
  if (checked !== undefined && checked !== view.state.doc.toString()) return;
  const doc: Text = view.state.doc;
  const diagnostics: Diagnostic[] = problems
    .filter((p) => p.file === file && p.line > 0)
    .map((p) => {
      const line = doc.line(Math.min(p.line, doc.lines));
      const from = Math.min(line.from + p.col - 1, line.to);
      const word = /^[^\s:,\]]+/.exec(line.text.slice(from - line.from))?.[0].length ?? 0;
      return { from, to: Math.min(from + Math.max(word, 1), line.to), severity: 'error', message: p.message, source: p.code };
    });
  view.dispatch(setDiagnostics(view.state, diagnostics));
}

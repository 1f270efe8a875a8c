import { useMemo } from 'react';
import type { Problem } from '../../contract.ts';
import { describeField } from '../../form/fields.ts';
import { fieldProblems, placeOfField, type FieldProblem } from '../form/problem-words.ts';
import { EDITOR_TEXT as T } from '../texts/editor.ts';
import { useEditor, useEditorStore, type EditorStore } from './store.ts';
import { jumpToLine } from './YamlView.tsx';
import { useShownView } from './shown-view.ts';

/**
 * The site's problems under the open page. In the Form view, said in its words and named by the field's
 * label, the empty fields of a new item the person has not reached yet listed apart as links ("still to
 * fill: Description, Summary"); in the YAML view, as npm run validate says them, with their place. A click
 * goes to the field (or the line), opening the file it is in.
 */
export function ProblemsPanel() {
  const store = useEditorStore();
  const problems = useEditor((state) => state.problems);
  const path = useEditor((state) => state.file?.path);
  const schema = useEditor((state) => state.schema);
  const text = useEditor((state) => state.checkedText ?? state.text);
  // the text on screen is not checked yet (just opened, or typed since): "No problems" would not be true of it yet
  const checking = useEditor((state) => state.checkedText !== state.text);
  const form = useEditor((state) => state.form);
  const inForm = useShownView().shown === 'form';
  const root = useMemo(() => (schema ? describeField(schema as Parameters<typeof describeField>[0]) : undefined), [schema]);
  const own = useMemo(() => problems.filter((p) => p.file === path), [problems, path]);
  const others = useMemo(() => problems.filter((p) => p.file !== path), [problems, path]);
  const said = useMemo(() => (inForm ? fieldProblems(root, text, own, form) : own.map((problem): FieldProblem => ({ problem, text: problem.detail ?? problem.message, waiting: false }))), [inForm, root, text, own, form]);
  if (!path) return null;
  const mine = said.filter((p) => !p.waiting);
  const waiting = said.filter((p) => p.waiting);
  const heading = mine.length + others.length === 0 ? (waiting.length > 0 ? T.fieldsToFill(waiting.length) : checking ? T.checking : T.noProblems) : T.problemsCount(mine.length, others.length, waiting.length);
  return (
    <section className="edit-problem-panel" aria-label={T.problems}>
      <h3>{heading}</h3>
      {waiting.length > 0 && (
        <p className="edit-to-fill">
          <span>{T.stillToFill}</span>{' '}
          {waiting.map((p, index) => (
            <button key={index} type="button" className="edit-to-fill-field" onClick={() => void goTo(store, p)}>
              {placeOfField(p) ?? T.show}
            </button>
          ))}
        </p>
      )}
      <ol className="edit-problems" aria-label={T.problems}>
        {[...mine, ...others.map((problem): FieldProblem => ({ problem, text: problem.detail ?? problem.message, waiting: false }))].map((p, index) => {
          const problem = p.problem;
          const where = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.col}` : problem.file;
          const worded = inForm && problem.file === path && p.key !== undefined;
          return (
            <li key={index} data-file={problem.file} data-line={String(problem.line)} data-col={String(problem.col)}>
              <button type="button" className="edit-where" onClick={() => void goTo(store, p)}>
                {worded ? (placeOfField(p) ?? T.show) : where}
              </button>{' '}
              <span className="edit-message">{worded ? p.text : problem.detail}</span>
              {problem.hint && !worded && <span className="edit-hint">{problem.hint}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** To the field of a problem in the form, or its line in the YAML view; its file opened first. */
export async function goTo(store: EditorStore, said: FieldProblem | { problem: Problem; path?: undefined }): Promise<void> {
  const { problem } = said;
  if (problem.file !== store.getState().file?.path && !(await store.actions.openFile(problem.file))) return;
  if (problem.line < 1) return;
  if (store.getState().view !== 'yaml') {
    store.actions.setView('form', false);
    // the field the problem is on (found again in the file just opened)
    const path = said.path ?? fieldProblems(store.getState().schema ? describeField(store.getState().schema as Parameters<typeof describeField>[0]) : undefined, store.getState().text, [problem], { fresh: [], touched: [], saveAttempted: true })[0]?.path;
    if (path) {
      store.actions.setForm((form) => ({
        opened: { ...form.opened, ...Object.fromEntries(path.map((_, depth) => [path.slice(0, depth + 1).join('/'), true])) },
        focus: { key: path.join('/'), within: 'field', block: 'center' },
      }));
      return;
    }
    store.actions.setView('yaml', false);
  }
  requestAnimationFrame(() => jumpToLine(problem.line, problem.col));
}

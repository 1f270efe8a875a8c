import { memo, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { openYamlDocument, type FieldPath, type YamlDocument } from '../../form/document.ts';
import { describeField, type Field } from '../../form/fields.ts';
import { useFacts } from '../editor/queries.ts';
import { useEditor, useEditorActions, useEditorStore, type FormUi } from '../editor/store.ts';
import { FORM_TEXT as T } from '../../form/form-texts.ts';
import { FormContext, FormProblemsContext, FormValuesContext, type FormApi } from './context.ts';
import { Choice, ObjectFields } from './Groups.tsx';
import { keyOf, keysAround, quoted, type Value } from '../../form/keys.ts';
import { keepUnchanged } from '../../preview/keep-unchanged.ts';
import { List } from './Lists.tsx';
import { fieldProblems, type FieldProblem } from './problem-words.ts';
import { ScalarControl } from './Controls.tsx';

/**
 * The open file as a form generated from its schema: one document, two views. Every change in the form is
 * made on the YAML text (src/editor/form/document.ts, touching only that field's lines) and goes to the
 * store, which the YAML view and the preview follow; the form is drawn from the text as it is now, so a
 * change in the YAML view shows here too. Its parts: Controls.tsx (single values), Groups.tsx (objects,
 * choices), Lists.tsx (lists), Picker.tsx (a reference picked by name).
 */

export function FormView() {
  const store = useEditorStore();
  const actions = useEditorActions();
  const schema = useEditor((state) => state.schema);
  const path = useEditor((state) => state.file?.path);
  const text = useEditor((state) => state.text);
  const problems = useEditor((state) => state.problems);
  const checkedText = useEditor((state) => state.checkedText);
  // what the form draws from its memory, each part apart: a card opened or closed draws that card alone (useOpened)
  const fresh = useEditor((state) => state.form.fresh);
  const touched = useEditor((state) => state.form.touched);
  const saveAttempted = useEditor((state) => state.form.saveAttempted);
  const focus = useEditor((state) => state.form.focus);
  const announce = useEditor((state) => state.form.announce);
  const undo = useEditor((state) => state.form.undo);
  const facts = useFacts();
  const root = useMemo(() => (schema ? describeField(schema as Parameters<typeof describeField>[0]) : undefined), [schema]);
  // the text's parse, kept: a key typed in the form parses the file once (the change made), not again to draw it
  const lastParse = useRef<{ text: string; document: ReturnType<YamlDocument['document']> } | undefined>(undefined);
  const opened = (now: string) => {
    const doc = openYamlDocument(now, lastParse.current?.text === now ? lastParse.current.document : undefined);
    lastParse.current = { text: now, document: doc.document() };
    return doc;
  };
  const parsed = useMemo(() => opened(text), [text]);
  const unreadable = parsed.document().errors.length > 0;
  // the parts that did not change stay the objects drawn last: their fields are not drawn again
  const drawn = useRef<Value>(undefined);
  const values = useMemo(() => (drawn.current = unreadable ? undefined : keepUnchanged(drawn.current, parsed.getField([]))), [parsed, unreadable]);
  // the problems were found for the text checked last: shown on their fields while it is the one drawn
  const said = useMemo(() => {
    const mine = problems.filter((problem) => problem.file === path);
    return fieldProblems(root, checkedText ?? text, mine, { fresh, touched, saveAttempted });
  }, [root, problems, checkedText, text, path, fresh, touched, saveAttempted]);
  // the same problems on the same fields stay the map drawn last: a key typed draws again only the rows whose problems changed
  const shownProblems = useRef<Map<string, FieldProblem[]>>(new Map());
  const byKey = useMemo(() => {
    const map = new Map<string, FieldProblem[]>();
    for (const problem of said) if (problem.key !== undefined && !problem.waiting) map.set(problem.key, [...(map.get(problem.key) ?? []), problem]);
    return (shownProblems.current = sameProblems(shownProblems.current, map) ? shownProblems.current : map);
  }, [said]);

  const api = useMemo<FormApi>(
    () => ({
      store,
      facts,
      field: (field, at, value, label) => <FieldView field={field} path={at} value={value} label={label} />,
      edit(action) {
        const doc = opened(store.getState().text);
        action(doc);
        lastParse.current = { text: doc.text(), document: doc.document() };
        actions.setText(doc.text(), 'form');
      },
      valueAt: (at) => opened(store.getState().text).getField(at),
      typed: (at, before, after) => actions.showTyped(at, before, after),
      ui: () => store.getState().form,
      setUi: actions.setForm,
      announce: (message) => actions.setForm({ announce: message }),
      focus(key, options = {}) {
        actions.setForm((form) => ({
          opened: options.path ? { ...form.opened, ...Object.fromEntries(keysAround(options.path).map((around) => [around, true])) } : form.opened,
          focus: { key, within: options.within, block: options.block, scroll: options.scroll },
        }));
      },
    }),
    [store, actions, facts],
  );

  const body = useRef<HTMLDivElement>(null);
  // the control asked for takes the focus once it is drawn
  useLayoutEffect(() => {
    const wanted = focus;
    if (!wanted || !body.current) return;
    const target = controlFor(body.current, wanted);
    if (!target) return;
    actions.setForm({ focus: undefined });
    if (wanted.scroll !== false) target.scrollIntoView?.({ block: wanted.block ?? 'center' });
    target.focus({ preventScroll: true });
  });

  // a field left is marked (its problem shown) once the press that left it is over: shown at the press, a
  // note would move what is below it, and the button pressed would no longer be under the pointer
  const pressing = useRef(false);
  useLayoutEffect(() => {
    const down = () => (pressing.current = true);
    const up = () => (pressing.current = false);
    document.addEventListener('pointerdown', down, { capture: true });
    document.addEventListener('pointerup', up, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', down, { capture: true });
      document.removeEventListener('pointerup', up, { capture: true });
    };
  }, []);
  const onBlur = (event: React.FocusEvent) => {
    const field = (event.target as HTMLElement).dataset?.field;
    if (field === undefined || store.getState().form.touched.includes(field)) return;
    const touch = () => actions.setForm((form) => ({ touched: [...form.touched, field] }));
    if (!pressing.current) return touch();
    document.addEventListener('click', () => setTimeout(touch), { capture: true, once: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void actions.save();
    }
  };

  return (
    <div className="form-view" onBlur={onBlur} onKeyDown={onKeyDown}>
      <p className="form-live" role="status" aria-live="polite">
        {announce}
      </p>
      {undo && (
        <div className="form-undo">
          <span>{undo.message} </span>
          <button type="button" className="form-undo-button" onClick={undo.run}>
            {T.undo}
          </button>
        </div>
      )}
      <div className="form-body" ref={body}>
        {!root ? (
          <p className="form-note">{path ? T.noSchema(path) : T.chooseFile}</p>
        ) : unreadable ? (
          <p className="form-note" role="alert">
            {T.unreadable}
          </p>
        ) : (
          <FormContext.Provider value={api}>
            <FormValuesContext.Provider value={values}>
              <FormProblemsContext.Provider value={byKey}>
                <FieldView field={root} path={[]} value={values} />
              </FormProblemsContext.Provider>
            </FormValuesContext.Provider>
          </FormContext.Provider>
        )}
      </div>
    </div>
  );
}

function sameProblems(before: Map<string, FieldProblem[]>, now: Map<string, FieldProblem[]>): boolean {
  if (before.size !== now.size) return false;
  for (const [key, list] of now) {
    const was = before.get(key);
    if (!was || was.length !== list.length || list.some((problem, i) => problem.text !== was[i].text || problem.problem !== was[i].problem)) return false;
  }
  return true;
}

const CONTROLS = 'input:not([type="hidden"]), select, textarea';

/** The element a focus request names, once drawn. */
function controlFor(body: HTMLElement, wanted: NonNullable<FormUi['focus']>): HTMLElement | null {
  if (wanted.within === 'firstEmpty') {
    return [...body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]):not([type="checkbox"]), textarea')].find((control) => control.value === '') ?? null;
  }
  if (wanted.within === 'first') return body.querySelector(`[data-field=${quoted(wanted.key)}]`)?.querySelector<HTMLElement>(CONTROLS) ?? null;
  if (wanted.within === 'field') {
    // the field's control, else the first control of the nearest group around it that is drawn
    const parts = wanted.key.split('/');
    for (let depth = parts.length; depth >= 0; depth--) {
      const key = parts.slice(0, depth).join('/');
      const found = body.querySelector<HTMLElement>(`[data-field=${quoted(key)}]`);
      if (!found) continue;
      return found.matches(CONTROLS) ? found : found.querySelector<HTMLElement>(CONTROLS);
    }
    return null;
  }
  return body.querySelector<HTMLElement>(`[data-key=${quoted(wanted.key)}]`);
}

interface FieldViewProps {
  field: Field;
  path: FieldPath;
  value: Value;
  label?: string;
}

/**
 * A field of any kind, drawn by its kind; drawn again only when its value (kept the same object while it does
 * not change), its place or its label changes. What it shows of the rest of the form comes through contexts
 * (its problems, its open state, a category's name), which reach it all the same.
 */
const FieldView = memo(
  function FieldView({ field, path, value, label }: FieldViewProps) {
    if (field.kind === 'object') return <ObjectFields field={field} path={path} value={value} label={label} />;
    if (field.kind === 'choice') return <Choice field={field} path={path} value={value} label={label} />;
    if (field.kind === 'list') return <List field={field} path={path} value={value} />;
    return <ScalarControl field={field} path={path} value={value} label={label} />;
  },
  (before: FieldViewProps, after: FieldViewProps) => before.field === after.field && before.value === after.value && before.label === after.label && keyOf(before.path) === keyOf(after.path),
);

import { createContext, useContext, type ReactNode } from 'react';
import type { EditorFacts } from '../../contract.ts';
import type { FieldPath, YamlDocument } from '../../form/document.ts';
import type { Field } from '../../form/fields.ts';
import { useEditor, type EditorStore, type FormUi } from '../editor/store.ts';
import { keyOf, type Value } from '../../form/keys.ts';
import type { FieldProblem } from './problem-words.ts';

/**
 * What every part of the Form view (FormView.tsx) works with, given through a React context. It stays the
 * same object while the file is typed in (the values and problems have contexts of their own), so that a
 * field whose value did not change is not drawn again (FieldView is memoised by its value).
 */
export interface FormApi {
  store: EditorStore;
  facts: EditorFacts;
  /** Draws a field of any kind (a group draws its fields with it). */
  field(field: Field, path: FieldPath, value: Value, label?: string): ReactNode;
  /** Makes a change on the YAML text as it is now. */
  edit(action: (doc: YamlDocument) => void): void;
  /** A text field's new value, shown in the preview at once. */
  typed(path: FieldPath, before: string, after: string): void;
  /** The value at `path` in the text as it is now (typed since the form was drawn, too). */
  valueAt(path: FieldPath): Value;
  ui(): FormUi;
  setUi(change: Partial<FormUi> | ((form: FormUi) => Partial<FormUi>)): void;
  announce(message: string): void;
  /** Focuses the control named `key` once the form is drawn again (the cards and groups around `path`, and its own, opened). */
  focus(key: string, options?: { path?: FieldPath; within?: 'first' | 'field' | 'firstEmpty'; block?: 'center' | 'start' | 'nearest'; scroll?: boolean }): void;
}

/** What a row gives its control: its id, its field's key, and what describes it. */
export interface ControlAttributes {
  id: string;
  'data-field': string;
  'data-key': string;
  'data-describedby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export const FormContext = createContext<FormApi | null>(null);
/** The file's values as drawn: for what a field shows of other fields (a category picked by its name). */
export const FormValuesContext = createContext<Value>(undefined);
/** The problems shown on their fields (those still to reach left out), by the field's key. */
export const FormProblemsContext = createContext<ReadonlyMap<string, FieldProblem[]>>(new Map());

export function useForm(): FormApi {
  const form = useContext(FormContext);
  if (!form) throw new Error('useForm outside the form');
  return form;
}

/** Whether a card or group is open: as the person left it, else as it starts. */
export function useOpened(key: string, initially: boolean): [boolean, (open: boolean) => void] {
  const opened = useEditor((state) => state.form.opened[key]);
  const { setUi } = useForm();
  return [opened ?? initially, (open) => setUi((form) => ({ opened: { ...form.opened, [key]: open } }))];
}

/** The problems of the field at `path`, in the form's words. */
export function useFieldProblems(path: FieldPath): FieldProblem[] {
  return useContext(FormProblemsContext).get(keyOf(path)) ?? [];
}

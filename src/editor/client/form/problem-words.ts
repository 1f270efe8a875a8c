import { isMap, isScalar, isSeq, type Document, type Node as YamlNode } from 'yaml';
import type { Problem } from '../../contract.ts';
import { openYamlDocument, type FieldPath } from '../../form/document.ts';
import { fieldAt, type Field } from '../../form/fields.ts';
import { FORM_TEXT as T } from '../../form/form-texts.ts';
import { isObject, keyOf } from '../../form/keys.ts';
import { itemLabel } from '../../form/labels.ts';

/**
 * The site's problems as the Form view says them: each on the field it is about (found from its line and
 * column, or the field its message names), named by the field's label, with what to do in a person's words
 * ("Description is empty: write one or two sentences"), never YAML's syntax. An empty field of an item made
 * in this session waits until the person has left it (or pressed Save) before it is marked.
 */
export interface FieldProblem {
  problem: Problem;
  /** The field's key (its path joined by /), where the form shows it; undefined when no field of the form holds it. */
  key?: string;
  path?: FieldPath;
  label?: string;
  /** The list item the field is in, as a person names it ("Card Dispute Desk", "Use case 3"): which of several fields named alike. */
  within?: string;
  /** The problem in the form's words. */
  text: string;
  /** An empty field not reached yet: not marked, counted as "still to fill". */
  waiting: boolean;
}

/** What decides whether an empty field waits: the items made in this session, the fields left, and a Save pressed. */
export interface Reached {
  fresh: readonly string[];
  touched: readonly string[];
  saveAttempted: boolean;
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

export function offsetOf(text: string, line: number, col: number): number {
  let offset = 0;
  for (let i = 1; i < line; i++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const end = text.indexOf('\n', offset);
  return Math.min(offset + Math.max(col - 1, 0), end < 0 ? text.length : end);
}

const isControl = (field: Field | undefined) => field !== undefined && field.kind !== 'object' && field.kind !== 'choice' && field.kind !== 'list';

/**
 * The field of the form a problem is about: the field its message names in the item on its line, else the
 * deepest field holding its line that the form draws a control for (a group: its first control).
 */
export function fieldOfProblem(root: Field, values: unknown, text: string, doc: Document.Parsed, problem: Pick<Problem, 'line' | 'col' | 'message'>): { path: FieldPath; field: Field } | undefined {
  if (problem.line < 1) return undefined;
  const path = [...pathAtOffset(doc, offsetOf(text, problem.line, problem.col))];
  const tagOf = tagsOf(values);
  const named = NAMED_FIELD.exec(problem.message)?.slice(1).find(Boolean);
  if (named) {
    const field = fieldAt(root, [...path, named], tagOf);
    if (isControl(field)) return { path: [...path, named], field: field! };
  }
  for (let depth = path.length; depth >= 0; depth--) {
    const at = path.slice(0, depth);
    const field = fieldAt(root, at, tagOf);
    if (isControl(field)) return { path: at, field: field! };
    if (field && depth > 0) {
      const first = firstControl(field, at, values, tagOf);
      if (first) return first;
    }
  }
  return undefined;
}

/** The first control of a group as the form draws it: an object's first field, a list's first item (or the list itself: its Add button). */
function firstControl(field: Field, path: FieldPath, values: unknown, tagOf: (at: readonly (string | number)[]) => string | undefined): { path: FieldPath; field: Field } | undefined {
  if (field.kind === 'list') return { path, field };
  const object = field.kind === 'choice' ? field.options.find((option) => option.value === tagOf(path))?.form : field.kind === 'object' ? field : undefined;
  const child = object?.fields[0];
  if (!child) return undefined;
  return isControl(child) ? { path: [...path, child.name!], field: child } : firstControl(child, [...path, child.name!], values, tagOf);
}

/** A field's label as the form shows it: its own, or, for an item of a list of values, "Category 2". */
function labelAt(root: Field, path: FieldPath, field: Field, tagOf: (at: readonly (string | number)[]) => string | undefined): string {
  const last = path.at(-1);
  if (typeof last === 'number') {
    const list = fieldAt(root, path.slice(0, -1), tagOf);
    if (list?.kind === 'list') return itemLabel(list.label, last);
  }
  return field.label;
}

/** The list item holding the field at `path` (not the field itself, when it is an item): its name or title, else "Use case 3". */
function itemAround(root: Field, path: FieldPath, values: unknown, tagOf: (at: readonly (string | number)[]) => string | undefined): string | undefined {
  const above = typeof path.at(-1) === 'number' ? path.slice(0, -1) : path;
  const at = above.findLastIndex((segment) => typeof segment === 'number');
  if (at < 0) return undefined;
  let item: unknown = values;
  for (const segment of above.slice(0, at + 1)) item = Array.isArray(item) || isObject(item) ? (item as Record<string | number, unknown>)[segment] : undefined;
  if (isObject(item)) {
    for (const key of ['name', 'title', 'heading', 'label']) {
      const named = item[key];
      if (typeof named === 'string' && named.trim()) return named.trim();
    }
  }
  const list = fieldAt(root, above.slice(0, at), tagOf);
  return list?.kind === 'list' ? itemLabel(list.label, Number(above[at])) : undefined;
}

/** A field as a list of problems names it: "Use case 3 › Title", or its label alone outside any list item. */
export const placeOfField = (said: Pick<FieldProblem, 'label' | 'within'>): string | undefined => (said.label && said.within ? `${said.within} › ${said.label}` : said.label);

/** A problem as the Form view says it: named by the field's label, with what to do in a person's words. */
export function formWords(problem: Pick<Problem, 'code' | 'message' | 'detail' | 'hint'>, field: Field | undefined, label: string | undefined): string {
  const kind = field?.kind === 'list' ? 'list' : field?.kind;
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
              : T.todoWrite(label);
    return T.empty(label, todo);
  }
  const detail = (problem.detail ?? problem.message).replace(LEADING_FIELD, label ?? T.thisField).replace(/^[a-zà-ÿ]/, (c) => c.toUpperCase());
  const hint = problem.hint && !YAML_WORDS.test(problem.hint) ? problem.hint : '';
  return T.problem(detail, hint);
}

/** The type of the item at a path of `values` (a block's `type`), for the fields of a choice. */
export const tagsOf =
  (values: unknown) =>
  (at: readonly (string | number)[]): string | undefined => {
    let value: unknown = values;
    for (const segment of at) value = Array.isArray(value) || isObject(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
    return isObject(value) && typeof value.type === 'string' ? value.type : undefined;
  };

/** Whether an empty field of an item made in this session is not marked yet: the person has not left it, nor pressed Save. */
function waits(problem: Problem, key: string, reached: Reached): boolean {
  if (reached.saveAttempted || !EMPTY.has(problem.code ?? '')) return false;
  if (reached.touched.some((left) => left === key || left.startsWith(`${key}/`))) return false;
  return reached.fresh.some((prefix) => prefix === '' || key === prefix || key.startsWith(`${prefix}/`));
}

/** The problems of the open file (`problems` holds only its own), each with its field and words. */
export function fieldProblems(root: Field | undefined, text: string, problems: readonly Problem[], reached: Reached): FieldProblem[] {
  if (!root || problems.length === 0) return problems.map((problem) => ({ problem, text: problem.detail ?? problem.message, waiting: false }));
  const parsed = openYamlDocument(text);
  const doc = parsed.document();
  const values = parsed.getField([]);
  return problems.map((problem) => {
    const found = fieldOfProblem(root, values, text, doc, problem);
    if (!found) return { problem, text: problem.detail ?? problem.message, waiting: false };
    const key = keyOf(found.path);
    const label = labelAt(root, found.path, found.field, tagsOf(values));
    const within = itemAround(root, found.path, values, tagsOf(values));
    return { problem, key, path: found.path, label, within, text: formWords(problem, found.field, label), waiting: waits(problem, key, reached) };
  });
}

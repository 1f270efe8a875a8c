import { Document, isCollection, isMap, isScalar, isSeq, parseDocument, Scalar, YAMLSeq, type Node, type Pair } from 'yaml';

/** Where a value sits in a document: property names and list indexes from the root. */
export type FieldPath = readonly (string | number)[];

/**
 * One YAML file edited by a form. The text is the source of truth: every change is spliced into it at
 * the changed node's range, so everything else stays byte for byte (comments, key order, quoting,
 * folded scalars, blank lines). `String(doc)` is never used for the whole file: it re-folds long
 * strings, re-wraps `>-` scalars and respaces flow collections of untouched nodes.
 */
export interface YamlDocument {
  /** The current text. */
  text(): string;
  /** The text edited in the YAML view: the form reads it from now on. */
  setText(text: string): void;
  /** The parsed document of the current text (for problems, positions, getIn). */
  document(): Document.Parsed;
  /** The plain value at `path`, or undefined. */
  getField(path: FieldPath): unknown;
  /** Sets a value; missing parents are created as maps. */
  setField(path: FieldPath, value: unknown): void;
  /** Removes a property (or list item) and returns its value. */
  removeField(path: FieldPath): unknown;
  /** Inserts an item in a list (at the end by default); a missing list is created. */
  addItem(listPath: FieldPath, value: unknown, index?: number): void;
  /** Removes an item and returns its value, for undo (`addItem(listPath, value, index)`). */
  removeItem(listPath: FieldPath, index: number): unknown;
  /** Moves an item, its lines unchanged. */
  moveItem(listPath: FieldPath, from: number, to: number): void;
  /** How many changes could not be spliced and rewrote the whole file (0 on every shipped file). */
  readonly rewrites: number;
}

interface Splice {
  from: number;
  to: number;
  insert: string;
}

/** `parsed`: the document of `initial` when it was parsed already (a parsed document is never changed: each change makes a new one). */
export function openYamlDocument(initial: string, parsed?: Document.Parsed): YamlDocument {
  let source = initial;
  let doc = parsed ?? parse(source);
  let rewrites = 0;

  const change = (edit: (copy: Document) => void, plan: () => Splice | undefined) => {
    const result = applyChange(source, doc, edit, plan);
    if (result.rewritten) rewrites += 1;
    source = result.text;
    doc = result.doc;
  };

  return {
    text: () => source,
    setText(text) {
      source = text;
      doc = parse(text);
    },
    document: () => doc,
    getField: (path) => toPlain(doc.getIn(path, true)),
    setField(path, value) {
      change((copy) => copy.setIn(path, value), () => planSet(source, doc, path, value));
    },
    removeField(path) {
      const removed = toPlain(doc.getIn(path, true));
      change((copy) => copy.deleteIn(path), () => planRemove(source, doc, path));
      return removed;
    },
    addItem(listPath, value, index) {
      const list = doc.getIn(listPath, true);
      if (!isSeq(list) || list.items.length === 0) return this.setField(listPath, [value]);
      const at = index ?? list.items.length;
      change((copy) => (copy.getIn(listPath, true) as YAMLSeq).items.splice(at, 0, copy.createNode(value) as Node), () => planAddItem(source, doc, listPath, value, at));
    },
    removeItem(listPath, index) {
      return this.removeField([...listPath, index]);
    },
    moveItem(listPath, from, to) {
      if (from === to) return;
      const move = (copy: Document) => {
        const items = (copy.getIn(listPath, true) as YAMLSeq).items;
        items.splice(to, 0, ...items.splice(from, 1));
      };
      change(move, () => planMove(source, doc, listPath, from, to));
    },
    get rewrites() {
      return rewrites;
    },
  };
}

/**
 * Applies `edit` on a copy of the document to know the expected data, then splices the planned text.
 * When no splice was planned, or it does not give that data, the copy is written whole instead.
 */
function applyChange(source: string, doc: Document.Parsed, edit: (copy: Document) => void, plan: () => Splice | undefined) {
  const expected = doc.clone();
  edit(expected);
  let planned: Splice | undefined;
  try {
    planned = plan();
  } catch {
    planned = undefined; // a node without a source range
  }
  if (planned) {
    const text = source.slice(0, planned.from) + planned.insert + source.slice(planned.to);
    const reparsed = parse(text);
    if (reparsed.errors.length === 0 && sameData(reparsed.toJS(), expected.toJS())) return { text, doc: reparsed, rewritten: false };
  }
  const text = expected.toString({ lineWidth: 0 });
  return { text, doc: parse(text), rewritten: true };
}

function parse(text: string): Document.Parsed {
  return parseDocument(text, { keepSourceTokens: true });
}

function toPlain(node: unknown): unknown {
  return isScalar(node) || isCollection(node) ? node.toJSON() : node;
}

/** Deep equality of plain data, map key order ignored. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((k) => k in b && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

// ---- text positions ----

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset after the line that holds `offset` (unchanged when `offset` already starts a line). */
function lineEnd(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === '\n') return offset;
  const newline = text.indexOf('\n', offset);
  return newline < 0 ? text.length : newline + 1;
}

function column(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** Whether only spaces (and list dashes when `dashes`) stand before `offset` on its line. */
function firstOnLine(text: string, offset: number, dashes = false): boolean {
  const before = text.slice(lineStart(text, offset), offset);
  return dashes ? /^[ -]*$/.test(before) : /^ *$/.test(before);
}

function indentLines(block: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return block.replace(/\n(?=[^\n])/g, `\n${pad}`);
}

// ---- serialising new values ----

function isScalarValue(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** A block collection entry (`key: value` or `- value`) as text at `col`: first line unindented, the rest indented, ending with a newline. */
function entryText(entry: Record<string, unknown> | unknown[], col: number): string {
  return indentLines(new Document(entry).toString({ lineWidth: 0 }), col);
}

/** The text that replaces a scalar's source, in its style where the value allows it. */
function scalarText(text: string, node: Scalar, value: unknown, inFlow: boolean): string {
  const scalar = new Scalar(value);
  // an empty value is quoted only because it is empty ("" as a field is cleared and typed again): the new text takes the plain style
  const emptied = node.value === '' || node.value === null;
  if (typeof value === 'string') scalar.type = value.includes('\n') && !inFlow && !isBlock(node) ? Scalar.BLOCK_LITERAL : emptied ? Scalar.PLAIN : node.type;
  const [start, end] = node.range!;
  const old = text.slice(start, end);
  if (inFlow) return flowText(new Document([scalar]), old, true);
  let out = new Document(scalar).toString({ lineWidth: isBlock(node) ? 100 : 0 }).replace(/\n$/, '');
  if (/^[|>]/.test(out)) out = indentLines(out, blockBodyIndent(text, node));
  return old.endsWith('\n') ? `${out}\n` : out;
}

function isBlock(node: Scalar): boolean {
  return node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
}

/** Where a block scalar's lines start: as in the source, or two spaces in from the line that holds it. */
function blockBodyIndent(text: string, node: Scalar): number {
  if (isBlock(node)) {
    const body = /\n( *)\S/.exec(text.slice(node.range![0], node.range![1]));
    if (body) return body[1].length;
  }
  const line = text.slice(lineStart(text, node.range![0]));
  return (/^[ -]*/.exec(line)?.[0].length ?? 0) + 2;
}

/** A flow collection (or, with `unwrap`, the one item of one) on one line, spaced inside its brackets as `old` is. */
function flowText(flowDoc: Document, old: string, unwrap = false): string {
  if (isCollection(flowDoc.contents)) (flowDoc.contents as YAMLSeq).flow = true;
  const out = flowDoc.toString({ lineWidth: 0 }).replace(/\n$/, '');
  if (unwrap) return out.replace(/^\[ ?/, '').replace(/ ?\]$/, '');
  return /^[[{] /.test(old) ? out : out.replace(/^([[{]) /, '$1').replace(/ ([\]}])$/, '$1');
}

// ---- planning splices ----

interface Located {
  parent: Node | undefined;
  node: Node | undefined;
  pair: Pair | undefined;
}

function locate(doc: Document.Parsed, path: FieldPath): Located {
  const parentPath = path.slice(0, -1);
  const parent = (parentPath.length === 0 ? doc.contents : doc.getIn(parentPath, true)) as Node | undefined;
  const key = path[path.length - 1];
  const pair = isMap(parent) ? parent.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key) : undefined;
  const node = (isSeq(parent) && typeof key === 'number' ? parent.items[key] : pair?.value) as Node | undefined;
  return { parent, node, pair };
}

function isFlow(node: Node | undefined): boolean {
  return isCollection(node) && node.flow === true;
}

/** A flow collection is rewritten whole on its (usually single) line. */
function planFlow(text: string, doc: Document.Parsed, collectionPath: FieldPath, edit: (copy: Document) => void): Splice | undefined {
  const node = (collectionPath.length === 0 ? doc.contents : doc.getIn(collectionPath, true)) as Node | undefined;
  if (!node?.range) return undefined;
  const copy = doc.clone();
  edit(copy);
  const changed = copy.getIn(collectionPath, true) as Node;
  // comments around the collection stay where they are in the text
  changed.commentBefore = changed.comment = null;
  const old = text.slice(node.range[0], node.range[1]);
  return { from: node.range[0], to: node.range[1], insert: flowText(new Document(changed), old) };
}

function planSet(text: string, doc: Document.Parsed, path: FieldPath, value: unknown): Splice | undefined {
  const { parent, node, pair } = locate(doc, path);
  if (isScalar(node) && node.range && isScalarValue(value)) {
    return { from: node.range[0], to: node.range[1], insert: scalarText(text, node, value, isFlow(parent)) };
  }
  if (isFlow(parent)) return planFlow(text, doc, path.slice(0, -1), (copy) => copy.setIn(path, value));
  if (isFlow(node) && Array.isArray(value) && value.every(isScalarValue)) return planFlow(text, doc, path, (copy) => copy.setIn(path, value));
  if (node || pair) return planReplaceEntry(text, parent, pair, node, path, value);
  return planInsertPair(text, doc, path, value);
}

/** Replaces a whole `key: value` pair or `- item` with new lines. */
function planReplaceEntry(text: string, parent: Node | undefined, pair: Pair | undefined, node: Node | undefined, path: FieldPath, value: unknown): Splice | undefined {
  const span = entrySpan(text, parent, pair, node);
  if (!span) return undefined;
  const key = path[path.length - 1];
  const entry = isSeq(parent) ? [value] : { [String(key)]: value };
  return { from: span.from, to: span.to, insert: entryText(entry, column(text, span.from)) };
}

/** From a pair's key (or an item's dash) to the end of its last line. */
function entrySpan(text: string, parent: Node | undefined, pair: Pair | undefined, node: Node | undefined): { from: number; to: number } | undefined {
  if (isMap(parent) && pair && isScalar(pair.key) && pair.key.range) {
    const end = (node?.range ?? pair.key.range)[1];
    return { from: pair.key.range[0], to: lineEnd(text, end) };
  }
  if (isSeq(parent) && node?.range) {
    const dash = text.lastIndexOf('-', node.range[0] - 1);
    if (dash < 0 || !firstOnLine(text, dash, true) || text.slice(dash + 1, node.range[0]).trim() !== '') return undefined;
    return { from: dash, to: lineEnd(text, node.range[1]) };
  }
  return undefined;
}

/** A new `key: value` at the end of the nearest map on the path, with any missing maps between. */
function planInsertPair(text: string, doc: Document.Parsed, path: FieldPath, value: unknown): Splice | undefined {
  let depth = path.length - 1;
  while (depth > 0 && doc.getIn(path.slice(0, depth), true) === undefined) depth -= 1;
  const nested = path.slice(depth + 1).reduceRight<unknown>((inner, key) => ({ [String(key)]: inner }), value);
  const mapPath = path.slice(0, depth);
  const map = (depth === 0 ? doc.contents : doc.getIn(mapPath, true)) as Node | undefined;
  if (!isMap(map) || map.items.length === 0) return depth === 0 ? undefined : planSet(text, doc, mapPath, { [String(path[depth])]: nested });
  if (map.flow) return planFlow(text, doc, mapPath, (copy) => copy.setIn(path, value));
  const first = map.items[0].key as Node;
  const last = map.items[map.items.length - 1];
  const at = lineEnd(text, ((last.value as Node | null)?.range ?? (last.key as Node).range!)[1]);
  const col = column(text, first.range![0]);
  const lead = at === text.length && !text.endsWith('\n') ? '\n' : '';
  return { from: at, to: at, insert: lead + ' '.repeat(col) + entryText({ [String(path[depth])]: nested }, col) };
}

function planRemove(text: string, doc: Document.Parsed, path: FieldPath): Splice | undefined {
  const { parent, node, pair } = locate(doc, path);
  if (isFlow(parent)) return planFlow(text, doc, path.slice(0, -1), (copy) => copy.deleteIn(path));
  const span = entrySpan(text, parent, pair, node);
  if (!span || !isCollection(parent)) return undefined;
  if (parent.items.length < 2) return path.length > 1 ? planSet(text, doc, path.slice(0, -1), isSeq(parent) ? [] : {}) : undefined;
  const index = (parent.items as unknown[]).indexOf(isMap(parent) ? pair : node);
  if (isSeq(parent) && firstOnLine(text, span.from, true)) return { from: itemStart(text, span.from, index > 0 || path.length > 1), to: span.to, insert: '' };
  if (firstOnLine(text, span.from)) return { from: lineStart(text, span.from), to: span.to, insert: '' };
  // the first pair of a list item (`- key: value`): the next pair moves up beside the dash
  const next = isMap(parent) ? (parent.items[index + 1]?.key as Node | undefined) : undefined;
  return next?.range ? { from: span.from, to: next.range[0], insert: '' } : undefined;
}

/**
 * Where a list item's lines start: its dash's line, or the comment lines right above it at its
 * indentation, which describe it (except above the first item of the file's root list: they head the file).
 */
function itemStart(text: string, dash: number, withComments: boolean): number {
  let start = lineStart(text, dash);
  if (!withComments) return start;
  const comment = new RegExp(`^ {${column(text, dash)}}#`);
  while (start > 0) {
    const previous = lineStart(text, start - 1);
    if (!comment.test(text.slice(previous, start))) break;
    start = previous;
  }
  return start;
}

/** Where the item now at `index` starts its lines (or where the lines after the last item start). */
function itemLinesStart(text: string, list: YAMLSeq, index: number, rootList: boolean): number | undefined {
  if (index >= list.items.length) return lineEnd(text, (list.items[list.items.length - 1] as Node).range![1]);
  if (index > 0) return lineEnd(text, (list.items[index - 1] as Node).range![1]);
  const dash = text.lastIndexOf('-', (list.items[0] as Node).range![0]);
  return firstOnLine(text, dash) ? itemStart(text, dash, !rootList) : undefined;
}

function planAddItem(text: string, doc: Document.Parsed, listPath: FieldPath, value: unknown, index: number): Splice | undefined {
  const list = doc.getIn(listPath, true) as YAMLSeq;
  if (list.flow) return planFlow(text, doc, listPath, (copy) => (copy.getIn(listPath, true) as YAMLSeq).items.splice(index, 0, copy.createNode(value) as Node));
  const at = itemLinesStart(text, list, index, listPath.length === 0);
  const dash = text.lastIndexOf('-', (list.items[0] as Node).range![0]);
  if (at === undefined || !firstOnLine(text, dash)) return undefined;
  const col = column(text, dash);
  const lead = at === text.length && !text.endsWith('\n') ? '\n' : '';
  return { from: at, to: at, insert: lead + ' '.repeat(col) + entryText([value], col) };
}

/** Cuts the item's lines and puts them back, unchanged, before the item that ends up after it. */
function planMove(text: string, doc: Document.Parsed, listPath: FieldPath, from: number, to: number): Splice | undefined {
  const list = doc.getIn(listPath, true) as YAMLSeq;
  if (list.flow) {
    return planFlow(text, doc, listPath, (copy) => {
      const items = (copy.getIn(listPath, true) as YAMLSeq).items;
      items.splice(to, 0, ...items.splice(from, 1));
    });
  }
  const spans = list.items.map((item) => entrySpan(text, list, undefined, item as Node));
  if (!text.endsWith('\n') || spans.some((span) => !span || !firstOnLine(text, span.from))) return undefined;
  const lines = spans.map((span, index) => ({ from: itemStart(text, span!.from, index > 0 || listPath.length > 0), to: span!.to }));
  const moved = text.slice(lines[from].from, lines[from].to);
  // One splice over the stretch between the two places; the blank lines that followed (or preceded) the item go with it, so moving back restores the text.
  if (from < to) {
    const gapAfter = text.slice(lines[from].to, lines[from + 1].from);
    return { from: lines[from].from, to: lines[to].to, insert: text.slice(lines[from + 1].from, lines[to].to) + gapAfter + moved };
  }
  const gapBefore = text.slice(lines[from - 1].to, lines[from].from);
  return { from: lines[to].from, to: lines[from].to, insert: moved + gapBefore + text.slice(lines[to].from, lines[from - 1].to) };
}

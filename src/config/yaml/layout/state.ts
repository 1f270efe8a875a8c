import { say } from '../../messages/messages.ts';
import { entryName, finding, nameOf, short, shifted, type Finding, type Ruling } from './finding.ts';
import type { Line } from './lines.ts';

/** An open mapping or list: the column of its keys (or dashes), and its lines so far. */
export interface Context {
  col: number;
  kind: 'map' | 'seq';
  lines: Line[];
}

/** What the scan keeps while it walks the lines, as YAML reads them. */
export interface ScanState {
  /** Every line of the file: line n at index n - 1. */
  readonly lines: Line[];
  /** The lines that are structure (not blank, not a comment, not inside a value): the ones the scan walks. */
  readonly structural: Line[];
  /** Index in `structural` of each of its lines, by line number. */
  readonly position: Map<number, number>;
  /** How many structural lines have each field name. */
  readonly keyCount: Map<string, number>;
  /** Whether the file writes its lists under their key ("links:" then "- …" 2 further), as a list written at its key's column does not. */
  readonly listsIndentedUnderKeys: boolean;
  /** The open mappings and lists, outermost first. */
  stack: Context[];
  /** Lines that move with an earlier fix (the rest of an entry that gets its dash, …), and by how much. */
  moved: Map<number, number>;
  /** The structural line read before the current one. */
  prev?: Line;
  /** Lines deeper than this column continue the plain value of the line before (a text on several lines). */
  continuation?: number;
  /** The mapping the line before closed by going left, and that line: a line back at its column makes that line the odd one. */
  closed?: { context: Context; closer: Line };
  /** What the scan found so far, in the order found. */
  findings: Finding[];
}

/** The line being placed among the open columns, once where it starts is known. */
export interface Reading {
  line: Line;
  /** The column the line starts at: its own, or where a fix found on it or above it puts it. */
  indent: number;
  /** The columns of its list markers and of its content, moved as its start. */
  dashes: number[];
  col: number;
  /** The open columns deeper than the line, which it closed, deepest first. */
  popped: Context[];
  /** The open column just deeper than the line, if the line left it. */
  inner?: Context;
  /** The open column at or left of the line. */
  outer?: Context;
}

/**
 * A rule that places a line among the open columns: the mistake it recognises there, if any. The
 * ruling's column is where the line is read from then on (its own when not given).
 */
export type PlaceRule = (s: ScanState, r: Reading) => Ruling | undefined;

export function scanState(lines: Line[]): ScanState {
  const structural = lines.filter((l) => !l.blank && !l.inside);
  const keyCount = new Map<string, number>();
  for (const l of structural) if (l.key !== undefined) keyCount.set(l.key, (keyCount.get(l.key) ?? 0) + 1);
  return {
    lines,
    structural,
    position: new Map(structural.map((l, i) => [l.n, i])),
    keyCount,
    listsIndentedUnderKeys: listsIndentedUnderKeys(structural),
    stack: [],
    moved: new Map(),
    findings: [],
  };
}

function listsIndentedUnderKeys(structural: Line[]): boolean {
  let under = 0;
  let atKey = 0;
  structural.forEach((l, i) => {
    const next = structural[i + 1];
    if (!l.opens || l.body.trim() === '' || !next || next.dashes.length === 0) return;
    if (next.indent === l.col) atKey++;
    else if (next.indent > l.col) under++;
  });
  return under > atKey;
}

/** Where the line starts once the fixes found above it are made. */
export const indentOf = (s: ScanState, line: Line) => line.indent + (s.moved.get(line.n) ?? 0);
/** The structural lines after `line`. */
export const below = (s: ScanState, line: Line) => s.structural.slice(s.position.get(line.n)! + 1);
/** The structural line just before `line`. */
export const lineBefore = (s: ScanState, line: Line): Line | undefined => s.structural[s.position.get(line.n)! - 1];
/** The structural line just after `line`. */
export const lineAfter = (s: ScanState, line: Line): Line | undefined => s.structural[s.position.get(line.n)! + 1];
/** The innermost open column. */
export const top = (s: ScanState): Context | undefined => s.stack[s.stack.length - 1];
/** The last line of an open mapping or list. */
export const lastOf = (context: Context) => context.lines[context.lines.length - 1];

/** How many lines from `from` on start at column `col` (without a dash), before a line further left ends them. */
export function votes(s: ScanState, from: Line, col: number): number {
  let count = 0;
  for (const line of [from, ...below(s, from)]) {
    if (line.tab >= 0) continue;
    if (indentOf(s, line) < col) break;
    if (indentOf(s, line) === col && line.dashes.length === 0) count++;
  }
  return count;
}

/** How many list entries start at column `col` from `line` on (it included), before a line further left or a field at that column. */
export function entriesAt(s: ScanState, line: Line, col: number): number {
  let count = 0;
  for (const next of [line, ...below(s, line)]) {
    if (indentOf(s, next) < col || (indentOf(s, next) === col && next.dashes.length === 0)) break;
    if (indentOf(s, next) === col) count++;
  }
  return count;
}

/**
 * The lines that move with `line` when it moves by `by`: its own, and the block it opens when
 * the block's first line would no longer be deeper than it.
 */
function movingWith(s: ScanState, line: Line, by: number): number[] {
  const rest = below(s, line);
  const target = indentOf(s, line) + by;
  if (!line.opens || !rest[0] || indentOf(s, rest[0]) <= indentOf(s, line) || indentOf(s, rest[0]) > target) return [line.n];
  const block = [line.n];
  for (const child of rest) {
    if (indentOf(s, child) <= indentOf(s, line)) break;
    block.push(child.n);
  }
  return block;
}

/**
 * The lines that move with the list entry `line` (a "- key: value" line) when its dash moves: its
 * own, and when the entry's other fields are written under its first field (they moved with the
 * dash), those fields and everything they hold, up to the next entry or a line further left.
 */
export function entryLines(s: ScanState, line: Line): number[] {
  const rest = below(s, line);
  if (!rest[0] || indentOf(s, rest[0]) !== line.col || rest[0].dashes.length > 0 || line.body.trim() === '') return [line.n];
  let last = line.n;
  for (const next of rest) {
    if (indentOf(s, next) < line.col || (indentOf(s, next) === line.col && next.dashes.length > 0 && !(lineBefore(s, next)?.opens ?? false))) break;
    last = next.n;
  }
  // the text of a block (|, >) or a quoted value on several lines moves with its field
  while (s.lines[last]?.inside) last++;
  return Array.from({ length: last - line.n + 1 }, (_, i) => line.n + i);
}

/** The lines from `first` to the last one before `line` that is not blank. */
export function linesFrom(s: ScanState, first: Line, line: Line): number[] {
  let last = line.n - 1;
  while (last > first.n && s.lines[last - 1].blank) last--;
  return Array.from({ length: last - first.n + 1 }, (_, i) => first.n + i);
}

/** Whether the mapping `map` is an entry of the list `list` (just below it on the stack): its first line has the dash. */
export const isEntryOf = (map: Context, list: Context | undefined): list is Context => list?.kind === 'seq' && list.lines.length > 0 && (map.lines[0]?.dashes.length ?? 0) > 0;

/** A `key: value` line that is a field, not text: a name the file uses as a field elsewhere, or a field that holds a block. */
export const looksLikeField = (s: ScanState, line: Line) =>
  line.colon >= 0 && line.dashes.length === 0 && line.key !== undefined && /^[A-Za-z_][\w.-]*$/.test(line.key) && (line.opens || /^[|>]/.test(line.value) || (s.keyCount.get(line.key) ?? 0) > 1);

/** `line` itself when it is the first line of the block the line before it opens. */
export function firstOfItsBlock(s: ScanState, line: Line): Line | undefined {
  const before = lineBefore(s, line);
  return before?.opens && indentOf(s, before) < indentOf(s, line) ? line : undefined;
}

/** The lines of the block text (after "key: |" or ">-") between the line before `line` and it. */
export function blockTextAbove(s: ScanState, line: Line): Line[] {
  const prev = s.prev;
  return prev && /^[|>][-+0-9]*$/.test(prev.value) ? s.lines.slice(prev.n, line.n - 1).filter((l) => l.inside && !l.blank) : [];
}

/** `line` indented `by` columns off its sibling (positive: it needs more), found while reading line `seen`; `withFollowing`: the lines after it at its column (or deeper) move with it. */
export function misaligned(s: ScanState, line: Line, sibling: Line, by: number, seen = line, withFollowing = false): Ruling {
  const numbers = movingWith(s, line, by);
  if (withFollowing) {
    // the lines after it at its column (or deeper) went too far with it: one mistake, one fix
    for (const next of below(s, line).filter((l) => l.n > numbers[numbers.length - 1])) {
      if (indentOf(s, next) < indentOf(s, line) || next.tab >= 0) break;
      numbers.push(next.n);
    }
  }
  const words = { field: nameOf(line), by: Math.abs(by), sibling: nameOf(sibling), siblingLine: sibling.n, from: numbers[0], to: numbers[numbers.length - 1] };
  const said = by > 0 ? say('yaml-indented-shallower', words) : say('yaml-indented-deeper', words);
  return { finding: finding(line, line.indent, said, shifted(s.lines, numbers, by), (n) => n >= line.n - 1 && n <= seen.n + 1), moves: { lines: numbers.slice(1), by } };
}

/** The list entry `line` indented `by` columns off its sibling entry (positive: it needs more), moving `numbers` with it. */
export function entryMisaligned(s: ScanState, line: Line, sibling: Line, by: number, numbers: number[], seen = line): Ruling {
  const words = { field: entryName(line), by: Math.abs(by), sibling: { kind: 'fields' as const, keys: [`- ${short(sibling.body.trim())}`] }, siblingLine: sibling.n, from: numbers[0], to: numbers[numbers.length - 1] };
  const said = by > 0 ? say('yaml-indented-shallower', words) : say('yaml-indented-deeper', words);
  return {
    finding: finding(line, line.indent, said, shifted(s.lines, numbers, by), (n) => n >= Math.min(line.n, seen.n) - 1 && n <= Math.max(line.n, seen.n) + 1),
    moves: { lines: numbers.slice(1), by },
  };
}

/** Puts the line's list markers and its mapping key on the stack of open columns. */
export function pushLine(stack: Context[], line: Line, dashes: number[], col: number, isKey = false): void {
  const top = () => stack[stack.length - 1];
  for (const dash of dashes) {
    while (stack.length > 0 && top().col > dash) stack.pop();
    if (top()?.col !== dash || top().kind !== 'seq') stack.push({ col: dash, kind: 'seq', lines: [] });
    top().lines.push(line);
  }
  if (line.body.trim() === '') return;
  while (stack.length > 0 && top().col > col) stack.pop();
  if (!isKey && line.colon < 0 && (dashes.length > 0 || top()?.kind !== 'map')) return;
  if (top()?.col !== col || top().kind !== 'map') stack.push({ col, kind: 'map', lines: [] });
  top().lines.push(line);
}

import { COLUMN_RULES } from './column-rules.ts';
import type { Finding, Ruling } from './finding.ts';
import { firstFinding, KEY_RULES, VALUE_RULES } from './line-rules.ts';
import type { Line } from './lines.ts';
import { OFF_COLUMN_RULES } from './off-column-rules.ts';
import { START_RULES } from './start-rules.ts';
import { indentOf, lineAfter, pushLine, scanState, top, type Context, type PlaceRule, type Reading, type ScanState } from './state.ts';

/** The rules that place a line among the open columns, in the order they are tried. */
const PLACE_RULES: PlaceRule[] = [...COLUMN_RULES, ...OFF_COLUMN_RULES];

/**
 * Walks the lines as YAML reads them, keeping the column of every open mapping and list; a line that
 * lines up with none of them, or that a mapping cannot hold, is the mistake. After a finding the line
 * counts as fixed, so that one mistake gives one problem and the lines after it are read in step.
 */
export function scan(lines: Line[]): Finding[] {
  const s = scanState(lines);
  for (const line of s.structural) {
    readLine(s, line);
    s.prev = line;
  }
  return s.findings;
}

/**
 * One line, asking the rules in turn: of its value, of where it starts (a tab, a block's text), of
 * where it goes among the open columns, of its key; then it joins the open columns where it was placed.
 */
function readLine(s: ScanState, line: Line): void {
  record(s, { finding: firstFinding(VALUE_RULES, line) });
  const start = record(s, firstRuling(START_RULES, s, line));
  if (start?.done) return;
  const indent = start?.col ?? indentOf(s, line);
  if (s.continuation !== undefined && indent > s.continuation && line.colon < 0 && line.dashes.length === 0) return; // more of a plain value
  s.continuation = undefined;

  const r = closeColumns(s, line, indent);
  const placement = record(s, firstRuling(PLACE_RULES, s, r));
  if (placement?.done) return;
  const placed = placement?.col ?? indent;
  // "- id Personal" (or "- id:x") followed by the entry's other fields: its first field lacks its colon
  const next = lineAfter(s, line);
  const itemIsMap = r.dashes.length > 0 && line.colon < 0 && line.body.trim() !== '' && next !== undefined && indentOf(s, next) === r.col && next.colon >= 0;
  if ((r.dashes.length === 0 && placed === indent) || itemIsMap) record(s, { finding: firstFinding(KEY_RULES, line) });
  rememberClosed(s, r, placed);
  const by = placed - indent;
  pushLine(
    s.stack,
    line,
    r.dashes.map((d) => d + by),
    r.col + by,
    itemIsMap,
  );
}

/** Closes the open columns deeper than `indent`, where the line starts: the line as the placing rules read it. */
function closeColumns(s: ScanState, line: Line, indent: number): Reading {
  const delta = indent - line.indent;
  const popped: Context[] = [];
  while (s.stack.length > 0 && top(s)!.col > indent) popped.push(s.stack.pop()!);
  const dashes = line.dashes.map((d) => d + delta);
  const under = s.stack[s.stack.length - 2];
  if (top(s)?.col === indent && dashes.length === 0 && top(s)!.kind === 'seq' && under?.col === indent) {
    s.stack.pop(); // a list written at its key's column (key:\n- item): this line is the next key
  }
  return { line, indent, dashes, col: line.col + delta, popped, inner: popped[popped.length - 1], outer: top(s) };
}

/**
 * A mapping this line left for its parent's column (so it became the parent's field): remembered while
 * the lines below are this line's own (deeper).
 */
function rememberClosed(s: ScanState, { line, indent, popped }: Reading, placed: number): void {
  const leftAt = popped.findIndex((c, i) => c.kind === 'map' && (popped[i + 1] ?? top(s))?.kind === 'map' && (popped[i + 1] ?? top(s))?.col === indent);
  if (leftAt >= 0 && placed === indent) s.closed = { context: popped[leftAt], closer: line };
  else if (s.closed && placed <= indentOf(s, s.closed.closer)) s.closed = undefined;
}

/** What the first of `rules` that applies to `x` rules. */
function firstRuling<X>(rules: ((s: ScanState, x: X) => Ruling | undefined)[], s: ScanState, x: X): Ruling | undefined {
  for (const rule of rules) {
    const ruling = rule(s, x);
    if (ruling) return ruling;
  }
  return undefined;
}

/** Keeps a ruling's finding, and reads on as if its fix were made: the lines it moves, the open columns it changes. */
function record(s: ScanState, ruling: Ruling | undefined): Ruling | undefined {
  if (!ruling) return undefined;
  if (ruling.finding) s.findings.push(ruling.finding);
  const moves = ruling.moves;
  if (moves) for (const n of moves.lines) s.moved.set(n, (s.moved.get(n) ?? 0) + moves.by);
  ruling.update?.();
  return ruling;
}

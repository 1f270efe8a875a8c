import { say } from '../../messages/messages.ts';
import { finding, nameOf, type Ruling } from './finding.ts';
import { below, entriesAt, entryMisaligned, indentOf, lastOf, lineAfter, lineBefore, linesFrom, misaligned, top, votes, type Context, type PlaceRule, type Reading, type ScanState } from './state.ts';

/**
 * The rules for a line that starts at a column no open mapping or list has. They say which line is off
 * and how: usually this one; sometimes the line before it or the first of its block, when the lines
 * after it agree with this one. Tried in order, the first that applies rules.
 */

/** The line is at no open column, and either left a deeper one or follows a line that holds a value. */
const offColumn = ({ indent, inner, outer }: Reading, s: ScanState) => outer?.col !== indent && (inner !== undefined || (s.prev !== undefined && !s.prev.opens && outer !== undefined));

/**
 * "links:" then "- label: Home" at the key's column, "to: /" 2 further than "label", and the next entry's
 * dash under "label": the first entry's dash is too far left (its fields and the entries after it agree).
 */
function firstDashLeftOfItsFields(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent, inner, outer, dashes } = r;
  const { prev, stack } = s;
  if (!offColumn(r, s) || dashes.length > 0 || inner || !prev || outer?.kind !== 'map') return undefined;
  if (outer.lines.length !== 1 || outer.lines[0] !== prev || prev.dashes.length === 0 || indent !== outer.col + 2) return undefined;
  const list = stack[stack.indexOf(outer) - 1];
  const atKeyColumn = list?.kind === 'seq' && list.lines.length === 1 && stack[stack.indexOf(list) - 1]?.kind === 'map' && stack[stack.indexOf(list) - 1].col === list.col;
  const next = below(s, line).find((l) => indentOf(s, l) < indent);
  if (!list || !atKeyColumn || !next || next.dashes.length === 0 || indentOf(s, next) !== outer.col) return undefined;
  const update = () => {
    list.col = outer.col;
    outer.col = indent;
  };
  return { ...entryMisaligned(s, prev, next, indent - outer.col, [prev.n], line), update, col: indent };
}

/**
 * "links:", then its first entry deeper than the entries after it: the first entry is too deep (when more
 * entries follow at this column, or this column is where the file puts a list under its key).
 */
function firstEntryTooDeep(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent, inner, outer, dashes } = r;
  if (!offColumn(r, s) || dashes.length === 0 || inner?.kind !== 'seq' || inner.lines.length !== 1 || outer?.kind !== 'map' || indent <= outer.col || indent >= inner.col) return undefined;
  const first = inner.lines[0];
  const opener = lineBefore(s, first);
  if (!opener || opener !== lastOf(outer) || !opener.opens) return undefined;
  if (entriesAt(s, line, indent) <= 1 && indent !== opener.col + (s.listsIndentedUnderKeys ? 2 : 0)) return undefined;
  const update = () => {
    inner.col = indent;
    s.stack.push(inner);
  };
  return { ...entryMisaligned(s, first, line, indent - inner.col, linesFrom(s, first, line), line), update, col: indent };
}

/** The first entry of a list written without its dash: "id: …" with the entry's fields, then "- id: …". */
function firstEntryWithoutDash(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent, inner, dashes } = r;
  // (dashes[0] < 0: a mapping at column 0 is no list entry's inside; repeat() would throw)
  if (!offColumn(r, s) || !inner || dashes.length === 0 || dashes[0] < 0 || inner.kind !== 'map' || inner.col !== dashes[0] + 2 || inner.lines[0]?.dashes.length !== 0) return undefined;
  const first = inner.lines[0];
  const fixed = `- ${first.body.trimEnd()}`;
  const said = say('yaml-missing-dash', { field: nameOf(first), dashCol: dashes[0] + 1, fixed });
  return { finding: finding(first, dashes[0], said, new Map([[first.n, ' '.repeat(dashes[0]) + fixed]]), (n) => n >= first.n - 1 && n <= line.n + 1), col: indent };
}

/** The first line of a block (of the mapping the line left, else of the one it is in) is the odd one: the lines after it agree with this one. */
function firstLineOfBlockOff(s: ScanState, r: Reading): Ruling | undefined {
  if (!offColumn(r, s) || r.dashes.length > 0) return undefined;
  for (const context of [r.inner, r.outer]) {
    const ruling = context && oddFirstLine(s, r, context);
    if (ruling) return ruling;
  }
  return undefined;
}

/** The first line of `context`, a block of one line, when it is the odd one. */
function oddFirstLine(s: ScanState, r: Reading, context: Context): Ruling | undefined {
  const { line, indent, inner, outer } = r;
  const first = context.kind === 'map' && context.lines.length === 1 && context.lines[0].dashes.length === 0 ? context.lines[0] : undefined;
  if (!first || (context === outer && indent <= context.col)) return undefined;
  // a later line back at the first line's column confirms that column: then this line is the odd one
  const back = below(s, line).find((l) => indentOf(s, l) <= context.col);
  if (back && indentOf(s, back) === context.col && back.dashes.length === 0) return undefined;
  const parentCol = s.stack[s.stack.indexOf(context) - 1]?.col ?? (context === inner ? (outer?.col ?? -1) : -1);
  if (context === inner && indent >= context.col && indent <= parentCol) return undefined;
  const update = () => {
    context.col = indent;
    if (context === inner) s.stack.push(inner);
  };
  const laterDash = below(s, line).find((l) => indentOf(s, l) <= indentOf(s, first));
  if (laterDash && indentOf(s, laterDash) === indentOf(s, first) && laterDash.dashes.length > 0 && indent === indentOf(s, first) + 2) {
    // "id: …" then the entry's fields 2 further, then "- id: …": the first entry lacks its dash
    const fixed = `- ${first.body.trimEnd()}`;
    const said = say('yaml-missing-dash', { field: nameOf(first), dashCol: indentOf(s, first) + 1, dashLine: laterDash.n, fixed });
    const edits = new Map([[first.n, ' '.repeat(indentOf(s, first)) + fixed]]);
    return { finding: finding(first, indentOf(s, first), said, edits, (n) => n >= first.n - 1 && n <= laterDash.n + 1), update, col: indent };
  }
  if (votes(s, line, indent) >= 2) return { ...misaligned(s, first, line, indent - context.col, line), update, col: indent };
  return undefined;
}

/** Back at the column of a mapping the line before left: that line is the one too far left. */
function closerTooFarLeft(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent, dashes } = r;
  const { closed, prev } = s;
  if (!offColumn(r, s) || !closed || dashes.length > 0 || closed.context.col !== indent || closed.closer.dashes.length > 0) return undefined;
  const { context, closer } = closed;
  const closerHoldsList = (lineAfter(s, closer)?.dashes.length ?? 0) > 0;
  if (closer === prev ? votes(s, line, indent) < 2 : !closerHoldsList) return undefined;
  const update = () => {
    while (s.stack.length > 0 && top(s)!.col >= indent) s.stack.pop();
    context.lines.push(closer);
    s.stack.push(context);
  };
  return { ...misaligned(s, closer, lastOf(context), indent - indentOf(s, closer), line), update, col: indent };
}

/** "industry:" then "key: …" at the same column (so industry holds nothing), then the other fields deeper: "key" is too far left. */
function loneFieldTooFarLeft(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent, outer, dashes } = r;
  const [opener, lone] = outer?.kind === 'map' ? outer.lines.slice(-2) : [];
  if (!offColumn(r, s) || !outer || !opener || !lone || dashes.length > 0 || !opener.opens || opener.dashes.length > 0 || lone.dashes.length > 0) return undefined;
  if (lineAfter(s, opener) !== lone || indent <= outer.col) return undefined;
  const update = () => {
    outer.lines.pop();
    while (s.stack.length > 0 && top(s) !== outer) s.stack.pop();
    s.stack.push({ col: indent, kind: 'map', lines: [lone] });
  };
  return { ...misaligned(s, lone, line, indent - indentOf(s, lone), line), update, col: indent };
}

/** Else this line is the odd one: it lines up with the nearest open column (the lines after it that went with it move back too). */
function lineOffColumn(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent, inner, outer } = r;
  if (!offColumn(r, s)) return undefined;
  const towardsInner = inner !== undefined && (!outer || outer.kind === 'seq' || inner.col - indent <= indent - outer.col);
  const target = towardsInner ? inner : outer;
  if (!target) return undefined;
  const update = () => {
    if (towardsInner) s.stack.push(target);
  };
  return { ...misaligned(s, line, lastOf(target), target.col - indent, line, !towardsInner && !inner && target.col < indent), update, col: target.col };
}

export const OFF_COLUMN_RULES: PlaceRule[] = [firstDashLeftOfItsFields, firstEntryTooDeep, firstEntryWithoutDash, firstLineOfBlockOff, closerTooFarLeft, loneFieldTooFarLeft, lineOffColumn];

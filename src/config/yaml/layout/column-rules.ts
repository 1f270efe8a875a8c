import { say } from '../../messages/messages.ts';
import { finding, nameOf, shifted, type Ruling } from './finding.ts';
import {
  below,
  entriesAt,
  entryLines,
  entryMisaligned,
  firstOfItsBlock,
  indentOf,
  isEntryOf,
  lastOf,
  lineBefore,
  linesFrom,
  misaligned,
  pushLine,
  type Context,
  type PlaceRule,
  type Reading,
  type ScanState,
} from './state.ts';

/**
 * The rules for a line at the column of an open list or mapping (and for the value that goes on past
 * it). Tried in order with those of off-column-rules.ts, the first that applies rules: a rule does not
 * repeat the conditions of the ones before it.
 */

/* A line at the column of a list's dashes, without one: a new entry missing its dash, or a field of the entry too far left. */

/** The list whose dashes are at the line's column, when the line has no dash, and the entry (a mapping) the line just left. */
function atDashColumn({ outer, inner, indent, dashes }: Reading): { list: Context; item?: Context } | undefined {
  if (outer?.col !== indent || dashes.length > 0 || outer.kind !== 'seq') return undefined;
  return { list: outer, item: inner?.kind === 'map' ? inner : undefined };
}

/** A line there that is no field of the entry before (a text, a field that entry already has, or no entry before): a new entry missing its dash. */
function newEntryMissingDash(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent } = r;
  const at = atDashColumn(r);
  if (!at || (at.item && line.colon >= 0 && !at.item.lines.some((l) => l.key === line.key))) return undefined;
  // the entry's other fields written at the dash's column (and what they hold) move 2 to the right
  const following: number[] = [];
  let under = false;
  for (const next of below(s, line)) {
    if (indentOf(s, next) < indent || (indentOf(s, next) === indent && next.dashes.length > 0)) break;
    if (indentOf(s, next) === indent) under = true;
    if (under) following.push(next.n);
  }
  const edits = shifted(s.lines, following, 2);
  edits.set(line.n, ' '.repeat(indent) + `- ${line.body.trimEnd()}`);
  const said = say('yaml-missing-dash', { field: nameOf(line), dashCol: indent + 1, dashLine: lastOf(at.list)?.n, fixed: `- ${line.body.trimEnd()}`, following });
  const update = () => {
    pushLine(s.stack, line, [indent], indent + 2, true);
    s.closed = undefined;
  };
  return { finding: finding(line, indent, said, edits), moves: { lines: following, by: 2 }, update, done: true };
}

/** "- label: Home" then "to: /" and the next entries 2 to the left: the first entry's dash is 2 too deep. */
function firstEntryDashTooDeep(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent } = r;
  const at = atDashColumn(r);
  const item = at?.item;
  if (!at || !item) return undefined;
  const first = item.lines[0];
  const next = below(s, line).find((l) => indentOf(s, l) < indent);
  const secondAtDash = next && next.dashes.length > 0 && indentOf(s, next) === indent - 2;
  if (at.list.lines.length !== 1 || item.lines.length !== 1 || first !== s.prev || !next || !secondAtDash || !lineBefore(s, first)?.opens) return undefined;
  const update = () => {
    at.list.col = indent - 2;
    item.col = indent;
    s.stack.push(item);
    pushLine(s.stack, line, [], indent, true);
    s.closed = undefined;
  };
  return { ...entryMisaligned(s, first, next, indent - 2 - at.list.col, [first.n], line), update, done: true };
}

/** Any other field there belongs to the entry before: it is too far left. */
function entryFieldTooFarLeft(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent } = r;
  const item = atDashColumn(r)?.item;
  if (!item) return undefined;
  const update = () => {
    s.stack.push(item);
    pushLine(s.stack, line, [], item.col, true);
    s.closed = undefined;
  };
  return { ...misaligned(s, line, lastOf(item), item.col - indent), update, done: true };
}

/* A list entry at the column of an open mapping. */

/** The open mapping at the line's column, when the line is a list entry; the list it may be an entry of; whether that mapping's key just opened. */
function entryAtMapColumn({ outer, indent, dashes }: Reading, s: ScanState): { map: Context; list?: Context; listAtKeyColumn: boolean } | undefined {
  if (outer?.col !== indent || dashes.length === 0 || outer.kind !== 'map') return undefined;
  // "links:" then "- label: Home" at the same column: a list written at its key's column, valid YAML
  const listAtKeyColumn = s.prev !== undefined && s.prev === lastOf(outer) && s.prev.opens;
  return { map: outer, list: s.stack[s.stack.length - 2], listAtKeyColumn };
}

/** A list entry back at the column of the mapping that holds the list just closed: the entry is too far left. */
function entryLeftOfItsList(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent, inner } = r;
  const at = entryAtMapColumn(r, s);
  if (!at || inner?.kind !== 'seq' || inner.lines.length === 0) return undefined;
  const { map, list } = at;
  // unless it repeats the first field of the entries of the list around (and not of the inner list's): an entry of that list
  if (isEntryOf(map, list) && line.key !== undefined && line.key === list.lines[0].key && line.key !== inner.lines[0].key) return undefined;
  return { ...entryMisaligned(s, line, lastOf(inner), inner.col - indent, entryLines(s, line)), update: () => s.stack.push(inner), col: inner.col };
}

/** A list entry at the column of the fields of the entry before it, in a list written at its key's column: when the entries after this one agree with it, the first entry is too far left. */
function firstEntryAtKeyColumn(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent } = r;
  const at = entryAtMapColumn(r, s);
  const list = at?.list;
  if (!at || at.listAtKeyColumn || !isEntryOf(at.map, list) || list.col >= indent) return undefined;
  const atKeyColumn = s.stack[s.stack.length - 3]?.kind === 'map' && s.stack[s.stack.length - 3].col === list.col;
  if (!atKeyColumn || list.lines.length !== 1 || (entriesAt(s, line, indent) <= 1 && !s.listsIndentedUnderKeys)) return undefined;
  const first = list.lines[0];
  const update = () => {
    s.stack.pop();
    list.col = indent;
  };
  return { ...entryMisaligned(s, first, line, indent - list.col, linesFrom(s, first, line), line), update };
}

/** Else a list entry at the column of the fields of the entry before it is too deep. */
function entryAtFieldColumn(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent } = r;
  const at = entryAtMapColumn(r, s);
  const list = at?.list;
  if (!at || at.listAtKeyColumn || !isEntryOf(at.map, list) || list.col >= indent) return undefined;
  return { ...entryMisaligned(s, line, lastOf(list), list.col - indent, entryLines(s, line)), update: () => s.stack.pop(), col: list.col };
}

/** "caption: First" then "- caption: Second" at the same column: the first entry lacks its dash. */
function firstEntryWithoutDashBeforeEntry(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent } = r;
  const at = entryAtMapColumn(r, s);
  const first = at?.map.lines[0];
  if (!at || !first || at.listAtKeyColumn || at.map.lines.length !== 1 || first.dashes.length !== 0 || first !== firstOfItsBlock(s, first)) return undefined;
  const fixed = `- ${first.body.trimEnd()}`;
  const said = say('yaml-missing-dash', { field: nameOf(first), dashCol: indent + 1, dashLine: line.n, fixed });
  return { finding: finding(first, indent, said, new Map([[first.n, ' '.repeat(indent) + fixed]]), (n) => n >= first.n - 1 && n <= line.n + 1), update: () => s.stack.pop() };
}

/** A line deeper than a field with a plain value, without a colon: the value goes on (valid YAML). Lines deeper than that field's mapping are read as its text. */
function plainValueGoesOn(s: ScanState, r: Reading): Ruling | undefined {
  const { line, indent, inner, outer, dashes } = r;
  const { prev } = s;
  if (outer?.col === indent || inner || !prev || prev.opens || !outer) return undefined;
  if (line.colon >= 0 || dashes.length > 0 || prev.colon < 0 || prev.value === '' || /^[|>]/.test(prev.value)) return undefined;
  const update = () => {
    s.continuation = outer.col;
  };
  return { update, done: true };
}

/** In the order tried, before the rules of a line at no open column (off-column-rules.ts). */
export const COLUMN_RULES: PlaceRule[] = [
  newEntryMissingDash,
  firstEntryDashTooDeep,
  entryFieldTooFarLeft,
  entryLeftOfItsList,
  firstEntryAtKeyColumn,
  entryAtFieldColumn,
  firstEntryWithoutDashBeforeEntry,
  plainValueGoesOn,
];

import { say } from '../../messages/messages.ts';
import { finding, nameOf, shifted, type Ruling } from './finding.ts';
import type { Line } from './lines.ts';
import { below, blockTextAbove, indentOf, looksLikeField, misaligned, votes, type Context, type ScanState } from './state.ts';

/**
 * The rules about where a line starts, asked before it is placed among the open columns: a tab in its
 * indentation, or a line between a block key ("description: >-") and its text. The ruling's column is
 * where the line is read from then on; a line that is the block's text is done with.
 */
export type StartRule = (s: ScanState, line: Line) => Ruling | undefined;

/** After "key: >-" and its text, a line between the key's column and the text's (that the lines after it do not agree with). */
function betweenKeyAndText(s: ScanState, line: Line): { prev: Line; text: Line[]; indent: number } | undefined {
  const { prev } = s;
  const text = blockTextAbove(s, line);
  const indent = indentOf(s, line);
  if (prev === undefined || text.length === 0 || line.tab >= 0 || indent <= prev.col || indent >= text[0].indent || votes(s, line, indent) >= 2) return undefined;
  return { prev, text, indent };
}

/** A field (one the file uses elsewhere, or one that holds a block) there: too deep for a sibling of the field above, it lines up with it. */
function fieldIndentedIntoBlockText(s: ScanState, line: Line): Ruling | undefined {
  const between = betweenKeyAndText(s, line);
  if (!between || !looksLikeField(s, line)) return undefined;
  const { prev, indent } = between;
  return { ...misaligned(s, line, prev, prev.col - indent), col: prev.col };
}

/** Any other line there is the text, too far left. */
function textLeftOfItsBlock(s: ScanState, line: Line): Ruling | undefined {
  const between = betweenKeyAndText(s, line);
  if (!between) return undefined;
  const { prev, text, indent } = between;
  const by = text[0].indent - indent;
  const above = text[text.length - 1];
  const said = say('yaml-indented-shallower', { field: nameOf(line), by, sibling: { kind: 'text-of', key: prev.key! }, siblingLine: above.n, from: line.n, to: line.n, text: true });
  return { finding: finding(line, indent, said, shifted(s.lines, [line.n], by)), done: true };
}

/** A line after a block's text: its dash-less, non-opening lines (a field, or more text) are read against that text. */
const afterBlockText = (s: ScanState, line: Line) => s.prev !== undefined && blockTextAbove(s, line).length > 0 && line.dashes.length === 0 && !line.opens;

/** A tab-indented line after a block's text: a field goes under the field whose text ends above it; a text line goes on with that text. */
function tabAfterBlockText(s: ScanState, line: Line): Ruling | undefined {
  const { prev } = s;
  if (line.tab < 0 || !prev || !afterBlockText(s, line)) return undefined;
  const text = blockTextAbove(s, line);
  const above = text[text.length - 1];
  const isField = line.colon >= 0 && line.key !== undefined && /^[A-Za-z_][\w.-]*$/.test(line.key);
  const spaces = isField ? prev.col : text[0].indent;
  const sibling = isField ? { name: nameOf(prev), line: prev.n, child: false } : { name: { kind: 'text-of' as const, key: prev.key! }, line: above.n, child: false };
  const fixed = new Map([[line.n, ' '.repeat(spaces) + line.text.replace(/^[ \t]*/, '')]]);
  const found = finding(line, line.tab, say('yaml-tab-indent', { line: line.n, field: nameOf(line), spaces, sibling }), fixed);
  return isField ? { finding: found, col: spaces } : { finding: found, done: true };
}

/** Any other tab-indented line: it goes where its neighbours say it was meant to. */
function tabIndent(s: ScanState, line: Line): Ruling | undefined {
  if (line.tab < 0 || afterBlockText(s, line)) return undefined;
  const next = below(s, line).find((l) => l.tab < 0);
  const intended = intendedPlace(line, s.prev, next, s.stack);
  const sibling = intended.sibling && { name: nameOf(intended.sibling), line: intended.sibling.n, child: intended.child };
  const said = say('yaml-tab-indent', { line: line.n, field: nameOf(line), spaces: intended.col, sibling });
  return { finding: finding(line, line.tab, said, new Map([[line.n, ' '.repeat(intended.col) + line.text.replace(/^[ \t]*/, '')]])), col: intended.col };
}

/** In the order tried; the first that applies rules (at most one does). */
export const START_RULES: StartRule[] = [fieldIndentedIntoBlockText, textLeftOfItsBlock, tabAfterBlockText, tabIndent];

/**
 * Where a tab-indented line was meant to start: one level deeper than a line that opens a block, at
 * its list's dash for a list entry, left of its own content for a line that opens one, else under
 * the line before it.
 */
function intendedPlace(line: Line, prev: Line | undefined, next: Line | undefined, stack: Context[]): { col: number; sibling?: Line; child: boolean } {
  if (!prev) return { col: 0, child: false };
  const isDash = line.dashes.length > 0;
  const last = (context: Context | undefined) => context?.lines[context.lines.length - 1];
  if (isDash) {
    // a list entry: its next line says where its dash goes (2 to the left of it), else the list it follows
    const byNext = next && next.dashes.length === 0 ? stack.find((c) => c.kind === 'seq' && c.col === next.indent - 2) : undefined;
    if (byNext) return { col: byNext.col, sibling: last(byNext), child: false };
    if (prev.opens) {
      const parentCol = prev.body.trim() === '' ? (prev.dashes[prev.dashes.length - 1] ?? prev.col) : prev.col;
      const col = next && next.dashes.length === 0 && next.indent > parentCol + 2 ? next.indent - 2 : parentCol + 2;
      return { col, sibling: prev, child: true };
    }
    const list = [...stack].reverse().find((c) => c.kind === 'seq' && c.col <= prev.col);
    if (list) return { col: list.col, sibling: last(list), child: false };
  }
  const child = (): { col: number; sibling?: Line; child: boolean } => {
    const parentCol = prev.body.trim() === '' ? (prev.dashes[prev.dashes.length - 1] ?? prev.col) : prev.col;
    let col = parentCol + 2;
    // its siblings below say where it goes, unless they are its own content
    if (next && next.indent > parentCol && next.indent <= parentCol + 6 && !line.opens) col = next.indent;
    if (line.opens && next && next.indent <= col) col = Math.max(parentCol + 1, next.indent - 2);
    return { col, sibling: prev, child: true };
  };
  if (prev.opens) return child();
  if (line.opens && next && next.indent <= prev.col + 2) {
    // it opens a block: it lines up with the open mapping just left of its first line
    const map = [...stack].reverse().find((c) => c.kind === 'map' && c.col < next.indent);
    if (map) return { col: map.col, sibling: last(map), child: false };
  }
  if (/^[|>][-+0-9]*$/.test(prev.value)) return child();
  // a text without a field name after a field with a text value: that value goes on, one level deeper
  if (line.colon < 0 && !isDash && prev.colon >= 0 && prev.value !== '') return { col: prev.col + 2, sibling: prev, child: true };
  return { col: prev.col, sibling: prev, child: false };
}

import { CST, isMap, isScalar, isSeq, LineCounter, Parser, parseDocument, type Document } from 'yaml';
import { say, type Said } from './messages.ts';

/**
 * The layout diagnosis: what an editor did wrong when the YAML parser stops, named in their words
 * (a tab, a missing colon or the space after it, a line indented deeper or shallower than its
 * sibling, a list entry without its dash, a value that needs quotes, …) with the fix written out.
 *
 * It reads the parser's own data: its errors (code and position) say that, and near where, the
 * document breaks; its CST says which lines are the inside of a block, quoted or bracketed value;
 * a scan of the raw lines, keeping the columns of the open mappings and lists as YAML does, names
 * the mistake. A mistake is named only next to a parser error, so a valid file gets no alarm.
 * Each named mistake carries the very edit its hint describes: the diagnosis applies them and
 * parses again, so the parser errors that came from a named mistake are not reported twice, and
 * what still fails (another mistake) is diagnosed in turn.
 */
export interface LayoutProblem {
  /** 1-based. */
  line: number;
  col: number;
  said: Said;
}

export interface Parsed {
  text: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

export function parseWithLines(text: string): Parsed {
  const lineCounter = new LineCounter();
  return { text, lineCounter, doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, logLevel: 'error' }) };
}

interface Line {
  /** 1-based line number. */
  n: number;
  text: string;
  /** Width of the leading whitespace (spaces and tabs, one column each). */
  indent: number;
  /** Index of the first tab in the leading whitespace, or -1. */
  tab: number;
  /** Columns (0-based) of the "- " list markers at the start of the line. */
  dashes: number[];
  /** Column (0-based) of what follows the indentation and the dashes. */
  col: number;
  /** What follows the indentation and the dashes. */
  body: string;
  /** Index in body of the colon that makes `key: value`, or -1. */
  colon: number;
  key?: string;
  /** The value after the colon (or the whole body when there is no colon), comment removed. */
  value: string;
  /** Nothing after `key:` or `-`: the next lines may hold its content, deeper. */
  opens: boolean;
  blank: boolean;
  /** The line continues a block scalar, a quoted value or a bracketed list begun on an earlier line. */
  inside: boolean;
}

interface Context {
  col: number;
  kind: 'map' | 'seq';
  lines: Line[];
}

interface Finding extends LayoutProblem {
  /** The new text of the lines the fix changes, by line number: exactly what the hint says to do. */
  edits: Map<number, string>;
  /** The parser errors (by line) this finding may explain. */
  explains: (errorLine: number) => boolean;
  /** Found from the parser's own error (a duplicate key): no other error needed. */
  certain?: boolean;
}

/** The mistakes behind the parser's errors, and the document as it is once they are fixed as their hints say. */
export function diagnoseLayout(first: Parsed): { problems: LayoutProblem[]; rest: Parsed } {
  const problems: LayoutProblem[] = [];
  let current = first;
  // One mistake at a time, the first in the file: once it is fixed, what the parser said because of it is gone.
  for (let round = 0; round < 20 && current.doc.errors.length > 0; round++) {
    const lines = readLines(current.text);
    const errorLines = current.doc.errors.map((error) => current.lineCounter.linePos(error.pos[0]).line);
    const finding = [...missingDashesFromDuplicateKeys(current, lines), ...scan(lines)]
      .filter((f) => (f.certain || errorLines.some((line) => f.explains(line))) && !problems.some((p) => p.line === f.line))
      .sort((a, b) => a.line - b.line)[0];
    if (!finding) break;
    problems.push({ line: finding.line, col: finding.col, said: finding.said });
    current = parseWithLines(lines.map((line) => finding.edits.get(line.n) ?? line.text).join('\n'));
  }
  return { problems: problems.sort((a, b) => a.line - b.line || a.col - b.col), rest: current };
}

function readLines(text: string): Line[] {
  const raw = text.replace(/^\uFEFF/, '').split('\n');
  const inside = linesInsideValues(text.replace(/^\uFEFF/, ''));
  return raw.map((full, index) => {
    const line = full.replace(/\r$/, '');
    const lead = /^[ \t]*/.exec(line)![0];
    let rest = line.slice(lead.length);
    const dashes: number[] = [];
    let col = lead.length;
    for (let m = /^-(?:[ \t]+|$)/.exec(rest); m; m = /^-(?:[ \t]+|$)/.exec(rest)) {
      dashes.push(col);
      col += m[0].length;
      rest = rest.slice(m[0].length);
    }
    const colon = mappingColon(rest);
    const key = colon >= 0 ? unquote(rest.slice(0, colon).trim()) : undefined;
    const value = withoutComment(colon >= 0 ? rest.slice(colon + 1) : rest).trim();
    const blank = line.trim() === '' || line.trim().startsWith('#');
    const opens = !blank && ((colon >= 0 && /^([&!][^\s]*\s*)*$/.test(value)) || (colon < 0 && rest.trim() === '' && dashes.length > 0));
    return { n: index + 1, text: line, indent: lead.length, tab: lead.indexOf('\t'), dashes, col, body: rest, colon, key, value, opens, blank, inside: inside.has(index + 1) };
  });
}

/** Lines that continue a block scalar, a quoted value or a bracketed list: content, not structure (from the parser's CST). */
function linesInsideValues(text: string): Set<number> {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const inside = new Set<number>();
  const mark = (token: CST.Token | undefined) => {
    if (!token || !('offset' in token)) return;
    if (!['block-scalar', 'double-quoted-scalar', 'single-quoted-scalar', 'flow-collection'].includes(token.type)) return;
    const source = CST.stringify(token).replace(/\s+$/, '');
    for (let line = lineOf(token.offset) + 1; line <= lineOf(token.offset + Math.max(0, source.length - 1)); line++) inside.add(line);
  };
  for (const token of new Parser().parse(text)) {
    if (token.type !== 'document') continue;
    mark(token.value);
    CST.visit(token, (item) => {
      mark(item.key ?? undefined);
      mark(item.value);
    });
  }
  return inside;
}

/** Where `key: value` has its colon: the first ":" followed by a space or the end, outside quotes and brackets, before a comment. */
function mappingColon(body: string): number {
  let i = 0;
  if (body.startsWith('"') || body.startsWith("'")) {
    const end = closingQuote(body);
    if (end < 0) return -1;
    i = end + 1;
    while (body[i] === ' ' || body[i] === '\t') i++;
    return body[i] === ':' && (i + 1 === body.length || /[ \t]/.test(body[i + 1])) ? i : -1;
  }
  if (body.startsWith('[') || body.startsWith('{') || body.startsWith('#') || body.startsWith('|') || body.startsWith('>')) return -1;
  for (; i < body.length; i++) {
    if (body[i] === '#' && i > 0 && /[ \t]/.test(body[i - 1])) return -1;
    if (body[i] === ':' && (i + 1 === body.length || /[ \t]/.test(body[i + 1]))) return i;
  }
  return -1;
}

/** Index of the quote closing the quoted text that starts `text`, or -1. */
function closingQuote(text: string): number {
  const quote = text[0];
  for (let i = 1; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] === quote) {
      if (quote === "'" && text[i + 1] === "'") {
        i++;
        continue;
      }
      return i;
    }
  }
  return -1;
}

function withoutComment(value: string): string {
  const trimmed = value.trimStart();
  if (trimmed.startsWith('"') || trimmed.startsWith("'")) {
    const end = closingQuote(trimmed);
    if (end < 0) return trimmed;
    return trimmed.slice(0, end + 1) + trimmed.slice(end + 1).replace(/(^|[ \t])#.*$/, '');
  }
  return value.replace(/(^|[ \t])#.*$/, '');
}

function unquote(key: string): string {
  return /^(["']).*\1$/.test(key) ? key.slice(1, -1) : key;
}

/** A text as quoted in a message: at most 40 characters. */
function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** How to name a line in a message: its field, or its list item. */
function nameOf(line: Line): string {
  if (line.key !== undefined) return `"${line.key}"`;
  const text = short(line.body.trim());
  return line.dashes.length > 0 ? `the list entry "- ${text}"` : `the text "${text}"`;
}

/** How to name a list entry as a whole ("- label: Home" rather than its first field). */
function entryName(line: Line): string {
  return `the list entry "- ${short(line.body.trim())}"`;
}

/** The value written back in quotes, the way YAML reads it as one text. */
function quoted(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `key: value` lines whose value would read as a YAML structure when unquoted: quote with double quotes unless the value has some. */
function quotedValue(value: string): string {
  if (!value.includes('"') && !value.includes('\\')) return `"${value}"`;
  return quoted(value);
}

type Add = (line: Line, col: number, said: Said, edits: Map<number, string>, explains?: (errorLine: number) => boolean) => void;

/** The line with its indentation (and dashes) kept and what follows replaced. */
const rewrite = (line: Line, body: string) => line.text.slice(0, line.col) + body;
/** The lines moved right (by > 0) or left. */
function shifted(lines: Line[], numbers: number[], by: number): Map<number, string> {
  return new Map(numbers.map((n) => [n, by > 0 ? ' '.repeat(by) + lines[n - 1].text : lines[n - 1].text.slice(-by)]));
}

/**
 * Walks the lines as YAML reads them, keeping the column of every open mapping and list; a line that
 * lines up with none of them, or that a mapping cannot hold, is the mistake. After a finding the line
 * counts as fixed, so that one mistake gives one problem and the lines after it are read in step.
 */
function scan(lines: Line[]): Finding[] {
  const findings: Finding[] = [];
  const structural = lines.filter((l) => !l.blank && !l.inside);
  const position = new Map(structural.map((l, i) => [l.n, i]));
  const below = (line: Line) => structural.slice(position.get(line.n)! + 1);
  const stack: Context[] = [];
  /** Lines that move with an earlier fix (the rest of an entry that gets its dash, …), and by how much. */
  const moved = new Map<number, number>();
  const indentOf = (line: Line) => line.indent + (moved.get(line.n) ?? 0);
  let prev: Line | undefined;
  /** Lines deeper than this column continue the plain value of the line before (a text on several lines). */
  let continuation: number | undefined;
  const add: Add = (line, col, said, edits, explains = (n) => n >= line.n - 1 && n <= line.n + 1) => {
    findings.push({ line: line.n, col: col + 1, said, edits, explains });
  };
  const top = () => stack[stack.length - 1];
  const lastOf = (context: Context) => context.lines[context.lines.length - 1];
  /** How many lines from `from` on start at column `col` (without a dash), before a line further left ends them. */
  const votes = (from: Line, col: number) => {
    let count = 0;
    for (const line of [from, ...below(from)]) {
      if (line.tab >= 0) continue;
      if (indentOf(line) < col) break;
      if (indentOf(line) === col && line.dashes.length === 0) count++;
    }
    return count;
  };
  /**
   * The lines that move with `line` when it moves by `by`: its own, and the block it opens when
   * the block's first line would no longer be deeper than it.
   */
  const movingWith = (line: Line, by: number): number[] => {
    const rest = below(line);
    const target = indentOf(line) + by;
    if (!line.opens || !rest[0] || indentOf(rest[0]) <= indentOf(line) || indentOf(rest[0]) > target) return [line.n];
    const block = [line.n];
    for (const child of rest) {
      if (indentOf(child) <= indentOf(line)) break;
      block.push(child.n);
    }
    return block;
  };
  /** Reports `line` as indented `by` columns off its sibling (positive: it needs more); found while reading line `seen`. */
  const misaligned = (line: Line, sibling: Line, by: number, seen = line, withFollowing = false) => {
    const numbers = movingWith(line, by);
    if (withFollowing) {
      // the lines after it at its column (or deeper) went too far with it: one mistake, one fix
      for (const next of below(line).filter((l) => l.n > numbers[numbers.length - 1])) {
        if (indentOf(next) < indentOf(line) || next.tab >= 0) break;
        numbers.push(next.n);
      }
    }
    const words = { field: nameOf(line), by: Math.abs(by), sibling: nameOf(sibling), siblingLine: sibling.n, from: numbers[0], to: numbers[numbers.length - 1] };
    const said = by > 0 ? say('yaml-indented-shallower', words) : say('yaml-indented-deeper', words);
    add(line, line.indent, said, shifted(lines, numbers, by), (n) => n >= line.n - 1 && n <= seen.n + 1);
    for (const n of numbers.slice(1)) moved.set(n, (moved.get(n) ?? 0) + by);
  };

  /**
   * The lines that move with the list entry `line` (a "- key: value" line) when its dash moves: its
   * own, and when the entry's other fields are written under its first field (they moved with the
   * dash), those fields and everything they hold, up to the next entry or a line further left.
   */
  const entryLines = (line: Line): number[] => {
    const rest = below(line);
    if (!rest[0] || indentOf(rest[0]) !== line.col || rest[0].dashes.length > 0 || line.body.trim() === '') return [line.n];
    let last = line.n;
    for (const next of rest) {
      if (indentOf(next) < line.col || (indentOf(next) === line.col && next.dashes.length > 0 && !(structural[position.get(next.n)! - 1]?.opens ?? false))) break;
      last = next.n;
    }
    // the text of a block (|, >) or a quoted value on several lines moves with its field
    while (lines[last]?.inside) last++;
    return Array.from({ length: last - line.n + 1 }, (_, i) => line.n + i);
  };
  /** Reports the list entry `line` as indented `by` columns off its sibling entry (positive: it needs more), moving `numbers` with it. */
  const entryMisaligned = (line: Line, sibling: Line, by: number, numbers: number[], seen = line) => {
    const words = { field: entryName(line), by: Math.abs(by), sibling: `"- ${short(sibling.body.trim())}"`, siblingLine: sibling.n, from: numbers[0], to: numbers[numbers.length - 1] };
    const said = by > 0 ? say('yaml-indented-shallower', words) : say('yaml-indented-deeper', words);
    add(line, line.indent, said, shifted(lines, numbers, by), (n) => n >= Math.min(line.n, seen.n) - 1 && n <= Math.max(line.n, seen.n) + 1);
    for (const n of numbers.slice(1)) moved.set(n, (moved.get(n) ?? 0) + by);
  };
  /** Whether the file writes its lists under their key ("links:" then "- …" 2 further), as a list written at its key's column does not. */
  const listsIndentedUnderKeys = (() => {
    let under = 0;
    let atKey = 0;
    structural.forEach((l, i) => {
      const next = structural[i + 1];
      if (!l.opens || l.body.trim() === '' || !next || next.dashes.length === 0) return;
      if (next.indent === l.col) atKey++;
      else if (next.indent > l.col) under++;
    });
    return under > atKey;
  })();

  /** The mapping the line before closed by going left, and that line: a line back at its column makes that line the odd one. */
  let closed: { context: Context; closer: Line } | undefined;

  /**
   * `line` starts at `indent`, a column no open mapping or list has. Says which line is off and how
   * (usually this one; sometimes the line before it or the first of its block, when the lines after
   * it agree with this one), and returns the column this line is read at from now on.
   */
  const offColumn = (line: Line, indent: number, outer: Context | undefined, inner: Context | undefined, dashes: number[]): number => {
    const plain = dashes.length === 0;
    // "links:" then "- label: Home" at the key's column, "to: /" 2 further than "label", and the next entry's dash under "label":
    // the first entry's dash is too far left (its fields and the entries after it agree)
    const list = outer && stack[stack.indexOf(outer) - 1];
    if (plain && !inner && prev && outer?.kind === 'map' && outer.lines.length === 1 && outer.lines[0] === prev && prev.dashes.length > 0 && indent === outer.col + 2) {
      const atKeyColumn = list?.kind === 'seq' && list.lines.length === 1 && stack[stack.indexOf(list) - 1]?.kind === 'map' && stack[stack.indexOf(list) - 1].col === list.col;
      const next = below(line).find((l) => indentOf(l) < indent);
      if (list && atKeyColumn && next && next.dashes.length > 0 && indentOf(next) === outer.col) {
        entryMisaligned(prev, next, indent - outer.col, [prev.n], line);
        list.col = outer.col;
        outer.col = indent;
        return indent;
      }
    }
    // "links:", then its first entry deeper than the entries after it: the first entry is too deep
    // (when more entries follow at this column, or this column is where the file puts a list under its key)
    if (!plain && inner?.kind === 'seq' && inner.lines.length === 1 && outer?.kind === 'map' && indent > outer.col && indent < inner.col) {
      const first = inner.lines[0];
      const opener = structural[position.get(first.n)! - 1];
      if (opener && opener === lastOf(outer) && opener.opens && (entriesAt(line, indent) > 1 || indent === opener.col + (listsIndentedUnderKeys ? 2 : 0))) {
        entryMisaligned(first, line, indent - inner.col, linesFrom(first, line), line);
        inner.col = indent;
        stack.push(inner);
        return indent;
      }
    }
    // the first entry of a list written without its dash: "id: …" with the entry's fields, then "- id: …"
    if (inner && !plain && inner.kind === 'map' && inner.col === dashes[0] + 2 && inner.lines[0]?.dashes.length === 0) {
      const first = inner.lines[0];
      const fixed = `- ${first.body.trimEnd()}`;
      add(first, dashes[0], say('yaml-missing-dash', { field: nameOf(first), dashCol: dashes[0] + 1, fixed }), new Map([[first.n, ' '.repeat(dashes[0]) + fixed]]), (n) => n >= first.n - 1 && n <= line.n + 1);
      return indent;
    }
    // the first line of a block is the odd one: the lines after it agree with this one
    const firstOf = (context: Context | undefined) => (context?.kind === 'map' && context.lines.length === 1 && context.lines[0].dashes.length === 0 ? context.lines[0] : undefined);
    const parentOf = (context: Context) => stack[stack.indexOf(context) - 1]?.col ?? (context === inner ? (outer?.col ?? -1) : -1);
    for (const context of [inner, outer]) {
      const first = firstOf(context);
      if (!first || !context || !plain) continue;
      if (context === outer && indent <= context.col) continue;
      // a later line back at the first line's column confirms that column: then this line is the odd one
      const back = below(line).find((l) => indentOf(l) <= context.col);
      if (back && indentOf(back) === context.col && back.dashes.length === 0) continue;
      if (context === inner && indent >= context.col && indent <= parentOf(context)) continue;
      const laterDash = below(line).find((l) => indentOf(l) <= indentOf(first));
      if (laterDash && indentOf(laterDash) === indentOf(first) && laterDash.dashes.length > 0 && indent === indentOf(first) + 2) {
        // "id: …" then the entry's fields 2 further, then "- id: …": the first entry lacks its dash
        const fixed = `- ${first.body.trimEnd()}`;
        add(first, indentOf(first), say('yaml-missing-dash', { field: nameOf(first), dashCol: indentOf(first) + 1, dashLine: laterDash.n, fixed }), new Map([[first.n, ' '.repeat(indentOf(first)) + fixed]]), (n) => n >= first.n - 1 && n <= laterDash.n + 1);
      } else if (votes(line, indent) >= 2) {
        misaligned(first, line, indent - context.col, line);
      } else {
        continue;
      }
      context.col = indent;
      if (context === inner) stack.push(inner);
      return indent;
    }
    // back at the column of a mapping the line before left: that line is the one too far left
    const closerHoldsList = closed !== undefined && structural[position.get(closed.closer.n)! + 1]?.dashes.length > 0;
    if (closed && plain && closed.context.col === indent && closed.closer.dashes.length === 0 && (closed.closer === prev ? votes(line, indent) >= 2 : closerHoldsList)) {
      const { context, closer } = closed;
      misaligned(closer, lastOf(context), indent - indentOf(closer), line);
      while (stack.length > 0 && top().col >= indent) stack.pop();
      context.lines.push(closer);
      stack.push(context);
      return indent;
    }
    // "industry:" then "key: …" at the same column (so industry holds nothing), then the other fields deeper: "key" is too far left
    const [opener, lone] = outer?.kind === 'map' ? outer.lines.slice(-2) : [];
    if (outer && opener && lone && plain && opener.opens && opener.dashes.length === 0 && lone.dashes.length === 0 && structural[position.get(opener.n)! + 1] === lone && indent > outer.col) {
      misaligned(lone, line, indent - indentOf(lone), line);
      outer.lines.pop();
      while (stack.length > 0 && top() !== outer) stack.pop();
      stack.push({ col: indent, kind: 'map', lines: [lone] });
      return indent;
    }
    // this line is the odd one: it lines up with the nearest open column
    const towardsInner = inner !== undefined && (!outer || outer.kind === 'seq' || inner.col - indent <= indent - outer.col);
    const target = towardsInner ? inner : outer;
    if (!target) return indent;
    misaligned(line, lastOf(target), target.col - indent, line, !towardsInner && !inner && target.col < indent);
    if (towardsInner) stack.push(inner);
    return target.col;
  };

  /** How many list entries start at column `col` from `line` on (it included), before a line further left or a field at that column. */
  const entriesAt = (line: Line, col: number) => {
    let count = 0;
    for (const next of [line, ...below(line)]) {
      if (indentOf(next) < col || (indentOf(next) === col && next.dashes.length === 0)) break;
      if (indentOf(next) === col) count++;
    }
    return count;
  };
  /** The lines from `first` to the last one before `line` that is not blank. */
  const linesFrom = (first: Line, line: Line) => {
    let last = line.n - 1;
    while (last > first.n && lines[last - 1].blank) last--;
    return Array.from({ length: last - first.n + 1 }, (_, i) => first.n + i);
  };
  /** Whether the mapping `map` is an entry of the list `list` (just below it on the stack): its first line has the dash. */
  const isEntryOf = (map: Context, list: Context | undefined): list is Context => list?.kind === 'seq' && list.lines.length > 0 && (map.lines[0]?.dashes.length ?? 0) > 0;
  /** How many structural lines have each field name. */
  const keyCount = new Map<string, number>();
  for (const l of structural) if (l.key !== undefined) keyCount.set(l.key, (keyCount.get(l.key) ?? 0) + 1);
  /** A `key: value` line that is a field, not text: a name the file uses as a field elsewhere, or a field that holds a block. */
  const looksLikeField = (line: Line) =>
    line.colon >= 0 && line.dashes.length === 0 && line.key !== undefined && /^[A-Za-z_][\w.-]*$/.test(line.key) && (line.opens || /^[|>]/.test(line.value) || (keyCount.get(line.key) ?? 0) > 1);

  /** `line` itself when it is the first line of the block the line before it opens. */
  const firstOfItsBlock = (line: Line) => {
    const before = structural[position.get(line.n)! - 1];
    return before?.opens && indentOf(before) < indentOf(line) ? line : undefined;
  };

  for (const line of structural) {
    checkValue(line, add);
    let indent = indentOf(line);
    // after "key: >-" and its text: a line between the key's column and the text's is the text, too far left
    const text = prev && /^[|>][-+0-9]*$/.test(prev.value) ? lines.slice(prev.n, line.n - 1).filter((l) => l.inside && !l.blank) : [];
    const betweenKeyAndText = prev !== undefined && text.length > 0 && line.tab < 0 && indent > prev.col && indent < text[0].indent && votes(line, indent) < 2;
    if (prev && betweenKeyAndText && looksLikeField(line)) {
      // a field (one the file uses elsewhere, or one that holds a block): too deep for a sibling of the field above, it lines up with it
      misaligned(line, prev, prev.col - indent);
      indent = prev.col;
    } else if (prev && betweenKeyAndText) {
      const by = text[0].indent - indent;
      const above = text[text.length - 1];
      add(
        line,
        indent,
        say('yaml-indented-shallower', { field: nameOf(line), by, sibling: `the text of "${prev.key}"`, siblingLine: above.n, from: line.n, to: line.n, text: true }),
        shifted(lines, [line.n], by),
      );
      prev = line;
      continue;
    }
    const afterText = prev !== undefined && text.length > 0 && line.dashes.length === 0 && !line.opens;
    if (line.tab >= 0 && prev && afterText) {
      // a field goes under the field whose text ends above it; a text line goes on with that text
      const above = text[text.length - 1];
      const isField = line.colon >= 0 && line.key !== undefined && /^[A-Za-z_][\w.-]*$/.test(line.key);
      const spaces = isField ? prev.col : text[0].indent;
      const sibling = isField ? { name: nameOf(prev), line: prev.n, child: false } : { name: `the text of "${prev.key}"`, line: above.n, child: false };
      add(line, line.tab, say('yaml-tab-indent', { line: line.n, field: nameOf(line), spaces, sibling }), new Map([[line.n, ' '.repeat(spaces) + line.text.replace(/^[ \t]*/, '')]]));
      if (isField) indent = spaces;
      else {
        prev = line;
        continue;
      }
    }
    if (line.tab >= 0 && !afterText) {
      const intended = intendedPlace(line, prev, below(line).find((l) => l.tab < 0), stack);
      const sibling = intended.sibling && { name: nameOf(intended.sibling), line: intended.sibling.n, child: intended.child };
      add(
        line,
        line.tab,
        say('yaml-tab-indent', { line: line.n, field: nameOf(line), spaces: intended.col, sibling }),
        new Map([[line.n, ' '.repeat(intended.col) + line.text.replace(/^[ \t]*/, '')]]),
      );
      indent = intended.col;
    }
    const delta = indent - line.indent;
    const dashes = line.dashes.map((d) => d + delta);
    const col = line.col + delta;

    if (continuation !== undefined && indent > continuation && line.colon < 0 && dashes.length === 0) {
      prev = line;
      continue;
    }
    continuation = undefined;

    const popped: Context[] = [];
    while (stack.length > 0 && top().col > indent) popped.push(stack.pop()!);
    /** The open column just deeper than this line, if the line left it. */
    const inner = popped[popped.length - 1];
    if (top()?.col === indent && dashes.length === 0 && top().kind === 'seq' && stack[stack.length - 2]?.col === indent) {
      stack.pop(); // a list written at its key's column (key:\n- item): this line is the next key
    }
    const outer = top();
    let placed = indent;

    if (outer?.col === indent) {
      if (dashes.length === 0 && outer.kind === 'seq') {
        // at the column of the list's dashes, without one: a new entry missing its dash, or a field of the entry too far left
        const item = inner?.kind === 'map' ? inner : undefined;
        if (!item || line.colon < 0 || item.lines.some((l) => l.key === line.key)) {
          // the entry's other fields written at the dash's column (and what they hold) move 2 to the right
          const following: number[] = [];
          let under = false;
          for (const next of below(line)) {
            if (indentOf(next) < indent || (indentOf(next) === indent && next.dashes.length > 0)) break;
            if (indentOf(next) === indent) under = true;
            if (under) following.push(next.n);
          }
          const edits = shifted(lines, following, 2);
          edits.set(line.n, ' '.repeat(indent) + `- ${line.body.trimEnd()}`);
          add(line, indent, say('yaml-missing-dash', { field: nameOf(line), dashCol: indent + 1, dashLine: lastOf(outer)?.n, fixed: `- ${line.body.trimEnd()}`, following }), edits);
          for (const n of following) moved.set(n, (moved.get(n) ?? 0) + 2);
          pushLine(stack, line, [indent], indent + 2, true);
        } else {
          // the first entry's dash 2 too deep ("- label: Home" then "to: /" and the next entries 2 to the left): the dash is the odd one
          const first = item.lines[0];
          const next = below(line).find((l) => indentOf(l) < indent);
          if (outer.lines.length === 1 && item.lines.length === 1 && first === prev && next && next.dashes.length > 0 && indentOf(next) === indent - 2 && structural[position.get(first.n)! - 1]?.opens) {
            entryMisaligned(first, next, indent - 2 - outer.col, [first.n], line);
            outer.col = indent - 2;
            item.col = indent;
            stack.push(item);
            pushLine(stack, line, [], indent, true);
          } else {
            misaligned(line, lastOf(item), item.col - indent);
            stack.push(item);
            pushLine(stack, line, [], item.col, true);
          }
        }
        closed = undefined;
        prev = line;
        continue;
      }
      const list = stack[stack.length - 2];
      /** "links:" then "- label: Home" at the same column: a list written at its key's column, valid YAML */
      const listAtKeyColumn = prev !== undefined && prev === lastOf(outer) && prev.opens;
      if (dashes.length === 0) checkKey(line, add);
      else if (outer.kind === 'map' && inner?.kind === 'seq' && inner.lines.length > 0 && !(isEntryOf(outer, list) && line.key !== undefined && line.key === list.lines[0].key && line.key !== inner.lines[0].key)) {
        // a list entry back at the column of the mapping that holds the list just closed: the entry is too far left
        const by = inner.col - indent;
        entryMisaligned(line, lastOf(inner), by, entryLines(line));
        stack.push(inner);
        placed = inner.col;
      } else if (outer.kind === 'map' && !listAtKeyColumn && isEntryOf(outer, list) && list.col < indent) {
        // a list entry at the column of the fields of the entry before it: this entry is too deep, or,
        // when the list is written at its key's column and the entries after this one agree with it, the first entry is too far left
        const atKeyColumn = stack[stack.length - 3]?.kind === 'map' && stack[stack.length - 3].col === list.col;
        if (atKeyColumn && list.lines.length === 1 && (entriesAt(line, indent) > 1 || listsIndentedUnderKeys)) {
          const first = list.lines[0];
          entryMisaligned(first, line, indent - list.col, linesFrom(first, line), line);
          stack.pop();
          list.col = indent;
        } else {
          const by = list.col - indent;
          entryMisaligned(line, lastOf(list), by, entryLines(line));
          stack.pop();
          placed = list.col;
        }
      } else if (outer.kind === 'map' && !listAtKeyColumn && outer.lines.length === 1 && outer.lines[0].dashes.length === 0 && outer.lines[0] === firstOfItsBlock(outer.lines[0])) {
        // "caption: First" then "- caption: Second" at the same column: the first entry lacks its dash
        const first = outer.lines[0];
        const fixed = `- ${first.body.trimEnd()}`;
        add(first, indent, say('yaml-missing-dash', { field: nameOf(first), dashCol: indent + 1, dashLine: line.n, fixed }), new Map([[first.n, ' '.repeat(indent) + fixed]]), (n) => n >= first.n - 1 && n <= line.n + 1);
        stack.pop();
      }
    } else if (inner) {
      placed = offColumn(line, indent, outer, inner, dashes);
      if (placed === indent && dashes.length === 0) checkKey(line, add);
    } else if (prev && !prev.opens && outer) {
      if (line.colon < 0 && dashes.length === 0 && prev.colon >= 0 && prev.value !== '' && !/^[|>]/.test(prev.value)) {
        continuation = outer.col; // a plain value continued on the next line, deeper: valid YAML
        prev = line;
        continue;
      }
      placed = offColumn(line, indent, outer, undefined, dashes);
      if (placed === indent && dashes.length === 0) checkKey(line, add);
    } else if (dashes.length === 0) {
      checkKey(line, add);
    }
    const by = placed - indent;
    // "- id Personal" (or "- id:x") followed by the entry's other fields: its first field lacks its colon
    const next = below(line)[0];
    const itemIsMap = dashes.length > 0 && line.colon < 0 && line.body.trim() !== '' && next !== undefined && indentOf(next) === col && next.colon >= 0;
    if (itemIsMap) checkKey(line, add);
    // a mapping this line left for its parent's column (so it became the parent's field): remembered
    // while the lines below are this line's own (deeper)
    const leftAt = popped.findIndex((c, i) => c.kind === 'map' && (popped[i + 1] ?? top())?.kind === 'map' && (popped[i + 1] ?? top())?.col === indent);
    if (leftAt >= 0 && placed === indent) closed = { context: popped[leftAt], closer: line };
    else if (closed && placed <= indentOf(closed.closer)) closed = undefined;
    pushLine(
      stack,
      line,
      dashes.map((d) => d + by),
      col + by,
      itemIsMap,
    );
    prev = line;
  }
  return findings;
}

/** Puts the line's list markers and its mapping key on the stack of open columns. */
function pushLine(stack: Context[], line: Line, dashes: number[], col: number, isKey = false): void {
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

/** A line among fields that has no colon, or no space after it. */
function checkKey(line: Line, add: Add): void {
  if (line.colon >= 0) return;
  const body = withoutComment(line.body).trimEnd();
  if (/^["'[{|>&*!%@`]/.test(body)) return;
  const noSpace = /^([A-Za-z_][\w.-]*):(\S.*)$/.exec(body);
  if (noSpace) {
    const fixed = `${noSpace[1]}: ${noSpace[2]}`;
    add(line, line.col + noSpace[1].length + 1, say('yaml-missing-space-after-colon', { key: noSpace[1], fixed }), new Map([[line.n, rewrite(line, fixed)]]));
    return;
  }
  const missing = /^([A-Za-z_][\w.-]*)(?:[ \t]+(.*))?$/.exec(body);
  if (!missing) return;
  const fixed = missing[2] ? `${missing[1]}: ${missing[2]}` : `${missing[1]}:`;
  add(line, line.col + missing[1].length, say('yaml-missing-colon', { key: missing[1], fixed }), new Map([[line.n, rewrite(line, fixed)]]));
}

/** Values that break the line: a ": " inside an unquoted value, text after a closing quote, an unclosed quote or bracket. */
function checkValue(line: Line, add: Add): void {
  if (line.colon < 0 || line.key === undefined) return;
  const afterColon = line.body.slice(line.colon + 1);
  const value = line.value;
  if (value === '') return;
  const valueCol = line.col + line.colon + 1 + (afterColon.length - afterColon.trimStart().length);
  const field = line.key;
  if (value.startsWith('"') || value.startsWith("'")) {
    const end = closingQuote(value);
    if (end < 0) {
      // the parser cannot find its way after an unclosed quote or bracket: what it says further down follows from it
      const fixed = `${field}: ${value}${value[0]}`;
      add(line, valueCol, say('yaml-unclosed-quote', { field, fixed }), new Map([[line.n, rewrite(line, fixed)]]), (n) => n >= line.n);
      return;
    }
    const after = value.slice(end + 1).trim();
    if (after === '') return;
    const fixed = `${field}: ${quoted(value)}`;
    add(line, valueCol + end + 1 + (value.slice(end + 1).length - value.slice(end + 1).trimStart().length), say('yaml-text-after-quote', { field, fixed }), new Map([[line.n, rewrite(line, fixed)]]));
    return;
  }
  if (value.startsWith('[') || value.startsWith('{')) {
    const close = value[0] === '[' ? ']' : '}';
    const fixed = `${field}: ${value}${close}`;
    if (!balanced(value)) add(line, valueCol, say('yaml-unclosed-bracket', { field, open: value[0], close, fixed }), new Map([[line.n, rewrite(line, fixed)]]), (n) => n >= line.n - 1);
    return;
  }
  if (/^[|>&*!]/.test(value)) return;
  const inner = /:(\s|$)/.exec(value);
  if (!inner) return;
  const fixed = `${field}: ${quotedValue(value)}`;
  add(line, valueCol, say('yaml-value-with-colon', { field, fixed }), new Map([[line.n, rewrite(line, fixed)]]));
}

function balanced(value: string): boolean {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (quote) {
      if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
  }
  return depth <= 0;
}

/**
 * A duplicate key in a list entry that repeats the entry's first field (`id` again) is a new entry
 * typed without its dash: the parser's DUPLICATE_KEY error names the line.
 */
function missingDashesFromDuplicateKeys({ doc, lineCounter }: Parsed, lines: Line[]): Finding[] {
  const findings: Finding[] = [];
  const duplicates = new Set(doc.errors.filter((e) => e.code === 'DUPLICATE_KEY').map((e) => e.pos[0]));
  if (duplicates.size === 0) return findings;
  const visit = (node: unknown, dashLine?: number): void => {
    if (isMap(node)) {
      if (dashLine !== undefined && node.items.length > 1 && isScalar(node.items[0].key)) {
        const first = String(node.items[0].key.value);
        const repeated = node.items.slice(1).find((pair) => isScalar(pair.key) && String(pair.key.value) === first && pair.key.range && duplicates.has(pair.key.range[0]));
        const at = repeated && isScalar(repeated.key) && repeated.key.range ? lineCounter.linePos(repeated.key.range[0]) : undefined;
        const line = at && lines[at.line - 1];
        if (at && line && at.col >= 3 && line.text.slice(at.col - 3, at.col - 1) === '  ') {
          const end = node.range ? lineCounter.linePos(node.range[1]).line : at.line;
          const fixed = `- ${line.text.slice(at.col - 1).trimEnd()}`;
          findings.push({
            line: at.line,
            col: at.col,
            said: say('yaml-missing-dash', { field: `"${first}"`, dashCol: at.col - 2, dashLine, fixed }),
            edits: new Map([[at.line, line.text.slice(0, at.col - 3) + fixed]]),
            // the entry's other fields, repeated after it, are duplicates too: the same mistake
            explains: (n) => n >= at.line && n <= end,
            certain: true,
          });
        }
      }
      node.items.forEach((pair) => visit(pair.value));
    } else if (isSeq(node)) {
      const seqLine = node.range ? lineCounter.linePos(node.range[0]).line : undefined;
      node.items.forEach((item) => visit(item, seqLine));
    }
  };
  visit(doc.contents);
  return findings;
}

import { say } from '../../messages/messages.ts';
import { finding, quoted, quotedValue, rewrite, type Finding } from './finding.ts';
import { closingQuote, withoutComment, type Line } from './lines.ts';

/**
 * The rules that read one line on its own, wherever it stands: a value that breaks the line (asked
 * of every line), and a field without its colon or the space after it (asked of a line among fields).
 */
export type LineRule = (line: Line) => Finding | undefined;

/** The value of a `key: value` line, and the column (0-based) it starts at. */
function valueOf(line: Line): { field: string; value: string; valueCol: number } | undefined {
  if (line.colon < 0 || line.key === undefined) return undefined;
  const afterColon = line.body.slice(line.colon + 1);
  if (line.value === '') return undefined;
  return { field: line.key, value: line.value, valueCol: line.col + line.colon + 1 + (afterColon.length - afterColon.trimStart().length) };
}

const isQuoted = (value: string) => value.startsWith('"') || value.startsWith("'");
const isBracketed = (value: string) => value.startsWith('[') || value.startsWith('{');

function unclosedQuote(line: Line): Finding | undefined {
  const v = valueOf(line);
  if (!v || !isQuoted(v.value) || closingQuote(v.value) >= 0) return undefined;
  // the parser cannot find its way after an unclosed quote or bracket: what it says further down follows from it
  const fixed = `${v.field}: ${v.value}${v.value[0]}`;
  return finding(line, v.valueCol, say('yaml-unclosed-quote', { field: v.field, fixed }), new Map([[line.n, rewrite(line, fixed)]]), (n) => n >= line.n);
}

function textAfterQuote(line: Line): Finding | undefined {
  const v = valueOf(line);
  if (!v || !isQuoted(v.value)) return undefined;
  const { field, value, valueCol } = v;
  const end = closingQuote(value);
  if (end < 0 || value.slice(end + 1).trim() === '') return undefined;
  const fixed = `${field}: ${quoted(value)}`;
  const col = valueCol + end + 1 + (value.slice(end + 1).length - value.slice(end + 1).trimStart().length);
  return finding(line, col, say('yaml-text-after-quote', { field, fixed }), new Map([[line.n, rewrite(line, fixed)]]));
}

function unclosedBracket(line: Line): Finding | undefined {
  const v = valueOf(line);
  if (!v || !isBracketed(v.value) || balanced(v.value)) return undefined;
  const { field, value } = v;
  const close = value[0] === '[' ? ']' : '}';
  const fixed = `${field}: ${value}${close}`;
  return finding(line, v.valueCol, say('yaml-unclosed-bracket', { field, open: value[0], close, fixed }), new Map([[line.n, rewrite(line, fixed)]]), (n) => n >= line.n - 1);
}

/** "title: Note: read this": a ": " inside a plain value. */
function colonInValue(line: Line): Finding | undefined {
  const v = valueOf(line);
  if (!v || isQuoted(v.value) || isBracketed(v.value) || /^[|>&*!]/.test(v.value) || !/:(\s|$)/.test(v.value)) return undefined;
  const fixed = `${v.field}: ${quotedValue(v.value)}`;
  return finding(line, v.valueCol, say('yaml-value-with-colon', { field: v.field, fixed }), new Map([[line.n, rewrite(line, fixed)]]));
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

/** Values that break the line, asked of every structural line (at most one applies). */
export const VALUE_RULES: LineRule[] = [unclosedQuote, textAfterQuote, unclosedBracket, colonInValue];

/** The text of a line without a mapping colon that could be a field: not a quoted, bracketed, block or anchored value. */
function keyText(line: Line): string | undefined {
  if (line.colon >= 0) return undefined;
  const body = withoutComment(line.body).trimEnd();
  return /^["'[{|>&*!%@`]/.test(body) ? undefined : body;
}

/** "tagline:A test site" */
function missingSpaceAfterColon(line: Line): Finding | undefined {
  const body = keyText(line);
  const noSpace = body === undefined ? null : /^([A-Za-z_][\w.-]*):(\S.*)$/.exec(body);
  if (!noSpace) return undefined;
  const fixed = `${noSpace[1]}: ${noSpace[2]}`;
  return finding(line, line.col + noSpace[1].length + 1, say('yaml-missing-space-after-colon', { key: noSpace[1], fixed }), new Map([[line.n, rewrite(line, fixed)]]));
}

/** "title Picking Planner" */
function missingColon(line: Line): Finding | undefined {
  const body = keyText(line);
  const missing = body === undefined ? null : /^([A-Za-z_][\w.-]*)(?:[ \t]+(.*))?$/.exec(body);
  if (!missing) return undefined;
  const fixed = missing[2] ? `${missing[1]}: ${missing[2]}` : `${missing[1]}:`;
  return finding(line, line.col + missing[1].length, say('yaml-missing-colon', { key: missing[1], fixed }), new Map([[line.n, rewrite(line, fixed)]]));
}

/** A line among fields that has no colon, or no space after it (at most one applies). */
export const KEY_RULES: LineRule[] = [missingSpaceAfterColon, missingColon];

/** What the first of `rules` that applies to the line finds. */
export function firstFinding(rules: LineRule[], line: Line): Finding | undefined {
  for (const rule of rules) {
    const found = rule(line);
    if (found) return found;
  }
  return undefined;
}

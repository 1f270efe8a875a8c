import type { LineName, Said } from '../../messages/messages.ts';
import type { Line } from './lines.ts';

/** A layout mistake named on its line, with the edit its hint describes. */
export interface Finding {
  /** 1-based. */
  line: number;
  col: number;
  said: Said;
  /** The new text of the lines the fix changes, by line number: exactly what the hint says to do. */
  edits: Map<number, string>;
  /** The parser errors (by line) this finding may explain. */
  explains: (errorLine: number) => boolean;
  /** Found from the parser's own error (a duplicate key): no other error needed. */
  certain?: boolean;
}

/**
 * What a rule of the scan found on the line it reads: the mistake, and how the scan goes on once the
 * mistake is fixed as its hint says (the line's column, the lines that move with it, the open columns).
 */
export interface Ruling {
  finding?: Finding;
  /** The lines (after this one) the fix moves, and by how much: the scan reads them where they will be. */
  moves?: { lines: number[]; by: number };
  /** The column the line is read at from now on; its own when not given. */
  col?: number;
  /** Changes the open mappings and lists to what they are once the mistake is fixed. */
  update?: () => void;
  /** The line is read in full: nothing more is done with it. */
  done?: boolean;
}

/** The finding of `said` at `col` (0-based) of `line`; by default it explains the parser's errors on the lines around it. */
export function finding(line: Line, col: number, said: Said, edits: Map<number, string>, explains = (n: number) => n >= line.n - 1 && n <= line.n + 1): Finding {
  return { line: line.n, col: col + 1, said, edits, explains };
}

/** A text as quoted in a message: at most 40 characters. */
export function short(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** How to name a line in a message: its field, or its list item. */
export function nameOf(line: Line): LineName {
  if (line.key !== undefined) return { kind: 'fields', keys: [line.key] };
  const text = short(line.body.trim());
  return line.dashes.length > 0 ? { kind: 'entry', text } : { kind: 'text', text };
}

/** How to name a list entry as a whole ("- label: Home" rather than its first field). */
export function entryName(line: Line): LineName {
  return { kind: 'entry', text: short(line.body.trim()) };
}

/** The value written back in quotes, the way YAML reads it as one text. */
export function quoted(value: string): string {
  if (!value.includes("'")) return `'${value}'`;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `key: value` lines whose value would read as a YAML structure when unquoted: quote with double quotes unless the value has some. */
export function quotedValue(value: string): string {
  if (!value.includes('"') && !value.includes('\\')) return `"${value}"`;
  return quoted(value);
}

/** The line with its indentation (and dashes) kept and what follows replaced. */
export const rewrite = (line: Line, body: string) => line.text.slice(0, line.col) + body;

/** The lines moved right (by > 0) or left. */
export function shifted(lines: Line[], numbers: number[], by: number): Map<number, string> {
  return new Map(numbers.map((n) => [n, by > 0 ? ' '.repeat(by) + lines[n - 1].text : lines[n - 1].text.slice(-by)]));
}

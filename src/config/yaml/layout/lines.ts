import { CST, Parser } from 'yaml';

/** A line of a YAML file as the layout scan reads it: indentation, list markers, key, value. */
export interface Line {
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

/** The lines of `text`, each with its indentation, list markers, key and value read. */
export function readLines(text: string): Line[] {
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
export function closingQuote(text: string): number {
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

export function withoutComment(value: string): string {
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

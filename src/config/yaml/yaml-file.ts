import { readFileSync } from 'node:fs';
import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair } from 'yaml';
import type { Problem } from '../messages/problems.ts';
import { diagnoseLayout, parseWithLines, type Parsed } from './layout.ts';
import { cachedData, keepData, textKey } from './parse-cache.ts';
import { fastData } from './fast-data.ts';
import { say, type FileKind, type Said } from '../messages/messages.ts';

/** A parsed YAML file that remembers where every value came from. */
export interface YamlFile {
  /** Path relative to the site root, forward slashes. */
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** The file's text, as read. */
  text?: string;
  /** The plain data, or undefined when the file has syntax errors or is empty. */
  data: unknown;
  /**
   * What could be read despite syntax errors, for facts other files depend on (a page's route),
   * so that one broken file does not make every link to it a problem too. Never validated.
   */
  partialData?: Record<string, unknown>;
  problems: Problem[];
  /**
   * For values that came from another source (an Airtable record) and were put into the data:
   * names where a path's value came from, so problems point there instead of a line.
   */
  origin?: (path: (string | number)[]) => string | undefined;
  /** For a file in another language: where a translated value is written (in the translation file), when it is one. */
  relocate?: (path: (string | number)[], target: 'value' | 'key') => Position | undefined;
}

/** `needs`: what the file is, for what the problem of an empty one says it needs (none: nothing is said). */
export function parseYaml(file: string, text: string, needs?: FileKind): YamlFile {
  const parsed = parseWithLines(text);
  const { doc, lineCounter } = parsed;
  const problems: Problem[] = [];
  const layout = doc.errors.length > 0 ? diagnoseLayout(parsed) : { problems: [], rest: parsed };
  const seenLines = new Set<number>();
  for (const found of layout.problems) {
    seenLines.add(found.line);
    problems.push({ file, line: found.line, col: found.col, ...found.said });
  }
  // What is left once the named mistakes are fixed, in the parser's terms; one per line: the rest are usually echoes of the first.
  const rest = layout.rest;
  for (const error of rest.doc.errors) {
    const start = error.code === 'MISSING_CHAR' ? (openingQuoteOf(rest.text) ?? error.pos[0]) : error.pos[0];
    const position = rest.lineCounter.linePos(start);
    if (seenLines.has(position.line)) continue;
    seenLines.add(position.line);
    problems.push({ file, ...position, ...explainYamlError(rest.doc, rest.lineCounter, error.code, error.message, error.pos[0]) });
  }
  problems.sort((a, b) => a.line - b.line || a.col - b.col);
  let data: unknown;
  if (problems.length === 0) {
    if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
      problems.push({ file, line: 1, col: 1, ...say('file-empty', needs ? { needs } : {}) });
    } else {
      try {
        data = doc.toJS({ maxAliasCount: 100 });
      } catch (error) {
        // an alias (*name) whose anchor (&name) is not above it, or aliases nested too deep: the parser finds it only now
        const name = /: (\S+)$/.exec((error as Error).message)?.[1] ?? '';
        const unresolved = /Unresolved alias/i.test((error as Error).message);
        const offset = unresolved ? text.search(new RegExp(`\\*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`)) : -1;
        const at = offset >= 0 ? lineCounter.linePos(offset) : { line: 1, col: 1 };
        problems.push({ file, ...at, ...(unresolved ? say('yaml-unknown-alias', { name }) : say('yaml-too-many-aliases')) });
      }
    }
  }
  return { file, text, doc, lineCounter, data, problems, partialData: problems.length > 0 ? readPartially(doc, text) : undefined };
}

function readPartially(doc: Document.Parsed, text: string): Record<string, unknown> | undefined {
  try {
    const value = doc.toJS({ maxAliasCount: 100 }) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* fall back to the plain text below */
  }
  const route = /^route:[ \t]*["']?(\/[^"'\s#]*)/m.exec(text)?.[1];
  return route ? { route } : undefined;
}

/** Where a quoted value that never closes starts: YAML reports the end of the file instead. */
function openingQuoteOf(text: string): number | undefined {
  let offset = 0;
  for (const line of text.split('\n')) {
    const match = /^(\s*(?:- )?[^:#]+:\s*|\s*- )(["'])/.exec(line);
    if (match) {
      const quote = match[2];
      const rest = line.slice(match[0].length).replace(/\s+#.*$/, '').trimEnd();
      if (!rest.endsWith(quote)) return offset + match[1].length;
    }
    offset += line.length + 1;
  }
  return undefined;
}

/** Reads `file` under `root`, or its text in `overlay` when there (unsaved text of the browser editor). */
export function readYaml(root: string, file: string, needs?: FileKind, overlay: Readonly<Record<string, string>> = {}): YamlFile {
  return parseYamlCached(file, Object.hasOwn(overlay, file) ? overlay[file] : readFileSync(`${root}/${file}`, 'utf8'), needs);
}

/**
 * parseYaml, with the data of a text that parsed without a problem before taken from the parse cache
 * (parse-cache.ts), or else read by fastData when it can; positions are parsed only when something asks
 * for them, and a text with a mistake goes to parseYaml, which explains it.
 */
export function parseYamlCached(file: string, text: string, needs?: FileKind): YamlFile {
  const key = textKey(text);
  const cached = cachedData(key);
  if (cached) return withLazyPositions(file, text, cached.data);
  const data = fastData(text);
  if (data !== undefined) {
    keepData(key, data);
    return withLazyPositions(file, text, data);
  }
  const parsed = parseYaml(file, text, needs);
  if (parsed.problems.length === 0 && parsed.data !== undefined) keepData(key, parsed.data);
  return parsed;
}

function withLazyPositions(file: string, text: string, data: unknown): YamlFile {
  let parsed: Parsed | undefined;
  const positions = () => (parsed ??= parseWithLines(text));
  return {
    file,
    text,
    data,
    problems: [],
    get doc() {
      return positions().doc;
    },
    get lineCounter() {
      return positions().lineCounter;
    },
  };
}

function explainYamlError(doc: Document.Parsed, lines: LineCounter, code: string, message: string, offset: number): Said {
  switch (code) {
    case 'TAB_AS_INDENT':
      return say('yaml-tab-indent', { line: lines.linePos(offset).line, field: { kind: 'line' }, spaces: 2 });
    case 'DUPLICATE_KEY': {
      const first = firstKeyBefore(doc, offset);
      return say('yaml-duplicate-key', first ? { key: first.key, firstLine: lines.linePos(first.offset).line } : {});
    }
    case 'MISSING_CHAR':
      return /quote/i.test(message) ? say('yaml-unclosed-quote', {}) : say('yaml-missing-char', { detail: firstLine(message) });
    case 'BAD_INDENT':
      return say('yaml-bad-indent', { detail: firstLine(message) });
    default:
      return say('yaml-syntax', { detail: firstLine(message) });
  }
}

function firstLine(message: string): string {
  const line = message.split('\n')[0].trim();
  return line.charAt(0).toLowerCase() + line.slice(1);
}

/** For a duplicate key at `offset`, the same key's earlier occurrence in the same mapping. */
function firstKeyBefore(doc: Document.Parsed, offset: number): { key: string; offset: number } | undefined {
  let found: { key: string; offset: number } | undefined;
  const visit = (node: unknown): void => {
    if (found) return;
    if (isMap(node)) {
      const duplicate = node.items.find((p) => isScalar(p.key) && p.key.range?.[0] === offset);
      if (duplicate && isScalar(duplicate.key)) {
        const name = String(duplicate.key.value);
        const first = node.items.find((p) => isScalar(p.key) && String(p.key.value) === name);
        if (first && isScalar(first.key) && first.key.range) found = { key: name, offset: first.key.range[0] };
        return;
      }
      node.items.forEach((p) => visit(p.value));
    } else if (isSeq(node)) {
      node.items.forEach(visit);
    }
  };
  visit(doc.contents);
  return found;
}

export interface Position {
  line: number;
  col: number;
  /** Set when the value came from another source: that source's description, with line and col 0. */
  file?: string;
}

/**
 * Where the value (or, with target 'key', the field name) at `path` is written.
 * Falls back to the deepest existing parent so that every problem gets a location.
 */
export function locate(source: YamlFile, path: (string | number)[], target: 'value' | 'key' = 'value'): Position {
  const origin = source.origin?.(path);
  if (origin) return { file: origin, line: 0, col: 0 };
  const translated = source.relocate?.(path, target);
  if (translated) return translated;
  let node: unknown = source.doc.contents;
  let pair: Pair | undefined;
  let best: number = rangeStart(node) ?? 0;
  for (const segment of path) {
    pair = undefined;
    if (isMap(node)) {
      pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      best = rangeStart(pair.key) ?? best;
      node = pair.value;
      if (node === null || (isScalar(node) && node.value === null)) break; // `field:` with nothing after it
    } else if (isSeq(node)) {
      node = node.items[Number(segment)];
    } else {
      break;
    }
    const start = rangeStart(node);
    if (start === undefined) break;
    best = start;
  }
  if (target === 'key' && pair) best = rangeStart(pair.key) ?? best;
  return source.lineCounter.linePos(best);
}

function rangeStart(node: unknown): number | undefined {
  if (node && typeof node === 'object' && 'range' in node) {
    const range = (node as Node).range;
    if (range) return range[0];
  }
  return undefined;
}

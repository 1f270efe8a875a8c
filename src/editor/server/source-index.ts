import { createHash } from 'node:crypto';
import { textPaths } from '../../config/schemas/text-fields.ts';
import { schemaFiles } from '../../config/schemas/schema-set.ts';
import { translationOf } from '../../config/languages/languages.ts';
import { locate, parseYamlCached } from '../../config/yaml/yaml-file.ts';
import { encodeMark } from '../preview/source-marks.ts';
import { schemaFileFor } from './site-facts.ts';

/**
 * Where each text of the site comes from, for click to edit in the preview: every text of every YAML file
 * (the values their schema marks x-text, a translation file's by its source's schema) with its file and field path.
 * The preview's page and data are marked with it (src/editor/preview/source-marks.ts): a text the page shows
 * is matched with the texts of the files it equals, and when several do (two cards with the same title),
 * with the one whose neighbours (the other fields of its item, its place in its list) are the shown text's.
 * Each file's texts are kept by the hash of its text, so a keystroke reads again the file typed in only.
 */
export interface SourceText {
  /** The mark's id: 12 hex digits of the hash of the file and the path. */
  id: string;
  file: string;
  path: (string | number)[];
  value: string;
  /** The object or list holding it, to tell two equal texts apart by their neighbours. */
  holder: unknown;
}

type Data = unknown;

export const markId = (file: string, path: readonly (string | number)[]) => createHash('sha1').update(`${file}#${path.join('/')}`).digest('hex').slice(0, 12);
const textHash = (text: string) => createHash('sha1').update(text).digest('hex');

const valueAt = (data: Data, path: readonly (string | number)[]) => path.reduce<Data>((value, key) => (value && typeof value === 'object' ? (value as Record<string | number, Data>)[key] : undefined), data);

/** Every string under `value`, with its path and holder. */
function strings(value: Data, path: (string | number)[], holder: Data, into: { path: (string | number)[]; value: string; holder: Data }[]) {
  if (typeof value === 'string') into.push({ path, value, holder });
  else if (Array.isArray(value)) value.forEach((item, index) => strings(item, [...path, index], value, into));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) strings(item, [...path, key], value, into);
  return into;
}

export class SourceIndex {
  private readonly files = new Map<string, { hash: string; texts: SourceText[] }>();

  constructor(private readonly schemasDir: string) {}

  /** The texts of one file (its text as given), from the cache when it has not changed. */
  private textsOf(file: string, text: string): SourceText[] {
    const hash = textHash(text);
    const known = this.files.get(file);
    if (known?.hash === hash) return known.texts;
    let texts: SourceText[] = [];
    const data = parseYamlCached(file, text).data;
    if (data !== undefined) {
      // the values its schema says are texts (a translation file has its source's shape: its texts, and the ids that place them)
      const schemaFile = schemaFileFor(translationOf(file)?.source ?? file);
      const found = schemaFile ? textPaths(schemaFiles(this.schemasDir), schemaFile, data).flatMap((path) => strings(valueAt(data, path), path, valueAt(data, path.slice(0, -1)), [])) : [];
      texts = found.map(({ path, value, holder }) => ({ id: markId(file, path), file, path, value, holder }));
    }
    this.files.set(file, { hash, texts });
    return texts;
  }

  /** The site's texts by value, each file read as `read` gives it (the text typed, else the file). */
  texts(files: readonly string[], read: (file: string) => string | undefined): Map<string, SourceText[]> {
    const byValue = new Map<string, SourceText[]>();
    for (const file of files) {
      if (!/\.ya?ml$/.test(file)) continue;
      const text = read(file);
      if (text === undefined) continue;
      for (const entry of this.textsOf(file, text)) {
        const same = byValue.get(entry.value);
        if (same) same.push(entry);
        else byValue.set(entry.value, [entry]);
      }
    }
    return byValue;
  }

  /** The place a mark names, with its line in its file. */
  find(files: readonly string[], read: (file: string) => string | undefined, id: string): { file: string; path: (string | number)[]; line: number } | undefined {
    for (const file of files) {
      if (!/\.ya?ml$/.test(file)) continue;
      const text = read(file);
      if (text === undefined) continue;
      const found = this.textsOf(file, text).find((entry) => entry.id === id);
      if (found) return { file, path: found.path, line: locate(parseYamlCached(file, text), found.path).line };
    }
    return undefined;
  }
}

/** How much a text of the files looks like the one shown at `key` of `holder`: the same field, the same neighbours, the same place. */
function likeness(candidate: SourceText, holder: Data, key: string | number, shownPath: readonly (string | number)[]): number {
  let score = candidate.path.at(-1) === key ? 4 : 0;
  if (holder && typeof holder === 'object' && candidate.holder && typeof candidate.holder === 'object') {
    const theirs = candidate.holder as Record<string, Data>;
    for (const [name, value] of Object.entries(holder as Record<string, Data>)) {
      if (name === key || (typeof value !== 'string' && typeof value !== 'number')) continue;
      if (theirs[name] === value) score += 2;
    }
  }
  // the same numbers on the way (blocks/2/cards/1 ↔ blocks.2.cards.1)
  const numbers = (path: readonly (string | number)[]) => path.filter((segment): segment is number => typeof segment === 'number');
  const mine = numbers(shownPath);
  const its = numbers(candidate.path);
  for (let i = 1; i <= Math.min(mine.length, its.length); i++) if (mine[mine.length - i] === its[its.length - i]) score += 1;
  return score;
}

/** Fields whose value is never a text shown as words, even when it equals one (an id, an address, a type). */
const NOT_WORDS = new Set(['id', 'key', 'type', 'to', 'href', 'src', 'route', 'slug', 'icon', 'video', 'poster', 'url', 'color', 'background', 'language', 'dir', 'lang']);

const ID_LIKE = /^[a-z0-9][a-z0-9._-]*$/;

/** A copy of `value` (a page's or a data file's JSON) with a source mark after each text the site's files hold. */
export function marked<T>(value: T, texts: ReadonlyMap<string, SourceText[]>, preferFile?: string): T {
  const walk = (node: Data, path: (string | number)[]): Data => {
    if (Array.isArray(node)) return node.map((item, index) => (typeof item === 'string' ? mark(item, node, index, [...path, index]) : walk(item, [...path, index])));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, typeof item === 'string' ? (NOT_WORDS.has(key) ? item : mark(item, node, key, [...path, key])) : walk(item, [...path, key])]));
    }
    return node;
  };
  const mark = (text: string, holder: Data, key: string | number, path: (string | number)[]): string => {
    const candidates = texts.get(text);
    // a value written like an id (retail-banking, rag) is one whatever text it equals: the code matches it as it is
    if (!candidates || ID_LIKE.test(text)) return text;
    let best = candidates[0];
    if (candidates.length > 1) {
      let bestScore = -1;
      for (const candidate of candidates) {
        const score = likeness(candidate, holder, key, path) + (candidate.file === preferFile ? 0.5 : 0);
        if (score > bestScore) [best, bestScore] = [candidate, score];
      }
    }
    return text + encodeMark(best.id);
  };
  return walk(value, []) as T;
}

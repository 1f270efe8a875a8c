import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, parseDocument, stringify } from 'yaml';
import { copySite, SITE_FILE } from '../paths.ts';
import { siteTree } from '../config/site/site-tree.ts';
import { translationOf } from '../config/languages/languages.ts';

export const INDUSTRIES_DIR = 'pages/industries';
/** The industry file the benchmarks change (it is in every copy, whatever N). */
export const CHANGED_INDUSTRY_FILE = `${INDUSTRIES_DIR}/banking.yaml`;

/** Values that are references or settings, not texts: a synthetic page keeps them as they are. */
const KEPT_FIELDS = new Set(['type', 'height', 'video', 'poster', 'technologies', 'stages', 'skeletons', 'statusChip', 'cardTechnologies']);
/** Short texts that name something: they get the page's word appended, so each is its own. */
const NAME_FIELDS = new Set(['title', 'name', 'heading', 'airtableTable']);
/** Ids of the file: categories and use cases, and the category ids a use case lists. */
const ID_FIELDS = new Set(['id', 'categories']);

/**
 * A copy of the site (in `dir`, else a new temporary folder) with `pages` industry pages in all: the real
 * ones (pages/industries/*.yaml) and synthetic ones made from them in turn. Synthetic page k has its own
 * word (k = 1 → "Bebaba"), appended to its route, key, names, titles and ids; in its long texts, words are
 * swapped for others of the same length from the real pages, chosen by a generator seeded with k and the
 * text's place. The same N always gives the same files, and page k is the same whatever N. Returns the root.
 */
export function makeScaledSite(pages: number, dir?: string): string {
  const root = dir ?? mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  mkdirSync(root, { recursive: true });
  copySite(root);
  const sources = readdirSync(path.join(root, INDUSTRIES_DIR))
    // a page's own file, not its translation (banking.fr.yaml): a synthetic page is a whole page
    .filter((f) => /^[^.]+\.ya?ml$/.test(f))
    .sort()
    .map((file) => ({ slug: file.replace(/\.ya?ml$/, ''), data: parse(readFileSync(path.join(root, INDUSTRIES_DIR, file), 'utf8')) as unknown }));
  if (pages < sources.length) throw new Error(`the site has ${sources.length} industry pages already: ask for at least that many`);
  const vocabulary = vocabularyOf(sources.map((s) => s.data));
  for (let k = 1; k <= pages - sources.length; k++) {
    const source = sources[(k - 1) % sources.length];
    const word = pageWord(k);
    const page = syntheticPage(source.data, word, vocabulary, k);
    writeFileSync(path.join(root, INDUSTRIES_DIR, `${source.slug}-${word.toLowerCase()}.yaml`), stringify(page));
  }
  return root;
}

/**
 * The copy at `root` as a site in its default language only, as it was before it had others: site.config.yaml
 * without its `languages` list, and no translation file (pages/about.fr.yaml, site.config.fr.yaml).
 */
export function withoutLanguages(root: string): void {
  const site = parseDocument(readFileSync(path.join(root, SITE_FILE), 'utf8'));
  site.delete('languages');
  writeFileSync(path.join(root, SITE_FILE), String(site));
  const inFolders = ['pages', 'content'].flatMap((dir) => siteTree(root, dir).files);
  for (const file of [...inFolders, ...readdirSync(root)]) if (/\.ya?ml$/.test(file) && translationOf(file)) rmSync(path.join(root, file));
}

/** The word of synthetic page k: three capitalised syllables, letters only (an industry key is camelCase letters). */
export function pageWord(k: number): string {
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  const syllables = consonants.length * vowels.length;
  let word = '';
  for (let rest = k, i = 0; i < 3; i++, rest = Math.floor(rest / syllables)) {
    const s = rest % syllables;
    word += consonants[Math.floor(s / vowels.length)] + vowels[s % vowels.length];
  }
  return word[0].toUpperCase() + word.slice(1);
}

/** The industry page `source` made its own with `word`, field by field (see makeScaledSite). */
function syntheticPage(source: unknown, word: string, vocabulary: Vocabulary, k: number): unknown {
  const suffix = word.toLowerCase();
  const transform = (value: unknown, field: string, at: string): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => transform(item, field, `${at}.${i}`));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, transform(v, key, `${at}.${key}`)]));
    if (typeof value !== 'string' || KEPT_FIELDS.has(field)) return value;
    if (at === '.route') return `${value}-${suffix}`;
    if (at === '.industry.key') return value + word;
    if (ID_FIELDS.has(field)) return `${value}-${suffix}`;
    if (NAME_FIELDS.has(field)) return `${value} ${word}`;
    return swapWords(value, vocabulary, seeded(`${k}${at}`));
  };
  return transform(source, '', '');
}

/**
 * `text` with about a third of its words of four letters or more replaced by words of the same length
 * (the first one always, so no text stays as it was), keeping a capital initial: the text keeps its
 * length, so it stays within what its schema allows and weighs what the real one weighs.
 */
function swapWords(text: string, vocabulary: Vocabulary, random: () => number): string {
  let first = true;
  return text.replace(/[A-Za-z]{4,}/g, (found) => {
    if (!first && random() > 0.35) return found;
    first = false;
    const words = vocabulary.wordsOf(found.length);
    const i = Math.floor(random() * words.length);
    const chosen = words[i] === found.toLowerCase() ? words[(i + 1) % words.length] : words[i];
    return found[0] === found[0].toUpperCase() ? chosen[0].toUpperCase() + chosen.slice(1) : chosen;
  });
}

interface Vocabulary {
  /** At least two words of `length` letters, or of the nearest length below that has two. */
  wordsOf(length: number): string[];
}

/** The distinct lower-case words of four letters or more in the texts of `values`, by length. */
function vocabularyOf(values: unknown[]): Vocabulary {
  const words = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') for (const word of value.match(/\b[A-Za-z][a-z]{3,}\b/g) ?? []) words.add(word.toLowerCase());
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  const byLength = new Map<number, string[]>();
  for (const word of [...words].sort()) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  return {
    wordsOf(length) {
      for (let l = length; l > 4; l--) if ((byLength.get(l)?.length ?? 0) >= 2) return byLength.get(l)!;
      return byLength.get(4)!;
    },
  };
}

/** A small deterministic random generator (mulberry32) seeded with a string's FNV-1a hash. */
function seeded(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `text` of an industry file with one text changed, as an editor would: a sentence added to the industry's summary. */
export function withOneTextChanged(text: string, sentence = 'Changed for the benchmark.'): string {
  const doc = parseDocument(text);
  const summary = doc.getIn(['industry', 'summary']);
  if (typeof summary !== 'string') throw new Error('the industry file has no industry.summary to change');
  doc.setIn(['industry', 'summary'], `${summary} ${sentence}`);
  return String(doc);
}

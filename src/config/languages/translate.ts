import { isMap, isScalar, isSeq } from 'yaml';
import { say } from '../messages/messages.ts';
import { pluralCategoriesOf } from '../schemas/plurals.ts';
import type { Problem } from '../messages/problems.ts';
import { cachedData, keepData, textKey } from '../yaml/parse-cache.ts';
import { copyOfData } from '../yaml/data-copy.ts';
import { locate, type YamlFile } from '../yaml/yaml-file.ts';
import type { Language } from './languages.ts';
import { sourceHash } from './source-hash.ts';

export type DataPath = (string | number)[];

/** How far a file is translated into a language: its texts, and those missing, stale or never checked, by path. */
export interface TranslationStatus {
  /** The source file. */
  file: string;
  /** The translation file (whether or not it exists yet). */
  translation: string;
  language: string;
  texts: number;
  translated: number;
  missing: string[];
  stale: string[];
  unchecked: string[];
  /** A page the language hides (`missing: hide`): none of its texts is translated, so it is not shown in the language. */
  hidden?: boolean;
}

export interface FileTranslation {
  /** The source's data with the translated texts in place of its own, and its links turned into the language's routes. */
  data: unknown;
  /** Mistakes in the translation file: validate fails on them. */
  problems: Problem[];
  /** What is not yet translated, or was translated from an older source text. */
  notes: Problem[];
  status: TranslationStatus;
  /** For a page: the blocks (by index) none of whose texts is translated, shown in the source language. */
  untranslatedBlocks: number[];
  /** The texts not yet translated, shown in the source language, by their paths in the source. */
  fallback: DataPath[];
  /** For a page: the route the translation gives it, if it gives one. */
  route?: string;
  /** Each translated text: where it is in the translation, the source text, and the hash its comment should say. */
  texts: { at: DataPath; sourceAt: DataPath; source: unknown; hash: string; made?: string; state: 'current' | 'stale' | 'unchecked' }[];
}

export interface TranslateInput {
  source: YamlFile;
  /** The translation file; undefined when there is none yet (every text falls back). */
  translation?: YamlFile;
  translationPath: string;
  /** The paths of the source's texts, as textPaths lists them (src/config/schemas/text-fields.ts): in the data's order. */
  texts: DataPath[];
  language: Language;
  sourceLanguage: Language;
  /** A page's translation may give the page its own route (`route: /fr/banque`). */
  isPage: boolean;
  /** A link of the site in the language (`/contact` → `/fr/contact`), or undefined for a value that is no link of the site. */
  localLink: (value: string) => string | undefined;
}

const key = (at: DataPath) => JSON.stringify(at);
const HASH = /(?:^|\s)([a-z]{2}(?:-[A-Z]{2})?):([0-9a-f]{8})\b/;

const languageNames = new Map<string, string>();

/** English names of languages for the messages ("French"), from the code. */
export function languageName(code: string): string {
  let name = languageNames.get(code);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
    } catch {
      name = code;
    }
    languageNames.set(code, name);
  }
  return name;
}

/**
 * One file in one language: the source's structure (ids, order, media, links) with the translation's
 * texts. A translation holds only texts, addressed as in the source (list items by their `id` where they
 * have one, else by position); anything else in it is a problem located on its line. Each translated
 * text carries, in a comment after it, the hash of the source text it was made from: a different hash
 * is a stale translation, none an unchecked one.
 */
export function translateFile(input: TranslateInput): FileTranslation {
  const { source, translation, translationPath, texts, language, sourceLanguage } = input;
  const problems: Problem[] = [...(translation?.problems ?? [])];
  const notes: Problem[] = [];
  const found = new Map<string, { value: unknown; at: DataPath }>();
  let route: string | undefined;
  const names = { language: languageName(language.code), languageCode: language.code, source: languageName(sourceLanguage.code), file: source.file, translation: translationPath };
  const problemAt = (at: DataPath, said: ReturnType<typeof say>, target: 'key' | 'value' = 'key') => problems.push({ file: translationPath, ...locate(translation!, at, target), ...said });

  // (made only for a file that has a translation: an untranslated file's texts all fall back, none is looked up)
  let textKeys = new Set<string>();
  const walk = (value: unknown, sourceValue: unknown, at: DataPath, sourceAt: DataPath) => {
    if (textKeys.has(key(sourceAt))) {
      found.set(key(sourceAt), { value, at });
      return;
    }
    if (Array.isArray(value)) {
      if (!Array.isArray(sourceValue)) return problemAt(at, say('translation-unknown-path', { path: shownPath(sourceAt, source.data), ...names }));
      value.forEach((item, index) => {
        const id = (item as { id?: unknown } | null)?.id;
        const sourceIndex = typeof id === 'string' ? sourceValue.findIndex((candidate) => (candidate as { id?: unknown } | null)?.id === id) : index;
        if (sourceIndex < 0 || sourceIndex >= sourceValue.length) {
          const path = `${shownPath(sourceAt, source.data)}.${typeof id === 'string' ? id : index}`;
          // an item the source no longer has (removed there): its translation is simply not shown
          notes.push({ file: translationPath, ...locate(translation!, typeof id === 'string' ? [...at, index, 'id'] : [...at, index]), ...say('translation-left-over', { path, ...names }) });
          return;
        }
        walk(item, sourceValue[sourceIndex], [...at, index], [...sourceAt, sourceIndex]);
      });
      return;
    }
    if (value !== null && typeof value === 'object') {
      const sourceObject = sourceValue !== null && typeof sourceValue === 'object' && !Array.isArray(sourceValue) ? (sourceValue as Record<string, unknown>) : undefined;
      for (const [field, child] of Object.entries(value)) {
        if (input.isPage && at.length === 0 && field === 'route') {
          route = typeof child === 'string' ? child : undefined;
          continue;
        }
        // a list item's id is its address, not a text
        if (field === 'id' && typeof at.at(-1) === 'number' && sourceObject?.id === child) continue;
        if (!sourceObject || !(field in sourceObject)) {
          problemAt([...at, field], say('translation-unknown-path', { path: shownPath([...sourceAt, field], source.data), ...names }));
          continue;
        }
        walk(child, sourceObject[field], [...at, field], [...sourceAt, field]);
      }
      return;
    }
    if (sourceValue !== undefined) problemAt(at, say('translation-not-text', { path: shownPath(sourceAt, source.data), ...names }));
  };
  if (translation?.data !== undefined && translation.data !== null) {
    if (typeof translation.data !== 'object' || Array.isArray(translation.data) !== Array.isArray(source.data)) {
      problems.push({ file: translationPath, line: 1, col: 1, ...say('translation-unknown-path', { path: '(the whole file)', ...names }) });
    } else {
      textKeys = new Set(texts.map(key));
      walk(translation.data, source.data, [], []);
    }
  }

  const status: TranslationStatus = { file: source.file, translation: translationPath, language: language.code, texts: texts.length, translated: 0, missing: [], stale: [], unchecked: [] };
  const missingAt: DataPath[] = [];
  /** The value of each text in the language where it is not the source's own, by its index in `texts`. */
  const inLanguage = new Map<number, unknown>();
  const placed: FileTranslation['texts'] = [];
  const { values, shown } = textsOf(texts, source.data);
  texts.forEach((at, index) => {
    const sourceText = values[index];
    const translated = found.size > 0 ? found.get(key(at)) : undefined;
    if (translated === undefined || translated.value === null || translated.value === '') {
      status.missing.push(shown[index]);
      missingAt.push(at);
      // a counted text falls back with a form for each plural category of the language (the source's "other" where it has none)
      if (sourceText !== null && typeof sourceText === 'object') inLanguage.set(index, formsFor(sourceText as Record<string, unknown>, language.code));
      return;
    }
    status.translated++;
    inLanguage.set(index, translated.value);
    const made = hashNoteOf(translation!, translated.at);
    const state = !made || made.code !== sourceLanguage.code ? 'unchecked' : made.hash !== sourceHash(sourceText) ? 'stale' : 'current';
    placed.push({ at: translated.at, sourceAt: at, source: sourceText, hash: sourceHash(sourceText), made: made?.hash, state });
    if (state === 'unchecked') {
      status.unchecked.push(shownPath(at, source.data));
    } else if (state === 'stale') {
      status.stale.push(shownPath(at, source.data));
      notes.push({
        file: translationPath,
        ...locate(translation!, translated.at),
        ...say('translation-stale', { path: shownPath(at, source.data), now: shortText(sourceText), hash: sourceHash(sourceText), sourceCode: sourceLanguage.code, ...names }),
      });
    }
  });
  if (status.missing.length > 0) {
    const where = translation ? { file: translationPath, line: 1, col: 1 } : { file: source.file, line: 1, col: 1 };
    const said = say(language.missing === 'required' ? 'translation-required' : 'translation-missing', { count: status.missing.length, paths: status.missing, ...names });
    (language.missing === 'required' ? problems : notes).push({ ...where, ...said });
  }
  if (status.unchecked.length > 0) {
    notes.push({ file: translationPath, line: 1, col: 1, ...say('translation-unchecked', { count: status.unchecked.length, paths: status.unchecked, sourceCode: sourceLanguage.code, ...names }) });
  }

  // one copy of the source: each text as the language has it, the site's links (in the values that are no text) in the language's routes
  const data = inLanguageCopy(source.data, texts, inLanguage, input.localLink);
  const untranslatedBlocks: number[] = [];
  const blocks = (source.data as { blocks?: unknown } | undefined)?.blocks;
  if (input.isPage && Array.isArray(blocks)) {
    // by block: whether it has texts and none of them is translated
    const missingKeys = missingAt.length === texts.length ? undefined : new Set(missingAt.map(key));
    const allMissing = new Map<unknown, boolean>();
    for (const at of texts) if (at[0] === 'blocks') allMissing.set(at[1], (allMissing.get(at[1]) ?? true) && (!missingKeys || missingKeys.has(key(at))));
    blocks.forEach((_, index) => {
      if (allMissing.get(index) === true) untranslatedBlocks.push(index);
    });
  }
  return { data, problems, notes, status, untranslatedBlocks, fallback: missingAt, route, texts: placed };
}

/** Each text's source value and shown path, by its index, for a list of texts and the data it was found in: the same in every language. */
const textValues = new WeakMap<DataPath[], { data: unknown; values: unknown[]; shown: string[] }>();

function textsOf(texts: DataPath[], data: unknown): { values: unknown[]; shown: string[] } {
  const known = textValues.get(texts);
  if (known && known.data === data) return known;
  const made = { data, values: texts.map((at) => valueAt(data, at)), shown: texts.map((at) => shownPath(at, data)) };
  textValues.set(texts, made);
  return made;
}

/**
 * A copy of `data` (the source's data) as deep as structuredClone's (copyOfData), in which each text is its value
 * in the language where `inLanguage` has one (by the text's index in `texts`), and every other string that is a
 * link of the site (`localLink`) is that link in the language; a text keeps its links as written. The copy meets
 * the texts in the order textPaths lists them (both walk the data in its own order), so each value is compared
 * with the next text's path only.
 */
function inLanguageCopy(data: unknown, texts: DataPath[], inLanguage: Map<number, unknown>, localLink: (value: string) => string | undefined): unknown {
  let next = 0;
  const at: DataPath = [];
  const atNextText = (): boolean => {
    const text = texts[next];
    if (text === undefined || text.length !== at.length) return false;
    for (let depth = at.length - 1; depth >= 0; depth--) if (text[depth] !== at[depth]) return false;
    return true;
  };
  const copy = (value: unknown): unknown => {
    if (atNextText()) {
      const index = next++;
      return inLanguage.has(index) ? inLanguage.get(index) : copyOfData(value);
    }
    if (typeof value === 'string') return localLink(value) ?? value;
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      return value.map((item, index) => {
        at.push(index);
        const inIt = copy(item);
        at.pop();
        return inIt;
      });
    }
    const result: Record<string, unknown> = {};
    for (const [field, child] of Object.entries(value)) {
      at.push(field);
      const inIt = copy(child);
      at.pop();
      if (field === '__proto__') Object.defineProperty(result, field, { value: inIt, enumerable: true, writable: true, configurable: true });
      else result[field] = inIt;
    }
    return result;
  };
  const inLanguageData = copy(data);
  if (next !== texts.length) throw new Error(`${texts.length - next} texts not met in the data in the order textPaths lists them, from ${shownPath(texts[next])}`);
  return inLanguageData;
}

/** The language and hash in the comment after a translated text (`# en:1a2b3c4d`). */
function hashNoteOf(file: YamlFile, at: DataPath): { code: string; hash: string } | undefined {
  const note = hashNotesOf(file)[at.join('\0')];
  return note && { code: note[0], hash: note[1] };
}

type HashNotes = Record<string, [code: string, hash: string]>;
/** Part of the notes' key in the parse cache: changed when what is kept, or how it is read (HASH), changes. */
const HASH_NOTES_FORMAT = 'hash notes 1';
const notesOfFile = new WeakMap<YamlFile, HashNotes>();

/**
 * Every `# en:hash` note of a translation file, by the path of the text it follows (its segments joined by
 * NUL). The comments are only in the file read with positions, many times slower to parse than its data:
 * they are kept with the data in the parse cache, by the file's text, so an unchanged file is parsed once.
 */
export function hashNotesOf(file: YamlFile): HashNotes {
  const known = notesOfFile.get(file);
  if (known) return known;
  const key = file.text === undefined ? undefined : textKey(`${HASH_NOTES_FORMAT}\0${file.text}`);
  let notes = key ? (cachedData(key)?.data as HashNotes | undefined) : undefined;
  if (!notes) {
    notes = {};
    collectHashNotes(file.doc.contents, [], notes);
    if (key) keepData(key, notes);
  }
  notesOfFile.set(file, notes);
  return notes;
}

function collectHashNotes(node: unknown, at: string[], notes: HashNotes): void {
  const comment = isScalar(node) ? node.comment : isMap(node) ? node.commentBefore : undefined;
  const match = comment ? HASH.exec(comment) : null;
  if (match) notes[at.join('\0')] = [match[1], match[2]];
  if (isMap(node)) for (const pair of node.items) collectHashNotes(pair.value, [...at, String(isScalar(pair.key) ? pair.key.value : pair.key)], notes);
  else if (isSeq(node)) node.items.forEach((item, index) => collectHashNotes(item, [...at, String(index)], notes));
}

export function valueAt(data: unknown, at: DataPath): unknown {
  let value = data;
  for (const segment of at) value = (value as Record<string | number, unknown> | undefined)?.[segment];
  return value;
}

/** `blocks.2.title`, or with the ids of list items where they have one: `industry.useCases.fraud-alerts.name`. */
export function shownPath(at: DataPath, data?: unknown): string {
  // (one step down the data for each segment: valueAt of each prefix, walked once)
  let value = data;
  return at
    .map((segment) => {
      if (data === undefined) return String(segment);
      value = (value as Record<string | number, unknown> | undefined)?.[segment];
      if (typeof segment !== 'number') return String(segment);
      const id = (value as { id?: unknown } | undefined)?.id;
      return typeof id === 'string' ? id : String(segment);
    })
    .join('.');
}

function formsFor(forms: Record<string, unknown>, code: string): Record<string, unknown> {
  const categories = pluralCategoriesOf(code) ?? ['other'];
  return Object.fromEntries(categories.map((category) => [category, forms[category] ?? forms.other]));
}

function shortText(text: unknown): string {
  const plain = typeof text === 'string' ? text : JSON.stringify(text);
  return plain.length > 90 ? `${plain.slice(0, 87)}…` : plain;
}

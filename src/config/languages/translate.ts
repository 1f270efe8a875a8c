import { isMap, isScalar } from 'yaml';
import { say } from '../messages/messages.ts';
import { pluralCategoriesOf } from '../schemas/plurals.ts';
import type { Problem } from '../messages/problems.ts';
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
  /** The paths of the source's texts (src/config/schemas/text-fields.ts). */
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

/** English names of languages for the messages ("French"), from the code. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
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
  const textKeys = new Set(texts.map(key));
  const found = new Map<string, { value: unknown; at: DataPath }>();
  let route: string | undefined;
  const names = { language: languageName(language.code), languageCode: language.code, source: languageName(sourceLanguage.code), file: source.file, translation: translationPath };
  const problemAt = (at: DataPath, said: ReturnType<typeof say>, target: 'key' | 'value' = 'key') => problems.push({ file: translationPath, ...locate(translation!, at, target), ...said });

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
      walk(translation.data, source.data, [], []);
    }
  }

  const data = structuredClone(source.data);
  const status: TranslationStatus = { file: source.file, translation: translationPath, language: language.code, texts: texts.length, translated: 0, missing: [], stale: [], unchecked: [] };
  const missingAt: DataPath[] = [];
  const placed: FileTranslation['texts'] = [];
  for (const at of texts) {
    const sourceText = valueAt(source.data, at);
    const translated = found.get(key(at));
    if (translated === undefined || translated.value === null || translated.value === '') {
      status.missing.push(shownPath(at, source.data));
      missingAt.push(at);
      // a counted text falls back with a form for each plural category of the language (the source's "other" where it has none)
      if (sourceText !== null && typeof sourceText === 'object') setAt(data, at, formsFor(sourceText as Record<string, unknown>, language.code));
      continue;
    }
    status.translated++;
    setAt(data, at, translated.value);
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
  }
  if (status.missing.length > 0) {
    const where = translation ? { file: translationPath, line: 1, col: 1 } : { file: source.file, line: 1, col: 1 };
    const said = say(language.missing === 'required' ? 'translation-required' : 'translation-missing', { count: status.missing.length, paths: status.missing, ...names });
    (language.missing === 'required' ? problems : notes).push({ ...where, ...said });
  }
  if (status.unchecked.length > 0) {
    notes.push({ file: translationPath, line: 1, col: 1, ...say('translation-unchecked', { count: status.unchecked.length, paths: status.unchecked, sourceCode: sourceLanguage.code, ...names }) });
  }

  rewriteLinks(data, textKeys, [], input.localLink);
  const untranslatedBlocks: number[] = [];
  const blocks = (source.data as { blocks?: unknown } | undefined)?.blocks;
  if (input.isPage && Array.isArray(blocks)) {
    const missingKeys = new Set(missingAt.map(key));
    blocks.forEach((_, index) => {
      const own = texts.filter((at) => at[0] === 'blocks' && at[1] === index);
      if (own.length > 0 && own.every((at) => missingKeys.has(key(at)))) untranslatedBlocks.push(index);
    });
  }
  return { data, problems, notes, status, untranslatedBlocks, fallback: missingAt, route, texts: placed };
}

/** The links of the site in a file's values (not its texts), turned into the language's routes. */
function rewriteLinks(value: unknown, textKeys: Set<string>, at: DataPath, localLink: (value: string) => string | undefined): void {
  if (value === null || typeof value !== 'object') return;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [field, child] of entries) {
    const childAt = [...at, field];
    if (textKeys.has(key(childAt))) continue;
    if (typeof child === 'string') {
      const local = localLink(child);
      if (local !== undefined) (value as Record<string | number, unknown>)[field] = local;
    } else {
      rewriteLinks(child, textKeys, childAt, localLink);
    }
  }
}

/** The language and hash in the comment after a translated text (`# en:1a2b3c4d`). */
function hashNoteOf(file: YamlFile, at: DataPath): { code: string; hash: string } | undefined {
  const node = file.doc.getIn(at, true);
  const comment = isScalar(node) ? node.comment : isMap(node) ? node.commentBefore : undefined;
  const match = comment ? HASH.exec(comment) : null;
  return match ? { code: match[1], hash: match[2] } : undefined;
}

export function valueAt(data: unknown, at: DataPath): unknown {
  let value = data;
  for (const segment of at) value = (value as Record<string | number, unknown> | undefined)?.[segment];
  return value;
}

function setAt(data: unknown, at: DataPath, value: unknown): void {
  const parent = valueAt(data, at.slice(0, -1)) as Record<string | number, unknown>;
  parent[at.at(-1)!] = value;
}

/** `blocks.2.title`, or with the ids of list items where they have one: `industry.useCases.fraud-alerts.name`. */
export function shownPath(at: DataPath, data?: unknown): string {
  return at
    .map((segment, index) => {
      if (typeof segment !== 'number' || data === undefined) return String(segment);
      const id = (valueAt(data, at.slice(0, index + 1)) as { id?: unknown } | undefined)?.id;
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

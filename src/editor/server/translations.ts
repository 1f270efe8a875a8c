import { execFile } from 'node:child_process';
import { isMap, isScalar, isSeq, parse, parseDocument, YAMLMap, YAMLSeq, type Document } from 'yaml';
import { siteLanguages, sourceOfTranslation, translationFile, translationOf } from '../../config/languages/languages.ts';
import { sourceHash } from '../../config/languages/source-hash.ts';
import { textsInLanguage } from '../../config/languages/texts-in-language.ts';
import { valueAt, type DataPath } from '../../config/languages/translate.ts';
import { translatableSource } from '../../config/sources/catalogue.ts';
import { parseYaml, parseYamlCached } from '../../config/yaml/yaml-file.ts';
import { SITE_FILE } from '../../paths.ts';
import type { TranslationAnswer, TranslationRow } from '../contract.ts';
import { REFUSALS, SaidError } from './refusals.ts';
import type { SiteFiles } from './site-files.ts';

/** A history search stops after this many versions of the source file. */
const HISTORY_DEPTH = 40;
const GIT_TIMEOUT_MS = 10_000;

/**
 * The side-by-side view of a file in a language: each text of the source with its translation and its
 * state (missing, up to date, stale: the source changed since, unchecked: never marked as made from
 * a version of the source). A stale text comes with the source text it was made from, when the
 * history of the site (git) still has it, so the translator sees what changed.
 */
export async function translationRows(files: Pick<SiteFiles, 'id' | 'list' | 'read' | 'pastTexts'>, sourceFile: string, code: string): Promise<TranslationAnswer> {
  const read: Read = (file) => files.read(file);
  const { rows, made, language, sourceLanguage, translationPath, current, problems } = rowsOf(sourceFile, code, read);
  for (const row of rows) {
    const from = made.get(row);
    if (row.state === 'stale' && from) {
      const before = await sourceTextWithHash(files, sourceFile, row.at, from);
      if (before !== undefined) row.before = before;
    }
  }
  if (rows.some((row) => row.state === 'missing' && typeof row.source === 'string')) {
    const memory = translationMemory(files, code, translationPath);
    for (const row of rows) {
      const suggestion = row.state === 'missing' && typeof row.source === 'string' ? memory.get(row.source) : undefined;
      if (suggestion) row.suggestion = suggestion;
    }
  }
  return {
    source: sourceFile,
    translation: translationPath,
    language: { code: language.code, name: language.name, dir: language.dir },
    sourceLanguage: { code: sourceLanguage.code, name: sourceLanguage.name, dir: sourceLanguage.dir },
    hash: current?.hash ?? null,
    rows,
    problems,
  };
}

/** A file's text and hash, or undefined when it is not there. */
export type Read = (file: string) => { text: string; hash: string } | undefined;

/** Each text of the source file with its translation and state; for a text made from an earlier source, the hash it was made from. */
function rowsOf(sourceFile: string, code: string, read: Read) {
  const { source, language, sourceLanguage, translationPath } = translationContext(read, sourceFile, code);
  const current = read(translationPath);
  const translation = current ? parseYaml(translationPath, current.text) : undefined;
  const { texts, problems } = textsInLanguage({ source, translation, translationPath, language, sourceLanguage });
  const made = new Map<TranslationRow, string>();
  const rows = texts.map(({ made: from, ...text }) => {
    const row: TranslationRow = { ...text, field: fieldName(text.at) };
    const names = itemNames(source.data, text.at);
    if (names.some((name) => name !== null)) row.names = names;
    if (from) made.set(row, from);
    return row;
  });
  return { rows, made, language, sourceLanguage, translationPath, current, problems };
}

/**
 * The site's own translations into `code` (its translation memory): each source text translated and up
 * to date in a file other than `except`, with that translation and the file it is in (the first found).
 */
function translationMemory(files: Pick<SiteFiles, 'id' | 'list' | 'read'>, code: string, except: string): Map<string, { text: string; file: string }> {
  const memory = new Map<string, { text: string; file: string }>();
  for (const file of files.list().filter((f) => f.startsWith('pages/') || f.startsWith('content/')).sort()) {
    const of = sourceOfTranslation(file, (source) => files.read(source) !== undefined);
    if (!of || of.code !== code || file === except || !files.read(of.source)) continue;
    for (const [source, text] of upToDateTexts(files, of.source, file, code)) if (!memory.has(source)) memory.set(source, { text, file });
  }
  return memory;
}

/** Each file's up-to-date translations, kept while neither its source nor its translation changes. */
const upToDate = new Map<string, { version: string; texts: [string, string][] }>();

function upToDateTexts(files: Pick<SiteFiles, 'id' | 'read'>, sourceFile: string, translationPath: string, code: string): [string, string][] {
  const read: Read = (file) => files.read(file);
  const version = `${read(sourceFile)?.hash} ${read(translationPath)?.hash}`;
  const key = `${files.id}\0${translationPath}`;
  const kept = upToDate.get(key);
  if (kept?.version === version) return kept.texts;
  let texts: [string, string][] = [];
  try {
    texts = rowsOf(sourceFile, code, read).rows.flatMap((row) =>
      row.state === 'current' && typeof row.source === 'string' && typeof row.translation === 'string' && row.translation !== '' ? [[row.source, row.translation] as [string, string]] : [],
    );
  } catch {
    // a file the Translate view cannot read either: it has nothing to offer
  }
  upToDate.set(key, { version, texts });
  return texts;
}

/**
 * The translation file's text with `texts` (source paths → values) written in, each marked as made from
 * today's source text; the rest of the file (other texts, comments, order) as it was. An empty value
 * removes the text (it falls back to the source again).
 */
export function withTranslatedTexts(read: Read, sourceFile: string, code: string, currentText: string | null, texts: { at: DataPath; value: unknown }[]): string {
  const { source, sourceLanguage, language } = translationContext(read, sourceFile, code);
  const doc: Document = parseDocument(currentText ?? `# ${language.name}: the texts of ${sourceFile} (the same places; everything else comes from it)\n`);
  if (!isMap(doc.contents)) doc.contents = doc.createNode({});
  for (const { at, value } of texts) {
    const place = placeInTranslation(doc, source.data, at);
    if (value === '' || value === null || value === undefined) {
      if (doc.hasIn(place)) doc.deleteIn(place);
      continue;
    }
    doc.setIn(place, doc.createNode(value));
    const node = doc.getIn(place, true);
    const note = ` ${sourceLanguage.code}:${sourceHash(valueAt(source.data, at))}`;
    if (isScalar(node)) node.comment = note;
    else if (isMap(node)) node.commentBefore = note;
  }
  return doc.toString({ lineWidth: 0 });
}

/** Where a source path is in the translation: list items with an id found (or added) by it, others at the same position. */
function placeInTranslation(doc: Document, sourceData: unknown, at: DataPath): DataPath {
  const place: DataPath = [];
  let node: unknown = doc.contents;
  for (let i = 0; i < at.length; i++) {
    const segment = at[i];
    const isLast = i === at.length - 1;
    if (typeof segment === 'number') {
      if (!isSeq(node)) {
        const seq = new YAMLSeq();
        doc.setIn(place, seq);
        node = doc.getIn(place, true);
      }
      const list = node as YAMLSeq;
      const id = (valueAt(sourceData, at.slice(0, i + 1)) as { id?: unknown } | undefined)?.id;
      let index = segment;
      if (typeof id === 'string') {
        index = list.items.findIndex((item) => isMap(item) && item.get('id') === id);
        if (index < 0) {
          list.items.push(doc.createNode({ id }) as YAMLMap);
          index = list.items.length - 1;
        }
      } else {
        while (list.items.length <= index) list.items.push(doc.createNode({}) as YAMLMap);
      }
      place.push(index);
      node = list.items[index];
    } else {
      if (!isLast && !isMap(node)) {
        doc.setIn(place, new YAMLMap());
        node = doc.getIn(place, true);
      }
      place.push(segment);
      node = isMap(node) ? node.get(segment, true) : undefined;
      if (!isLast && node === undefined) {
        const next = typeof at[i + 1] === 'number' ? new YAMLSeq() : new YAMLMap();
        doc.setIn(place, next);
        node = doc.getIn(place, true);
      }
    }
  }
  return place;
}

/** The file, its language and the translation's; or why it cannot be translated (a SaidError, in each interface language). */
function translationContext(read: Read, sourceFile: string, code: string) {
  if (translationOf(sourceFile)) throw new SaidError((interfaceLanguage) => REFUSALS[interfaceLanguage].isATranslation(sourceFile));
  const languages = siteLanguages(siteConfigData(read));
  const language = languages.find((l) => l.code === code && !l.default);
  if (!language) throw new SaidError((interfaceLanguage) => REFUSALS[interfaceLanguage].notASiteLanguage(code));
  const found = read(sourceFile);
  if (!found) throw new SaidError((interfaceLanguage) => REFUSALS[interfaceLanguage].doesNotExist(sourceFile));
  const source = translatableSource(sourceFile, found.text);
  if (source.data === undefined || source.problems.length > 0) throw new SaidError((interfaceLanguage) => REFUSALS[interfaceLanguage].hasMistakes(sourceFile));
  return { source, language, sourceLanguage: languages[0], translationPath: translationFile(sourceFile, code) };
}

/** The fields that name a list item, the first of them it has (in this order): a use case's title, a catalogue row's agent name. */
const NAMING_FIELDS = ['name', 'title', 'agentName', 'question', 'label', 'heading'];
const LONGEST_NAME = 48;

/** The name of each list item `at` goes through (one per list position in it, outermost first), null where an item has none. */
function itemNames(data: unknown, at: DataPath): (string | null)[] {
  const names: (string | null)[] = [];
  at.forEach((segment, i) => {
    if (typeof segment !== 'number') return;
    const item = valueAt(data, at.slice(0, i + 1));
    const found = item && typeof item === 'object' && !Array.isArray(item) ? NAMING_FIELDS.map((field) => (item as Record<string, unknown>)[field]).find((value) => typeof value === 'string' && value.trim() !== '') : undefined;
    const name = typeof found === 'string' ? found.replace(/\s+/g, ' ').trim() : null;
    names.push(name && name.length > LONGEST_NAME ? `${name.slice(0, LONGEST_NAME - 1).trimEnd()}…` : name);
  });
  return names;
}

/** The last field of a path, as a person reads it: "useCases" → "use cases". */
function fieldName(at: DataPath): string {
  const last = [...at].reverse().find((segment) => typeof segment === 'string') as string | undefined;
  return (last ?? '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The data of site.config.yaml (read as the site's pipeline reads it); undefined when it is not there. */
export function siteConfigData(read: Read): unknown {
  const found = read(SITE_FILE);
  return found ? parseYamlCached(SITE_FILE, found.text).data : undefined;
}

/** The text at `at` in the newest version of `file` (in git) whose text there has `hash`: what a stale translation was made from. */
async function sourceTextWithHash(files: Pick<SiteFiles, 'pastTexts'>, file: string, at: DataPath, hash: string): Promise<unknown> {
  for await (const text of files.pastTexts(file, HISTORY_DEPTH)) {
    let data: unknown;
    try {
      data = file.endsWith('.tsv') ? translatableSource(file, text).data : parse(text);
    } catch {
      continue;
    }
    const value = valueAt(data, at);
    if (value !== undefined && sourceHash(value) === hash) return value;
  }
  return undefined;
}

/** The texts `file` had in the git history of `root`, newest first, at most `count` (SiteFiles' pastTexts). */
export async function* textsInHistory(root: string, file: string, count: number): AsyncGenerator<string> {
  const commits = (await gitOut(root, ['log', `--max-count=${count}`, '--format=%H', '--', file])).split('\n').filter(Boolean);
  for (const commit of commits) yield await gitOut(root, ['show', `${commit}:${file}`]);
}

function gitOut(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile('git', ['-c', 'core.quotePath=false', ...args], { cwd, timeout: GIT_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 32 * 1024 * 1024 }, (error, stdout) => resolve(error ? '' : stdout));
  });
}

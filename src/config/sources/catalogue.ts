import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { CatalogueList, CatalogueText } from '../../catalogue/model.ts';
import type { CatalogueList as WrittenList } from '../../model/schema-types.generated.ts';
import { translationOf } from '../languages/languages.ts';
import { say } from '../messages/messages.ts';
import type { Problem } from '../messages/problems.ts';
import { durationOf } from '../schemas/value-checks.ts';
import { parseCatalogueTsv, type RowPlace } from './tsv.ts';
import { locate, parseYamlCached, readYaml, type YamlFile } from '../yaml/yaml-file.ts';
import { copyOfData } from '../yaml/data-copy.ts';

export const CATALOGUE_DIR = 'content/catalogue';

/** A catalogue list with the file it came from (and, for a table, where each row is on its lines). */
export type SourcedList = CatalogueList & { file: string; source?: YamlFile; places?: RowPlace[] };

/** The catalogue in a language other than the source (src/config/languages/): each list's data there, by file. */
export interface CatalogueInLanguage {
  /** The source's rows, ids and facts with the translation's texts. */
  data: ReadonlyMap<string, unknown>;
  /** Where a YAML list's translated texts are written, for a problem with one. */
  relocate?: ReadonlyMap<string, NonNullable<YamlFile['relocate']>>;
  /** Each list's texts not yet translated (shown in the source language), by their paths in the list. */
  fallback?: ReadonlyMap<string, readonly (string | number)[][]>;
}

const TEXTS: readonly CatalogueText[] = ['category', 'module', 'agentName', 'description'];

/** The lists of content/catalogue/ (each <id>.yaml or <id>.tsv; their translations, hr.fr.yaml, apart), by name. */
function catalogueNames(root: string, overlay: Readonly<Record<string, string>>): string[] {
  const dir = path.join(root, CATALOGUE_DIR);
  const added = Object.keys(overlay).flatMap((f) => (path.posix.dirname(f) === CATALOGUE_DIR ? [path.posix.basename(f)] : []));
  const onDisk = existsSync(dir) ? readdirSync(dir) : [];
  return [...new Set([...onDisk, ...added])].filter((f) => /\.(ya?ml|tsv)$/.test(f) && !translationOf(f)).sort();
}

const textOf = (root: string, file: string, overlay: Readonly<Record<string, string>>) => (Object.hasOwn(overlay, file) ? overlay[file] : readFileSync(path.join(root, file), 'utf8'));

/** The category of a table's rows that have none: its name, `real-estate.tsv` → Real Estate. */
function tableCategory(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);
}

/**
 * Reads content/catalogue/: each <id>.yaml is a list (validated by `validate`), each <id>.tsv a list
 * pasted from a spreadsheet (parsed by the rules of 000 §5). Returns the lists by id. In a language
 * other than the source (`inLanguage`), each list has the translation's texts, and each row names
 * those not yet translated.
 */
export function readCatalogue(
  root: string,
  validate: (file: YamlFile) => boolean,
  problems: Problem[],
  overlay: Readonly<Record<string, string>> = {},
  inLanguage?: CatalogueInLanguage,
): { lists: Map<string, SourcedList>; files: string[] } {
  const lists = new Map<string, SourcedList>();
  const names = catalogueNames(root, overlay);
  for (const name of names) {
    const file = `${CATALOGUE_DIR}/${name}`;
    const id = name.replace(/\.(ya?ml|tsv)$/, '');
    const fallback = inLanguage?.fallback?.get(file);
    if (lists.has(id)) {
      problems.push({ file, line: 1, col: 1, ...say('catalogue-list-twice', { id, owner: lists.get(id)!.file }) });
      continue;
    }
    if (name.endsWith('.tsv')) {
      const parsed = parseCatalogueTsv(file, textOf(root, file, overlay), id);
      problems.push(...parsed.problems);
      const written = (inLanguage?.data.get(file) as WrittenList | undefined) ?? { category: tableCategory(id), rows: parsed.rows };
      lists.set(id, { ...listOf(id, written, fallback), file, places: parsed.places });
      continue;
    }
    let source = readYaml(root, file, 'catalogue-list', overlay);
    problems.push(...source.problems);
    if (inLanguage?.data.has(file)) {
      source = Object.create(source, { data: { value: copyOfData(inLanguage.data.get(file)), enumerable: true }, relocate: { value: inLanguage.relocate?.get(file), enumerable: true } }) as YamlFile;
    }
    if (!validate(source)) {
      lists.set(id, { id, category: id, rows: [], file }); // known, so sectors naming it get no second problem
      continue;
    }
    lists.set(id, { ...listOf(id, source.data as WrittenList, fallback), file, source });
  }
  return { lists, files: names.map((n) => `${CATALOGUE_DIR}/${n}`) };
}

/** A list as the site shows it: each row with its category, its time to go live read, and the texts it shows in the source language. */
function listOf(id: string, written: WrittenList, fallback: readonly (string | number)[][] = []): CatalogueList {
  const untranslated = new Map<number, Set<string>>();
  for (const [field, index, text] of fallback) {
    if (field === 'rows' && typeof index === 'number' && typeof text === 'string') untranslated.set(index, (untranslated.get(index) ?? new Set()).add(text));
  }
  const listCategoryUntranslated = fallback.some((at) => at.length === 1 && at[0] === 'category');
  const rows = written.rows.map((row, index) => {
    const marks = untranslated.get(index) ?? new Set<string>();
    // a row without a category of its own shows the list's
    if (row.category === undefined && listCategoryUntranslated) marks.add('category');
    const goLive = durationOf(row.goLive);
    if (!goLive) throw new Error(`${id}: goLive "${row.goLive}" passed the x-duration check but cannot be read`);
    const shownInSource = TEXTS.filter((text) => marks.has(text));
    return { ...row, category: row.category ?? written.category, goLive, ...(shownInSource.length > 0 ? { untranslated: shownInSource } : {}) };
  });
  return { id, category: written.category, rows };
}

/**
 * The lists of content/catalogue/ as the translations read them (src/config/languages/): each YAML list as
 * written, each table as the list it makes (its category and rows, each row's key as its id), located on
 * the table's lines. A translation beside each, `hr.fr.yaml`, `finance.fr.yaml`, gives their texts.
 */
export function catalogueSources(root: string, overlay: Readonly<Record<string, string>> = {}): YamlFile[] {
  return catalogueNames(root, overlay).map((name) => {
    const file = `${CATALOGUE_DIR}/${name}`;
    return name.endsWith('.tsv') ? catalogueTableSource(file, textOf(root, file, overlay)) : readYaml(root, file, 'catalogue-list', overlay);
  });
}

/** A file whose texts are translated, read as the site reads it: a YAML file, or a catalogue table as the list it makes. */
export function translatableSource(file: string, text: string): YamlFile {
  return file.endsWith('.tsv') ? catalogueTableSource(file, text) : parseYamlCached(file, text);
}

/** A table of content/catalogue/ as a file of the list it makes (catalogueSources). */
export function catalogueTableSource(file: string, text: string): YamlFile {
  const id = path.posix.basename(file).replace(/\.tsv$/, '');
  const parsed = parseCatalogueTsv(file, text, id);
  const lineCounter = new LineCounter();
  const data: WrittenList = { category: tableCategory(id), rows: parsed.rows };
  return {
    file,
    text,
    doc: parseDocument('', { lineCounter }),
    lineCounter,
    data,
    problems: parsed.problems,
    relocate: ([field, index, text]) => {
      const place = field === 'rows' && typeof index === 'number' ? parsed.places[index] : undefined;
      if (!place) return { file, line: 1, col: 1 };
      return { file, line: place.line, col: (typeof text === 'string' ? place.cols[text as CatalogueText] : undefined) ?? 1 };
    },
  };
}

/** Each agent id once across all the lists. */
export function checkCatalogueIds(lists: Map<string, SourcedList>, problems: Problem[]): void {
  const ids = new Map<string, string>();
  for (const list of lists.values()) {
    list.rows.forEach((row, index) => {
      const owner = ids.get(row.id);
      if (!owner) return void ids.set(row.id, list.file);
      // (located only when reported: locating parses the file's positions)
      const place = list.places?.[index];
      const where = list.source ? locate(list.source, ['rows', index, 'id'], 'value') : place ? { line: place.line, col: place.cols.agentName ?? 1 } : { line: 1, col: 1 };
      problems.push({ file: list.file, ...where, ...say('agent-id-twice', { id: row.id, owner }) });
    });
  }
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueList, CatalogueRow } from '../../catalogue/model.ts';
import { say } from '../messages/messages.ts';
import type { Problem } from '../messages/problems.ts';
import { parseCatalogueTsv } from './tsv.ts';
import { locate, readYaml, type YamlFile } from '../yaml/yaml-file.ts';

export const CATALOGUE_DIR = 'content/catalogue';

/** A catalogue list with the file it came from. */
export type SourcedList = CatalogueList & { file: string; source?: YamlFile };

/**
 * Reads content/catalogue/: each <id>.yaml is a list (validated by `validate`), each <id>.tsv a list
 * pasted from a spreadsheet (parsed by the rules of 000 §5). Returns the lists by id.
 */
export function readCatalogue(
  root: string,
  validate: (file: YamlFile) => boolean,
  problems: Problem[],
  overlay: Readonly<Record<string, string>> = {},
): { lists: Map<string, SourcedList>; files: string[] } {
  const lists = new Map<string, SourcedList>();
  const dir = path.join(root, CATALOGUE_DIR);
  const added = Object.keys(overlay).flatMap((f) => (path.posix.dirname(f) === CATALOGUE_DIR ? [path.posix.basename(f)] : []));
  if (!existsSync(dir) && added.length === 0) return { lists, files: [] };
  const onDisk = existsSync(dir) ? readdirSync(dir) : [];
  const names = [...new Set([...onDisk, ...added])].filter((f) => /\.(ya?ml|tsv)$/.test(f)).sort();
  for (const name of names) {
    const file = `${CATALOGUE_DIR}/${name}`;
    const id = name.replace(/\.(ya?ml|tsv)$/, '');
    if (lists.has(id)) {
      problems.push({ file, line: 1, col: 1, ...say('catalogue-list-twice', { id, owner: lists.get(id)!.file }) });
      continue;
    }
    if (name.endsWith('.tsv')) {
      const category = id.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);
      const parsed = parseCatalogueTsv(file, Object.hasOwn(overlay, file) ? overlay[file] : readFileSync(path.join(dir, name), 'utf8'), id, category);
      problems.push(...parsed.problems);
      lists.set(id, { id, category, rows: parsed.rows, file });
      continue;
    }
    const source = readYaml(root, file, 'a catalogue list needs a category and rows', overlay);
    problems.push(...source.problems);
    if (!validate(source)) {
      lists.set(id, { id, category: id, rows: [], file }); // known, so sectors naming it get no second problem
      continue;
    }
    const data = source.data as { category: string; rows: (Omit<CatalogueRow, 'category'> & { category?: string })[] };
    lists.set(id, { id, category: data.category, rows: data.rows.map((row) => ({ ...row, category: row.category ?? data.category })), file, source });
  }
  return { lists, files: names.map((n) => `${CATALOGUE_DIR}/${n}`) };
}

/** Each agent id once across all the lists. */
export function checkCatalogueIds(lists: Map<string, SourcedList>, problems: Problem[]): void {
  const ids = new Map<string, string>();
  for (const list of lists.values()) {
    list.rows.forEach((row, index) => {
      const owner = ids.get(row.id);
      if (!owner) return void ids.set(row.id, list.file);
      // (located only when reported: locating parses the file's positions)
      const where = list.source ? locate(list.source, ['rows', index, 'id'], 'value') : { line: index + 2, col: 1 };
      problems.push({ file: list.file, ...where, ...say('agent-id-twice', { id: row.id, owner }) });
    });
  }
}

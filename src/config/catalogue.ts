import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueList, CatalogueRow } from '../catalogue/model.ts';
import type { IconData } from '../model/types.ts';
import type { Problem } from './problems.ts';
import { didYouMean } from './suggest.ts';
import { parseCatalogueTsv } from './tsv.ts';
import { locate, readYaml, type YamlFile } from './yaml-file.ts';

export const CATALOGUE_DIR = 'content/catalogue';

type SourcedList = CatalogueList & { file: string; source?: YamlFile };

/** A use-case-catalogue block as written in YAML: sectors name lists by id. */
export interface CatalogueBlockSource {
  type: 'use-case-catalogue';
  sectors: { name: string; icon: IconData; lists: string[]; rows?: CatalogueRow[] }[];
}

/**
 * Reads content/catalogue/: each <id>.yaml is a list (validated by `validate`), each <id>.tsv a list
 * pasted from a spreadsheet (parsed by the rules of 000 §5). Returns the lists by id.
 */
export function readCatalogue(root: string, validate: (file: YamlFile) => boolean, problems: Problem[]): { lists: Map<string, SourcedList>; files: string[] } {
  const lists = new Map<string, SourcedList>();
  const dir = path.join(root, CATALOGUE_DIR);
  if (!existsSync(dir)) return { lists, files: [] };
  const names = readdirSync(dir).filter((f) => /\.(ya?ml|tsv)$/.test(f)).sort();
  for (const name of names) {
    const file = `${CATALOGUE_DIR}/${name}`;
    const id = name.replace(/\.(ya?ml|tsv)$/, '');
    if (lists.has(id)) {
      problems.push({ file, line: 1, col: 1, message: `${lists.get(id)!.file} already holds the list "${id}"; keep one file per list` });
      continue;
    }
    if (name.endsWith('.tsv')) {
      const category = id.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);
      const parsed = parseCatalogueTsv(file, readFileSync(path.join(dir, name), 'utf8'), id, category);
      problems.push(...parsed.problems);
      lists.set(id, { id, category, rows: parsed.rows, file });
      continue;
    }
    const source = readYaml(root, file, 'a catalogue list needs a category and rows');
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

/**
 * Checks the sectors of use-case-catalogue blocks against the lists, and that every list is shown by
 * some sector (no dead content), and that ids are unique across lists. `at` locates a problem in a page.
 */
export function checkCatalogue(
  lists: Map<string, SourcedList>,
  blocks: { block: CatalogueBlockSource; at: (pathInBlock: (string | number)[], message: string) => void }[],
  problems: Problem[],
): void {
  const shown = new Set<string>();
  for (const { block, at } of blocks) {
    block.sectors.forEach((sector, s) =>
      sector.lists.forEach((id, l) => {
        shown.add(id);
        if (!lists.has(id)) {
          at(['sectors', s, 'lists', l], `no list "${id}" in ${CATALOGUE_DIR}/${didYouMean(id, lists.keys()) || `; the lists are: ${[...lists.keys()].join(', ')}`}`);
        }
      }),
    );
  }
  if (blocks.length === 0) return;
  const ids = new Map<string, string>();
  for (const list of lists.values()) {
    if (!shown.has(list.id)) {
      problems.push({ file: list.file, line: 1, col: 1, message: `no sector shows the list "${list.id}": add it to the lists of a sector of the use-case-catalogue block, or its agents are never seen` });
    }
    list.rows.forEach((row, index) => {
      const owner = ids.get(row.id);
      const where = list.source ? locate(list.source, ['rows', index, 'id'], 'value') : { line: index + 2, col: 1 };
      if (owner) problems.push({ file: list.file, ...where, message: `the agent id "${row.id}" is also used in ${owner}; each agent needs its own id` });
      else ids.set(row.id, list.file);
    });
  }
}

/** Puts each sector's rows (its lists, in order) into the block, for the browser. */
export function attachCatalogue(block: CatalogueBlockSource, lists: Map<string, CatalogueList>): void {
  for (const sector of block.sectors) sector.rows = sector.lists.flatMap((id) => lists.get(id)?.rows ?? []);
}

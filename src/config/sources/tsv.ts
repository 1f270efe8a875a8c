import type { CatalogueList as WrittenList } from '../../model/schema-types.generated.ts';
import { say, type Said, type Separator } from '../messages/messages.ts';
import type { Problem } from '../messages/problems.ts';

/** The columns a pasted table needs, found by a part of their header name (case-insensitive). */
const COLUMNS = { module: 'ai module', agentName: 'agent name', description: 'description' } as const;

/** A row of a table as a row of a YAML list would write it; its category only when the table has a category column. */
export type TableRow = WrittenList['rows'][number];

/** Where a row of a table is: its line, and the column where each of its texts starts. */
export interface RowPlace {
  line: number;
  cols: Partial<Record<'category' | 'module' | 'agentName' | 'description', number>>;
}

/**
 * The key of a table's row, by its agent's name: `finance` and "Credit Scoring Analyst" →
 * `finance-credit-scoring-analyst`. A table has no id column: this is the id its translations name.
 */
export function tableRowKey(listId: string, agentName: string): string {
  const slug = agentName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${listId}-${slug || 'agent'}`;
}

/**
 * A catalogue list pasted from a spreadsheet as tab-separated values (000 §5): the first line is the
 * header; the module, agent name and description columns are found by header names containing
 * 'ai module', 'agent name' and 'description' (a 'category' column is optional); blank lines are
 * skipped. Every other line becomes a row or is reported on its line: cells separated by commas,
 * a missing or empty module, agent name or description (the catalogue's YAML lists require all
 * three), more cells than the header has columns, an agent named on an earlier line (its name is the
 * row's key, tableRowKey). Every row is demo ready, of Medium complexity, and goes live in 6 weeks
 * (even rows, counting from 0) or 5 weeks (odd rows).
 */
export function parseCatalogueTsv(file: string, text: string, listId: string): { rows: TableRow[]; places: RowPlace[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const problem = (line: number, col: number, said: Said) => problems.push({ file, line, col, ...said });

  if (header.trim() === '') {
    problem(1, 1, say('tsv-no-header'));
    return { rows: [], places: [], problems };
  }
  if (!header.includes('\t')) {
    const separator = [',', ';', '|'].find((s) => header.includes(s)) ?? (/ {2,}/.test(header) ? 'spaces' : undefined);
    problem(1, 1, say('tsv-not-tabs', separator === undefined ? {} : { found: separatorOf(separator) }));
    return { rows: [], places: [], problems };
  }
  const names = header.split('\t').map((name) => name.trim());
  const columnOf = (part: string) => names.findIndex((name) => name.toLowerCase().includes(part));
  const indexes = Object.fromEntries(Object.entries(COLUMNS).map(([key, part]) => [key, columnOf(part)])) as Record<keyof typeof COLUMNS, number>;
  for (const [key, index] of Object.entries(indexes)) {
    if (index === -1) problem(1, 1, say('tsv-missing-column', { part: COLUMNS[key as keyof typeof COLUMNS], names }));
  }
  if (problems.length > 0) return { rows: [], places: [], problems };
  const categoryColumn = columnOf('category');

  const rows: TableRow[] = [];
  const places: RowPlace[] = [];
  const keys = new Map<string, { line: number; agentName: string }>();
  const required = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((key) => ({ key, index: indexes[key], name: names[indexes[key]] }));
  // every line becomes a row or is reported on its line: nothing is dropped without a word
  lines.slice(1).forEach((line, i) => {
    const lineNumber = i + 2;
    if (line.trim() === '') return;
    const cells = line.split('\t');
    if (cells.length === 1) {
      const separator = [',', ';', '|'].find((s) => line.split(s).length >= 3) ?? (/\S {2,}\S/.test(line) ? 'spaces' : undefined);
      if (separator) {
        problem(lineNumber, 1, say('tsv-row-not-tabs', { found: separatorOf(separator) }));
        return;
      }
    }
    if (cells.length > names.length) {
      const extra = cells.slice(0, names.length).join('\t').length + 1; // the first tab too many
      problem(lineNumber, extra, say('tsv-too-many-cells', { cells: cells.length, columns: names.length, col: extra }));
      return;
    }
    const missing = required.filter((c) => c.index >= cells.length);
    if (missing.length > 0) {
      problem(lineNumber, line.length + 1, say('tsv-missing-cells', { cells: cells.length, columns: names.length, missing: missing.map((c) => c.name) }));
      return;
    }
    const cell = (index: number) => (cells[index] ?? '').trim();
    const colOf = (index: number) => cells.slice(0, index).join('\t').length + (index > 0 ? 2 : 1);
    const empty = required.filter((c) => cell(c.index) === '');
    if (empty.length === required.length) {
      problem(lineNumber, 1, say('tsv-row-without-agent', { names: required.map((c) => c.name) }));
      return;
    }
    if (empty.length > 0) {
      problem(lineNumber, colOf(empty[0].index), say('tsv-empty-cell', { names: empty.map((c) => c.name), required: required.map((c) => c.name) }));
      return;
    }
    const agentName = cell(indexes.agentName);
    const id = tableRowKey(listId, agentName);
    const first = keys.get(id);
    if (first !== undefined) {
      problem(lineNumber, colOf(indexes.agentName), say('tsv-agent-twice', { agentName, other: first.agentName, line: first.line, key: id }));
      return;
    }
    keys.set(id, { line: lineNumber, agentName });
    const category = categoryColumn >= 0 ? cell(categoryColumn) : '';
    const index = rows.length;
    rows.push({
      id,
      ...(category ? { category } : {}),
      module: cell(indexes.module),
      agentName,
      description: cell(indexes.description),
      complexity: 'Medium',
      demoReady: true,
      goLive: index % 2 === 0 ? '6 weeks' : '5 weeks',
    });
    places.push({
      line: lineNumber,
      cols: { ...(category ? { category: colOf(categoryColumn) } : {}), module: colOf(indexes.module), agentName: colOf(indexes.agentName), description: colOf(indexes.description) },
    });
  });
  return { rows, places, problems };
}

/** A separator found instead of tabs ("spaces" for two or more), as the messages keep it. */
function separatorOf(separator: string): Separator {
  return separator === 'spaces' ? { kind: 'spaces' } : { kind: 'character', character: separator };
}

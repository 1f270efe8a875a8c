import type { CatalogueRow } from '../catalogue/model.ts';
import { say, type Said } from './messages.ts';
import type { Problem } from './problems.ts';

/** The columns a pasted table needs, found by a part of their header name (case-insensitive). */
const COLUMNS = { module: 'ai module', agentName: 'agent name', description: 'description' } as const;

/**
 * A catalogue list pasted from a spreadsheet as tab-separated values (000 §5): the first line is the
 * header; the module, agent name and description columns are found by header names containing
 * 'ai module', 'agent name' and 'description' (a 'category' column is optional); blank lines and rows
 * with all three empty are skipped. Every row is demo ready, of Medium complexity, and goes live in
 * 6 weeks (even rows, counting from 0) or 5 weeks (odd rows). Mistakes come back located.
 */
export function parseCatalogueTsv(file: string, text: string, listId: string, defaultCategory: string): { rows: CatalogueRow[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const problem = (line: number, col: number, said: Said) => problems.push({ file, line, col, ...said });

  if (header.trim() === '') {
    problem(1, 1, say('tsv-no-header'));
    return { rows: [], problems };
  }
  if (!header.includes('\t')) {
    const separator = [',', ';', '|'].find((s) => header.includes(s)) ?? (/ {2,}/.test(header) ? 'spaces' : undefined);
    const found = separator === 'spaces' ? 'spaces' : separator ? `"${separator}"` : 'no separator at all';
    problem(1, 1, say('tsv-not-tabs', { found }));
    return { rows: [], problems };
  }
  const names = header.split('\t').map((name) => name.trim());
  const columnOf = (part: string) => names.findIndex((name) => name.toLowerCase().includes(part));
  const indexes = Object.fromEntries(Object.entries(COLUMNS).map(([key, part]) => [key, columnOf(part)])) as Record<keyof typeof COLUMNS, number>;
  for (const [key, index] of Object.entries(indexes)) {
    if (index === -1) problem(1, 1, say('tsv-missing-column', { part: COLUMNS[key as keyof typeof COLUMNS], names }));
  }
  if (problems.length > 0) return { rows: [], problems };
  const categoryColumn = columnOf('category');

  const rows: CatalogueRow[] = [];
  lines.slice(1).forEach((line, i) => {
    if (line.trim() === '') return;
    const cells = line.split('\t').map((cell) => cell.trim());
    if (cells.length > names.length) {
      const extra = line.split('\t').slice(0, names.length).join('\t').length + 1; // the first tab too many
      problem(i + 2, extra, say('tsv-too-many-cells', { cells: cells.length, columns: names.length }));
      return;
    }
    const cell = (index: number) => cells[index] ?? '';
    if (cell(indexes.module) === '' && cell(indexes.agentName) === '' && cell(indexes.description) === '') return;
    const index = rows.length;
    rows.push({
      id: `${listId}-${index + 1}`,
      category: (categoryColumn >= 0 && cell(categoryColumn)) || defaultCategory,
      module: cell(indexes.module),
      agentName: cell(indexes.agentName),
      description: cell(indexes.description),
      complexity: 'Medium',
      demoReady: true,
      goLive: index % 2 === 0 ? '6 weeks' : '5 weeks',
    });
  });
  return { rows, problems };
}

/** The use-case catalogue (/ai-use-cases): lists of agents, grouped by category, shown by sector. */

import type { Duration } from '../model/duration.ts';

export type Complexity = 'Low' | 'Medium' | 'High';

/** The texts of a row: translated per language (content/catalogue/hr.fr.yaml beside hr.yaml). */
export type CatalogueText = 'category' | 'module' | 'agentName' | 'description';

export interface CatalogueRow {
  id: string;
  category: string;
  agentName: string;
  module: string;
  description: string;
  complexity: Complexity;
  demoReady: boolean;
  /** Time to go live ("3 weeks" as written), shown in the page's language. */
  goLive: Duration;
  /** In a language other than the source: the texts of the row not yet translated, shown in the source language. */
  untranslated?: CatalogueText[];
}

export interface CatalogueList {
  /** The file name without extension: content/catalogue/<id>.yaml or .tsv. */
  id: string;
  category: string;
  rows: CatalogueRow[];
}

/**
 * Rows of a sector matching the search text: case-insensitive, trimmed, over the module, the agent
 * name, the description and the category. A blank search keeps every row.
 */
export function filterRows(rows: CatalogueRow[], search: string): CatalogueRow[] {
  const term = search.trim().toLowerCase();
  if (term === '') return rows;
  return rows.filter((row) => [row.module, row.agentName, row.description, row.category].some((text) => text.toLowerCase().includes(term)));
}

/** Whether a row starts a group: its category label is shown only there. */
export function startsGroup(rows: CatalogueRow[], index: number): boolean {
  return index === 0 || rows[index - 1].category !== rows[index].category;
}

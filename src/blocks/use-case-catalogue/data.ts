import type { DataNeed } from '../../runtime/queries.ts';
import { slugOf } from '../../model/slug.ts';

/** Where the rows of the catalogue's sector number `index` on the page at `route` are published. */
export function sectorRowsUrl(route: string, index: number): string {
  return `/_data/catalogue/${slugOf(route)}/sector-${index}.json`;
}

/** The rows of a sector: built into the site, so they never change while the page is open. */
export function sectorRows(sector: { rowsUrl: string }): DataNeed {
  return { queryKey: ['catalogue', sector.rowsUrl], url: sector.rowsUrl, cacheMinutes: Infinity };
}

/** The block's first render shows the first sector: its rows come with the page. */
export function catalogueData(block: { sectors: { rowsUrl: string }[] }): DataNeed[] {
  return [sectorRows(block.sectors[0])];
}

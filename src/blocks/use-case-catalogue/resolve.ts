import type { ResolveContext } from '../../config/block-resolve.ts';
import { CATALOGUE_DIR } from '../../config/catalogue.ts';
import { say } from '../../config/messages.ts';
import { sectorRowsUrl } from './data.ts';
import type { UseCaseCatalogueBlock } from './index.tsx';

/**
 * Each sector names lists of content/catalogue/ by id. Their rows, in order, become one data file per
 * sector, loaded when the sector is chosen (the first comes with the page); the block keeps the count.
 */
export function resolve(block: UseCaseCatalogueBlock, { page, catalogue, problem, publish }: ResolveContext): UseCaseCatalogueBlock {
  const sectors = block.sectors.map((sector, s) => {
    const rows = sector.lists.flatMap((id, l) => {
      const list = catalogue.show(id);
      if (!list) problem(['sectors', s, 'lists', l], say('unknown-catalogue-list', { id, dir: CATALOGUE_DIR, known: catalogue.ids() }));
      return list?.rows ?? [];
    });
    const rowsUrl = sectorRowsUrl(page.route, s);
    publish(rowsUrl, rows);
    return { ...sector, count: rows.length, rowsUrl };
  });
  return { ...block, sectors };
}

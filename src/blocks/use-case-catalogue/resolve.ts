import type { CatalogueList } from '../../catalogue/model.ts';
import type { ResolveContext } from '../../config/site/block-resolve.ts';
import { CATALOGUE_DIR } from '../../config/sources/catalogue.ts';
import { say } from '../../config/messages/messages.ts';
import type { UseCaseCatalogueBlock } from '../../model/schema-types.generated.ts';
import { sectorRowsUrl } from './data.ts';
import type { ResolvedUseCaseCatalogue } from './types.ts';

/**
 * Each sector names lists of content/catalogue/ by id. Their rows, in order, become one data file per
 * sector, loaded when the sector is chosen (the first comes with the page); the block keeps the count.
 */
export function resolve(block: UseCaseCatalogueBlock, { page, shared, problem, publish }: ResolveContext): ResolvedUseCaseCatalogue {
  const catalogue = shared<CatalogueList>('catalogue');
  const resolveSector = (sector: UseCaseCatalogueBlock['sectors'][number], s: number) => {
    const rows = sector.lists.flatMap((id, l) => {
      const list = catalogue.use(id);
      if (!list) problem(['sectors', s, 'lists', l], say('unknown-catalogue-list', { id, dir: CATALOGUE_DIR, known: catalogue.ids() }));
      return list?.rows ?? [];
    });
    const rowsUrl = sectorRowsUrl(page.route, s);
    publish(rowsUrl, rows);
    return { ...sector, count: rows.length, rowsUrl };
  };
  const [first, ...rest] = block.sectors;
  return { ...block, sectors: [resolveSector(first, 0), ...rest.map((sector, s) => resolveSector(sector, s + 1))] };
}

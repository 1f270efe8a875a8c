import type { ResolveContext } from '../../config/block-resolve.ts';
import { CATALOGUE_DIR } from '../../config/catalogue.ts';
import { didYouMean } from '../../config/suggest.ts';
import type { UseCaseCatalogueBlock } from './index.tsx';

/** Each sector names lists of content/catalogue/ by id; the block receives their rows, in order. */
export function resolve(block: UseCaseCatalogueBlock, { catalogue, problem }: ResolveContext): UseCaseCatalogueBlock {
  const sectors = block.sectors.map((sector, s) => ({
    ...sector,
    rows: sector.lists.flatMap((id, l) => {
      const list = catalogue.show(id);
      if (!list) problem(['sectors', s, 'lists', l], `no list "${id}" in ${CATALOGUE_DIR}/${didYouMean(id, catalogue.ids()) || `; the lists are: ${catalogue.ids().join(', ')}`}`);
      return list?.rows ?? [];
    }),
  }));
  return { ...block, sectors };
}

import type { ResolveContext } from '../../config/block-resolve.ts';
import { CATALOGUE_DIR } from '../../config/catalogue.ts';
import { say } from '../../config/messages.ts';
import type { UseCaseCatalogueBlock } from './index.tsx';

/** Each sector names lists of content/catalogue/ by id; the block receives their rows, in order. */
export function resolve(block: UseCaseCatalogueBlock, { catalogue, problem }: ResolveContext): UseCaseCatalogueBlock {
  const sectors = block.sectors.map((sector, s) => ({
    ...sector,
    rows: sector.lists.flatMap((id, l) => {
      const list = catalogue.show(id);
      if (!list) problem(['sectors', s, 'lists', l], say('unknown-catalogue-list', { id, dir: CATALOGUE_DIR, known: catalogue.ids() }));
      return list?.rows ?? [];
    }),
  }));
  return { ...block, sectors };
}

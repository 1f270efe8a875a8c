import type { ResolveContext } from '../../config/site/block-resolve.ts';
import type { HeroBlock } from '../../model/schema-types.generated.ts';
import type { ResolvedHero } from './types.ts';

/** On an industry page, the hero shows the loading status of the page's industry data (unless the page turns it off). */
export function resolve(block: HeroBlock, { page }: ResolveContext): ResolvedHero {
  const industry = page.section('industry');
  if (!industry || industry.statusChip === 'none') return block;
  return { ...block, status: { slug: page.slug, stages: industry.stages, mode: industry.statusChip } };
}

import type { ResolveContext } from '../../config/block-resolve.ts';
import type { HeroBlock } from './index.tsx';

/** On an industry page, the hero shows the loading status of the page's industry data (unless the page turns it off). */
export function resolve(block: HeroBlock, { page }: ResolveContext): HeroBlock {
  const industry = page.industry;
  if (!industry || industry.statusChip === 'none') return block;
  return { ...block, status: { slug: page.route.slice(1), stages: industry.stages, mode: industry.statusChip } };
}

import { needsOfIndustry, type DataNeed } from '../../industry/data.ts';
import type { HeroBlock } from './index.tsx';

/**
 * On an industry page the hero's status chip reads the industry's data: a hero that hydrates (one with
 * a video) waits for it, so that it hydrates showing what its prerendered HTML shows.
 */
export function heroData(block: HeroBlock): DataNeed[] {
  return block.status ? needsOfIndustry(block.status) : [];
}

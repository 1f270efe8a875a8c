import { needsOfIndustry, type DataNeed } from '../../industry/data.ts';
import type { IndustryCategoriesBlock } from './types.ts';

/** The industry's JSON files the block reads: prerendered into the page, fetched after a client-side navigation. */
export function industryCategoriesData(block: IndustryCategoriesBlock): DataNeed[] {
  return needsOfIndustry(block.industry);
}

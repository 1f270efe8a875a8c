import type { DataNeed } from '../../runtime/queries.ts';
import { needsOfIndustry } from '../../industry/urls.ts';
import type { ShellData } from '../../model/types.ts';
import type { ResolvedIndustryCategories } from './types.ts';

/** The industry's JSON files the block reads: prerendered into the page, fetched after a client-side navigation. */
export function industryCategoriesData(block: ResolvedIndustryCategories, shell: ShellData): DataNeed[] {
  return needsOfIndustry(block.industry, shell.industryPages.cacheMinutes);
}

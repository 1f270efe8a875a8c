import type { DataNeed } from '../../runtime/queries.ts';
import { needsOfIndustry } from '../../industry/urls.ts';
import type { ShellData } from '../../model/types.ts';
import type { ResolvedHero } from './types.ts';

/**
 * On an industry page the hero's status chip reads the industry's data: a hero that hydrates (one with
 * a video) waits for it, so that it hydrates showing what its prerendered HTML shows.
 */
export function heroData(block: ResolvedHero, shell: ShellData): DataNeed[] {
  return block.status ? needsOfIndustry(block.status, shell.industryPages.cacheMinutes) : [];
}

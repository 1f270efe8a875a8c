import type { DataNeed } from '../runtime/queries.ts';

/**
 * The industry files the build writes under /_data/ and a page reads, by address and cache key. Apart from
 * data.ts (react-query's hooks): the site's loader and the search's documents need the addresses, not React.
 */

export const industryUrls = {
  all: (slug: string) => `/_data/industries/${slug}.json`,
  categories: (slug: string) => `/_data/industries/${slug}/categories.json`,
  useCases: (slug: string) => `/_data/industries/${slug}/use-cases.json`,
  technologies: '/_data/technologies.json',
  /** Every industry page (IndustryRef[]), by name: for the blocks that show them all, and the search. */
  index: '/_data/industries.json',
  /** The industries every page preloads (IndustryLoad[]): all of them while their data stays within industryPages.preloadEveryIndustryWithinKB, else none. */
  preloadedEverywhere: '/_data/preload.json',
};

/** The first part of the cache key of every industry file: refreshIndustryData (data.ts) clears them all by it. */
export const INDUSTRY_QUERY_KEY = 'industry';

/** The industry files, each kept `cacheMinutes` (site.config.yaml industryPages.cacheMinutes). */
export const industryNeeds = {
  all: (slug: string, cacheMinutes: number): DataNeed => ({ queryKey: [INDUSTRY_QUERY_KEY, slug], url: industryUrls.all(slug), cacheMinutes }),
  categories: (slug: string, cacheMinutes: number): DataNeed => ({ queryKey: [INDUSTRY_QUERY_KEY, slug, 'categories'], url: industryUrls.categories(slug), cacheMinutes }),
  useCases: (slug: string, cacheMinutes: number): DataNeed => ({ queryKey: [INDUSTRY_QUERY_KEY, slug, 'use-cases'], url: industryUrls.useCases(slug), cacheMinutes }),
  technologies: (cacheMinutes: number): DataNeed => ({ queryKey: [INDUSTRY_QUERY_KEY, 'technologies'], url: industryUrls.technologies, cacheMinutes }),
};

/** The list of every industry page, fetched once when a block or the search needs it (built into the site: it never changes while the page is open). */
export const industryIndexNeed: DataNeed = { queryKey: ['industry-index'], url: industryUrls.index, cacheMinutes: Infinity };

/** What an industry page loads: one file, or (two stages) its categories, then its use cases and the technologies. */
export function needsOfIndustry(industry: { slug: string; stages: 1 | 2 }, cacheMinutes: number): DataNeed[] {
  return industry.stages === 2
    ? [industryNeeds.categories(industry.slug, cacheMinutes), industryNeeds.useCases(industry.slug, cacheMinutes), industryNeeds.technologies(cacheMinutes)]
    : [industryNeeds.all(industry.slug, cacheMinutes)];
}

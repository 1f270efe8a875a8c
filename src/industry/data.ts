import { useQueries, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { IndustryLoad, IndustryPagesConfig } from '../model/types.ts';
import { resolveTechnologies, type IndustryCategory, type IndustryData, type IndustryRef, type Technology, type UseCase } from './model.ts';
import { nextTask } from '../runtime/next-task.ts';
import { queryOptionsFor, type DataNeed } from '../runtime/queries.ts';
import { INDUSTRY_QUERY_KEY, industryIndexNeed, industryNeeds, industryUrls, needsOfIndustry } from './urls.ts';

export { fetchJson, queryOptionsFor, type DataNeed } from '../runtime/queries.ts';

/**
 * The industry data service: react-query keeps each industry's data for `cacheMinutes`, callers
 * during a load share it, `refreshIndustryData` clears it, and `preloadIndustries` warms it.
 */

/** The industry pages, by name, through the cache. */
export function loadIndustryIndex(client: QueryClient): Promise<IndustryRef[]> {
  return client.fetchQuery(queryOptionsFor<IndustryRef[]>(industryIndexNeed));
}

/** The industry pages, by name, for a block that shows them all (its `data` declares industryIndexNeed, so the prerendered page has them). */
export function useIndustryIndex(): IndustryRef[] {
  return useSuspenseQuery(queryOptionsFor<IndustryRef[]>(industryIndexNeed)).data;
}

const preloadPlanNeed: DataNeed = { queryKey: ['industry-preload'], url: industryUrls.preloadedEverywhere, cacheMinutes: Infinity };

/** Clears every industry's cached data, so the next use loads it again. */
export function refreshIndustryData(client: QueryClient): void {
  client.removeQueries({ queryKey: [INDUSTRY_QUERY_KEY] });
}

/**
 * Loads industries' data `preloadDelayMs` after start, so later pages open at once: every industry on a
 * site of the specification's size, else those the page links to (`linked`). The requests run in
 * parallel, started one industry per task so the page stays responsive. Skipped when the visitor asked
 * to save data; a failure is only logged. Returns a cancel function.
 */
export function preloadIndustries(client: QueryClient, config: Pick<IndustryPagesConfig, 'cacheMinutes' | 'preloadDelayMs'>, linked: IndustryLoad[] = []): () => void {
  const saveData = typeof navigator !== 'undefined' && (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData) return () => undefined;
  let cancelled = false;
  const timer = setTimeout(async () => {
    const everywhere = await client.fetchQuery(queryOptionsFor<IndustryLoad[]>(preloadPlanNeed)).catch((error: unknown) => {
      console.warn('Loading the list of industries to preload failed:', error);
      return [];
    });
    const industries = [...new Map([...everywhere, ...linked].map((industry) => [industry.slug, industry])).values()];
    for (const industry of industries) {
      if (cancelled) return;
      for (const need of needsOfIndustry(industry, config.cacheMinutes)) {
        client.fetchQuery(queryOptionsFor(need)).catch((error: unknown) => {
          console.warn(`Preloading ${industry.slug} data failed:`, error);
        });
      }
      await nextTask();
    }
  }, config.preloadDelayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/**
 * An industry's categories and use cases (technologies resolved), through the same cache as its page:
 * data already preloaded or shown is not fetched again.
 */
export async function loadIndustry(client: QueryClient, industry: { slug: string; stages: 1 | 2 }, cacheMinutes: number): Promise<Omit<IndustryData, 'lastUpdated'>> {
  if (industry.stages === 1) return client.fetchQuery(queryOptionsFor<IndustryData>(industryNeeds.all(industry.slug, cacheMinutes)));
  const [categories, useCases, technologies] = await Promise.all([
    client.fetchQuery(queryOptionsFor<{ categories: IndustryCategory[] }>(industryNeeds.categories(industry.slug, cacheMinutes))),
    client.fetchQuery(queryOptionsFor<{ useCases: UseCase[] }>(industryNeeds.useCases(industry.slug, cacheMinutes))),
    client.fetchQuery(queryOptionsFor<Technology[]>(industryNeeds.technologies(cacheMinutes))),
  ]);
  return { slug: industry.slug, categories: categories.categories, useCases: withTechnologyNames(useCases.useCases, technologies) };
}

function withTechnologyNames(useCases: UseCase[], technologies: Technology[]): UseCase[] {
  const names = new Map(technologies.map((t) => [t.id, t.name]));
  return useCases.map((u) => ({ ...u, technologyObjects: resolveTechnologies(u.technology, names) }));
}

export type IndustryState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** Categories are known; use cases are still loading (two stages). */
  | { status: 'categories'; categories: IndustryCategory[] }
  /** Everything is there; `useCasesFailed` when the second stage failed and only categories show. */
  | { status: 'complete'; categories: IndustryCategory[]; useCases: UseCase[]; useCasesFailed: boolean };

/** An industry's data through its one or two loading stages. */
export function useIndustryData(industry: { slug: string; stages: 1 | 2 }, config: IndustryPagesConfig): IndustryState {
  const twoStages = industry.stages === 2;
  // the other way's queries are not subscribed to: one the block does not read would still re-render it at each
  // change of its cache entry, and the technologies are shared (the preload of the other industries fills them)
  const all = useQuery({ ...queryOptionsFor<IndustryData>(industryNeeds.all(industry.slug, config.cacheMinutes)), enabled: !twoStages, subscribed: !twoStages });
  const categories = useQuery({
    ...queryOptionsFor<{ categories: IndustryCategory[] }>(industryNeeds.categories(industry.slug, config.cacheMinutes)),
    enabled: twoStages,
    subscribed: twoStages,
  });
  const [useCases, technologies] = useQueries({
    queries: [
      { ...queryOptionsFor<{ useCases: UseCase[] }>(industryNeeds.useCases(industry.slug, config.cacheMinutes)), enabled: twoStages && categories.isSuccess },
      { ...queryOptionsFor<Technology[]>(industryNeeds.technologies(config.cacheMinutes)), enabled: twoStages && categories.isSuccess },
    ],
    subscribed: twoStages,
  });

  if (!twoStages) {
    if (all.isError) return { status: 'error', error: all.error };
    if (!all.data) return { status: 'loading' };
    return { status: 'complete', categories: all.data.categories, useCases: all.data.useCases, useCasesFailed: false };
  }
  if (categories.isError) return { status: 'error', error: categories.error };
  if (!categories.data) return { status: 'loading' };
  if (useCases.isError || technologies.isError) {
    return { status: 'complete', categories: categories.data.categories, useCases: [], useCasesFailed: true };
  }
  if (!useCases.data || !technologies.data) return { status: 'categories', categories: categories.data.categories };
  return {
    status: 'complete',
    categories: categories.data.categories,
    useCases: withTechnologyNames(useCases.data.useCases, technologies.data),
    useCasesFailed: false,
  };
}

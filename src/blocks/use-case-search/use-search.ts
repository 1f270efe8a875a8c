import { queryOptions, useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loadIndustry, queryOptionsFor } from '../../industry/data.ts';
import { industryIndexNeed } from '../../industry/urls.ts';
import { isWholeUseCase, type IndustryRef } from '../../industry/model.ts';
import type { UseCaseTexts } from '../../industry/UseCaseDialog.tsx';
import type { ShellData } from '../../model/types.ts';
import { createSearchEngine } from '../../search/engine.ts';
import type { SearchHit } from '../../search/types.ts';
import { useSite } from '../../ui/site-context.tsx';

/** The one place the search's react-query keys are written. */
export const searchKeys = {
  engine: (engine: string) => ['search-engine', engine] as const,
  results: (engine: string, query: string) => ['search', engine, query] as const,
  suggestions: (engine: string, query: string) => ['search-suggest', engine, query] as const,
  /** An industry's use cases with their long texts, for the result cards and the dialog (its files go through the industry data cache). */
  industry: (slug: string) => ['search-industry', slug] as const,
};

/** The engine, started once (its data files are already retried once by their loader). */
export function engineQuery(client: QueryClient, shell: ShellData) {
  return queryOptions({
    queryKey: searchKeys.engine(shell.search.engine),
    queryFn: () => createSearchEngine(client, shell),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const noSubscription = () => () => undefined;

/** False while the prerendered HTML hydrates (it was rendered without an address), true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The query the visitor is searching for: what they typed, else the one the address carried on arrival
 * (?q=). The address follows the query once it has settled (debounced), never the reverse.
 */
export function useAddressQuery(debounceMs: number): { query: string; setQuery: (query: string) => void; debounced: string } {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const [typed, setQuery] = useState<string | null>(null);
  const query = typed ?? (hydrated ? (params.get('q') ?? '') : '');
  const debounced = useDebounced(query.trim(), debounceMs);
  const settled = query.trim() === debounced;
  useEffect(() => {
    if (typed === null || !settled || (params.get('q') ?? '') === debounced) return;
    setParams(debounced ? { q: debounced } : {}, { replace: true, preventScrollReset: true });
  }, [typed, settled, debounced, params, setParams]);
  return { query, setQuery, debounced };
}

/**
 * Whether the engine should start, so that its data loads after first paint: once the browser is idle
 * after the page has loaded, or at once when the visitor focuses the search box (`want`) or there is a
 * query (typed, or carried by the address). Typing and focus start it whatever the page's timers do.
 */
export function useEngineStart(query: string): { wanted: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const start = () => setWanted(true);
    let cancelIdle = () => {};
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const handle = requestIdleCallback(start);
        cancelIdle = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(start, 1);
        cancelIdle = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancelIdle();
    };
  }, [wanted]);
  return { wanted: wanted || query.trim() !== '', want: () => setWanted(true) };
}

/**
 * The engine (once `wanted`) and the results of `debounced`, 20 a page (hitsPerPage). An engine that
 * failed to start (its data did not load) is started again by the next query.
 */
export function useSearch(debounced: string, wanted: boolean) {
  const shell = useSite();
  const settings = shell.search;
  const client = useQueryClient();
  const engine = useQuery({ ...engineQuery(client, shell), enabled: wanted });
  const results = useInfiniteQuery({
    queryKey: searchKeys.results(settings.engine, debounced),
    queryFn: async ({ pageParam }) => (await client.fetchQuery(engineQuery(client, shell))).search(debounced, pageParam, settings.hitsPerPage),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * settings.hitsPerPage < last.total ? pages.length : undefined),
    enabled: debounced !== '',
    staleTime: 60_000,
    retry: false, // a failed search says so at once; typing again is the retry
  });
  return { engine, results };
}

/** Titles completing the query, once the engine is ready. */
export function useSuggestions(debounced: string, engineReady: boolean) {
  const shell = useSite();
  const settings = shell.search;
  const client = useQueryClient();
  return useQuery({
    queryKey: searchKeys.suggestions(settings.engine, debounced),
    queryFn: async () => (await client.fetchQuery(engineQuery(client, shell))).suggest(debounced, settings.suggestions),
    enabled: engineReady && debounced !== '' && settings.suggestions > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The long texts of a result's use case: in the hit when the engine returns whole use cases (Algolia),
 * else from its industry's data files, through the same cache as the industry pages.
 */
export function useUseCaseTexts(hit: SearchHit): UseCaseTexts {
  const shell = useSite();
  const client = useQueryClient();
  const whole = isWholeUseCase(hit.useCase) ? hit.useCase : undefined;
  // the index is in the cache already: the search block reads it (industryIndexNeed)
  const index = useQuery({ ...queryOptionsFor<IndustryRef[]>(industryIndexNeed), enabled: !whole });
  const industry = index.data?.find((i) => i.slug === hit.industry?.slug);
  const lifetime = shell.industryPages.cacheMinutes * 60_000;
  const data = useQuery({
    queryKey: searchKeys.industry(industry?.slug ?? ''),
    queryFn: () => loadIndustry(client, industry!, shell.industryPages.cacheMinutes),
    enabled: !whole && industry !== undefined,
    staleTime: lifetime,
    gcTime: lifetime,
    retry: false, // its files are retried once by their loader; then the dialog offers to try again
  });
  if (whole) return { status: 'ready', useCase: whole };
  const found = data.data?.useCases.find((u) => u.id === hit.useCase.id);
  if (found) return { status: 'ready', useCase: found };
  if (index.isPending) return { status: 'loading' };
  if (!industry || data.isError || data.isSuccess) return { status: 'error', retry: () => void (industry ? data.refetch() : index.refetch()) };
  return { status: 'loading' };
}

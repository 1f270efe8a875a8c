import { queryOptions, useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ShellData } from '../../model/types.ts';
import { createSearchEngine } from '../../search/engine.ts';
import { useSite } from '../../ui/site-context.tsx';

/** The one place the search's react-query keys are written. */
export const searchKeys = {
  engine: (engine: string) => ['search-engine', engine] as const,
  results: (engine: string, query: string) => ['search', engine, query] as const,
  suggestions: (engine: string, query: string) => ['search-suggest', engine, query] as const,
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
 * The engine and the results of `debounced`, 20 a page (hitsPerPage). An engine that failed to start
 * (its data did not load) is started again by the next query.
 */
export function useSearch(debounced: string) {
  const shell = useSite();
  const settings = shell.search;
  const client = useQueryClient();
  const engine = useQuery(engineQuery(client, shell));
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

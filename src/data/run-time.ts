/**
 * Data the browser loads at run time: JSON files the build writes under /_data/, read through
 * react-query. A block declares what it reads as DataNeeds (src/blocks/registry.tsx); the prerenderer
 * renders with them, and embeds them for the blocks that hydrate at load.
 */
export interface DataNeed {
  queryKey: readonly unknown[];
  url: string;
}

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** react-query options for a need, kept `cacheMinutes` (Infinity: for the life of the page). */
export function queryOptionsFor<T>(need: DataNeed, cacheMinutes: number) {
  const lifetime = cacheMinutes * 60_000;
  return { queryKey: need.queryKey, queryFn: () => fetchJson<T>(need.url), staleTime: lifetime, gcTime: lifetime, retry: 1 };
}

/**
 * Data the browser loads at run time: JSON files the build writes under /_data/, read through
 * react-query. A block declares what it reads as DataNeeds (src/blocks/registry.tsx); the prerenderer
 * renders with them, and embeds them for the blocks that hydrate at load.
 */
export interface DataNeed {
  queryKey: readonly unknown[];
  url: string;
  /** How long the browser keeps it, in minutes (Infinity: built into the site, it never changes while the page is open). */
  cacheMinutes: number;
}

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** react-query options for a need, kept as long as the need says. */
export function queryOptionsFor<T>(need: DataNeed) {
  const lifetime = need.cacheMinutes * 60_000;
  return { queryKey: need.queryKey, queryFn: () => fetchJson<T>(need.url), staleTime: lifetime, gcTime: lifetime, retry: 1 };
}

/**
 * Run-time data: the JSON files the build publishes under /_data/ and blocks read through react-query
 * (prerendered into the page for blocks hydrating at load, fetched after a client-side navigation).
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

export function queryOptionsFor<T>(need: DataNeed, cacheMinutes: number) {
  const lifetime = cacheMinutes * 60_000;
  return { queryKey: need.queryKey, queryFn: () => fetchJson<T>(need.url), staleTime: lifetime, gcTime: lifetime, retry: 1 };
}

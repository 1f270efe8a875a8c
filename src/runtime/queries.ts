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

let dataLanguage: string | undefined;

/** The language whose data files this document reads (undefined: the default's), set once at start from the shell. */
export function setDataLanguage(code: string | undefined): void {
  dataLanguage = code;
}

/** The language whose data files this document reads; undefined: the default's. */
export function dataLanguageCode(): string | undefined {
  return dataLanguage;
}

/** A data URL as this document's language serves it (/_data/industries.json → /_data/fr/industries.json on a French page). */
export function localDataUrl(url: string): string {
  return languageDataUrl(url, dataLanguage);
}

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(localDataUrl(url), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** react-query options for a need, kept as long as the need says. */
export function queryOptionsFor<T>(need: DataNeed) {
  const lifetime = need.cacheMinutes * 60_000;
  return { queryKey: need.queryKey, queryFn: () => fetchJson<T>(need.url), staleTime: lifetime, gcTime: lifetime, retry: 1 };
}

/**
 * Where a data file is served for a page in a language other than the default: /_data/industries.json
 * → /_data/fr/industries.json (a page's own JSON is per route already). `code` undefined: the default.
 */
export function languageDataUrl(url: string, code: string | undefined): string {
  if (!code || !url.startsWith('/_data/') || url.startsWith('/_data/pages/')) return url;
  return `/_data/${code}/${url.slice('/_data/'.length)}`;
}

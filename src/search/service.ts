import { createSearchCore, type SearchCore } from './core.ts';
import type { SearchData } from './data.ts';
import type { SearchPage, Suggestion } from './types.ts';

/** The messages between the page and the search worker (src/search/worker.ts). */

export type SearchRequest = { id: number; type: 'search'; query: string; page: number; hitsPerPage: number } | { id: number; type: 'suggest'; query: string; limit: number };

export type SearchReply = { id: number; ok: true; value: SearchPage | Suggestion[] } | { id: number; ok: false; error: string };

/** Sent once, when the index is built or its data could not be loaded. */
export type SearchStatus = { type: 'ready'; size: number; loadMs: number; indexMs: number } | { type: 'failed'; error: string };

export type FromSearchWorker = SearchReply | SearchStatus;

/**
 * What the worker runs: loads the search data, builds the index, then answers each request with only
 * the page of results asked for (highlight segments included). Requests that come while the index is
 * being built wait for it.
 */
export function createSearchService(load: () => Promise<SearchData>): { status: Promise<SearchStatus>; answer: (request: SearchRequest) => Promise<SearchReply> } {
  const started = performance.now();
  const core: Promise<{ core: SearchCore; status: SearchStatus }> = load().then((data) => {
    const loaded = performance.now();
    const core = createSearchCore(data);
    return { core, status: { type: 'ready', size: core.size, loadMs: Math.round(loaded - started), indexMs: Math.round(performance.now() - loaded) } };
  });
  return {
    status: core.then(
      ({ status }) => status,
      (error: unknown): SearchStatus => ({ type: 'failed', error: messageOf(error) }),
    ),
    async answer(request) {
      try {
        const { core: index } = await core;
        const value = request.type === 'search' ? index.search(request.query, request.page, request.hitsPerPage) : index.suggest(request.query, request.limit);
        return { id: request.id, ok: true, value };
      } catch (error) {
        return { id: request.id, ok: false, error: messageOf(error) };
      }
    },
  };
}

/** The search data, fetched by the worker. */
export async function fetchSearchData(url: string): Promise<SearchData> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as SearchData;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

import { dataLanguageCode } from '../runtime/queries.ts';
import type { FromSearchWorker, SearchRequest } from './service.ts';
import type { SearchEngine, SearchPage, Suggestion } from './types.ts';

/** The part of a Worker the engine uses (the unit tests pass one that runs the service in-process). */
export interface SearchWorker {
  postMessage(request: SearchRequest): void;
  terminate(): void;
  onmessage: ((event: { data: FromSearchWorker }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

const startWorker = (): SearchWorker => {
  const language = dataLanguageCode();
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: language ? `search:${language}` : 'search' }) as unknown as SearchWorker;
};

/**
 * The embedded engine on the page: a thin client of the search worker, which fetches the search data,
 * builds the index and answers with only the page of results, all off the main thread. Resolves once
 * the index is ready; rejects, and ends the worker, when its code or data could not be loaded, so that
 * the next query starts a new one.
 */
export function createEmbeddedEngine(start: () => SearchWorker = startWorker): Promise<SearchEngine> {
  const worker = start();
  const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let broken: Error | undefined;

  const ask = <T>(request: (id: number) => SearchRequest) =>
    new Promise<T>((resolve, reject) => {
      if (broken) return reject(broken);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage(request(id));
    });
  const engine: SearchEngine = {
    search: (query, page, hitsPerPage) => ask<SearchPage>((id) => ({ id, type: 'search', query, page, hitsPerPage })),
    suggest: async (query, limit) => (query.trim() === '' || limit === 0 ? [] : ask<Suggestion[]>((id) => ({ id, type: 'suggest', query, limit }))),
  };

  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      broken = new Error(message);
      worker.terminate();
      for (const request of waiting.values()) request.reject(broken);
      waiting.clear();
      reject(broken);
    };
    worker.onerror = (event) => fail(`the search worker stopped: ${event.message ?? 'its script did not load'}`);
    worker.onmessage = ({ data }) => {
      if ('type' in data) return data.type === 'ready' ? resolve(engine) : fail(data.error);
      const request = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.ok) request?.resolve(data.value as never);
      else request?.reject(new Error(data.error));
    };
  });
}

import { languageDataUrl } from '../runtime/queries.ts';
import { SEARCH_DATA_URL } from './data.ts';
import { createSearchService, fetchSearchData, type FromSearchWorker, type SearchRequest } from './service.ts';

/** The search worker: the index lives here, off the page's main thread (src/search/embedded.ts starts it). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<SearchRequest>) => void) | null; postMessage: (message: FromSearchWorker) => void };

// the page's language travels in the worker's name (search:fr): each language has its own index
const language = /^search:(.+)$/.exec((self as unknown as { name?: string }).name ?? '')?.[1];
const service = createSearchService(() => fetchSearchData(languageDataUrl(SEARCH_DATA_URL, language)));
void service.status.then((status) => scope.postMessage(status));
scope.onmessage = (event) => {
  void service.answer(event.data).then((reply) => scope.postMessage(reply));
};

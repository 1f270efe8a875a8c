import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { UseCase } from '../industry/model.ts';
import { highlight, normalizeTerm } from './text.ts';
import type { SearchEngine, SearchHit } from './types.ts';

export interface SearchDocument {
  id: string;
  useCase: UseCase;
  industry: { slug: string; name: string; route: string };
}

interface IndexedFields {
  id: string;
  title: string;
  technologies: string;
  description: string;
  advantage: string;
  example: string;
  application: string;
  industry: string;
}

/** Typo tolerance like Algolia's defaults: none under 4 letters, 1 from 4 to 7, 2 from 8. */
export function typosAllowed(term: string): number {
  return term.length < 4 ? 0 : term.length < 8 ? 1 : 2;
}

/** Title weighs most, then technologies, then the industry, then the other texts. */
export const FIELD_WEIGHTS = { title: 4, technologies: 2.5, industry: 1.5, description: 1, advantage: 1, example: 1, application: 1 };

const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_WEIGHTS,
  combineWith: 'AND',
  fuzzy: (term) => typosAllowed(term),
  weights: { fuzzy: 0.45, prefix: 0.75 },
};

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * Every word must match; only the last one, being typed, also matches as the start of a word. A single
 * letter being typed completes in titles only: everywhere else it would match nearly every use case,
 * for no useful ranking, at several times the cost.
 */
export function queryOf(text: string): Query {
  const words = tokenize(text).filter((word) => word !== '');
  return {
    combineWith: 'AND',
    queries: words.map((word, i) => {
      const typing = i === words.length - 1;
      return { queries: [word], prefix: typing, ...(typing && word.length < 2 ? { fields: ['title'] } : {}) };
    }),
  };
}

export function createIndex(): MiniSearch<IndexedFields> {
  return new MiniSearch<IndexedFields>({
    fields: Object.keys(FIELD_WEIGHTS),
    processTerm: (term) => normalizeTerm(term),
    searchOptions: SEARCH_OPTIONS,
  });
}

function indexed(doc: SearchDocument): IndexedFields {
  const { useCase } = doc;
  return {
    id: doc.id,
    title: useCase.title,
    technologies: (useCase.technologyObjects ?? []).map((t) => t.name).join(' '),
    description: useCase.description,
    advantage: useCase.advantage,
    example: useCase.example,
    application: useCase.application,
    industry: doc.industry.name,
  };
}

/**
 * The embedded engine: MiniSearch over every use case, indexed in chunks so the page stays responsive
 * while it builds. Results carry the matched words for highlighting, and the time taken.
 */
export async function createEmbeddedEngine(docs: SearchDocument[], chunkSize = 250): Promise<SearchEngine> {
  const index = createIndex();
  await index.addAllAsync(docs.map(indexed), { chunkSize });
  const byId = new Map(docs.map((d) => [d.id, d]));

  const run = (query: string) => {
    const started = performance.now();
    const results = query.trim() === '' ? [] : index.search(queryOf(query));
    return { results, ms: performance.now() - started };
  };

  return {
    async search(query, page, hitsPerPage) {
      const { results, ms } = run(query);
      const hits: SearchHit[] = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => {
        const doc = byId.get(String(result.id))!;
        const terms = new Set(result.terms);
        return {
          id: doc.id,
          useCase: doc.useCase,
          industry: doc.industry,
          title: highlight(doc.useCase.title, terms),
          description: highlight(doc.useCase.description, terms),
        };
      });
      return { hits, total: results.length, ms: Math.round(ms * 10) / 10 };
    },
    async suggest(query, limit) {
      if (query.trim() === '' || limit === 0) return [];
      const results = index.search(queryOf(query), { fields: ['title'], boost: { title: 1 } }).slice(0, limit);
      return results.map((result) => {
        const doc = byId.get(String(result.id))!;
        return { id: doc.id, title: doc.useCase.title, segments: highlight(doc.useCase.title, new Set(result.terms)) };
      });
    },
  };
}

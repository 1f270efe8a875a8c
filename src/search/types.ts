import type { UseCase, UseCaseSummary } from '../industry/model.ts';

/** One interface for every search engine (embedded MiniSearch, Algolia). */

/** A piece of text, marked when it matched the query. */
export interface Segment {
  text: string;
  match: boolean;
}

/** A use case with its industry, as the search sees it (the build, npm run search:push, the benchmark). */
export interface SearchDocument {
  id: string;
  useCase: UseCase;
  industry: { slug: string; name: string; route: string };
}

export interface SearchHit {
  id: string;
  /** What a result card shows; the whole use case when the engine has it (Algolia), else the dialog loads its long texts. */
  useCase: UseCaseSummary;
  industry?: { slug: string; name: string; route: string };
  title: Segment[];
  description: Segment[];
}

export interface SearchPage {
  hits: SearchHit[];
  total: number;
  /** Time the engine took, in milliseconds. */
  ms: number;
}

export interface Suggestion {
  id: string;
  title: string;
  segments: Segment[];
}

export interface SearchEngine {
  /** `page` counts from 0. */
  search(query: string, page: number, hitsPerPage: number): Promise<SearchPage>;
  suggest(query: string, limit: number): Promise<Suggestion[]>;
}

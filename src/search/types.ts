import type { UseCase } from '../industry/model.ts';

/** One interface for every search engine (embedded MiniSearch, Algolia). */

/** A piece of text, marked when it matched the query. */
export interface Segment {
  text: string;
  match: boolean;
}

export interface SearchHit {
  id: string;
  useCase: UseCase;
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

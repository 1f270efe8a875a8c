import MiniSearch, { type MatchInfo, type SearchOptions } from 'minisearch';
import type { Technology } from '../industry/model.ts';
import type { SearchData } from './data.ts';
import { highlight, normalizeTerm } from './text.ts';
import type { SearchHit, SearchPage, Suggestion } from './types.ts';

/**
 * The embedded engine's core: the MiniSearch index over the search data, the query rules and the
 * highlighting. A plain module, synchronous: the search worker runs it in the browser, the tests and
 * the benchmark in Node.
 */

interface IndexedFields {
  id: number;
  title: string;
  technologies: string;
  industry: string;
  description: string;
}

/** Typo tolerance like Algolia's defaults: none under 4 letters, 1 from 4 to 7, 2 from 8. */
export function typosAllowed(term: string): number {
  return term.length < 4 ? 0 : term.length < 8 ? 1 : 2;
}

/** Title weighs most, then technologies, then the industry, then the description. */
export const FIELD_WEIGHTS = { title: 4, technologies: 2.5, industry: 1.5, description: 1 };

const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_WEIGHTS,
  fuzzy: (term) => typosAllowed(term),
  weights: { fuzzy: 0.45, prefix: 0.75 },
};

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The words of a query, as the visitor typed them. */
export function wordsOf(text: string): string[] {
  return tokenize(text).filter((word) => word !== '');
}

/**
 * How one word is searched. Every word must match; only the last one, being typed, also matches as the
 * start of a word. Very short words being typed stay out of the longer texts, where they would match
 * nearly every use case, for no useful ranking, at several times the cost: a single letter completes in
 * titles only, two letters in titles, technologies and industries; from three letters, everywhere.
 */
export function wordOptions(word: string, typing: boolean): SearchOptions {
  if (!typing) return { prefix: false };
  if (word.length < 2) return { prefix: true, fields: ['title'] };
  if (word.length < 3) return { prefix: true, fields: ['title', 'technologies', 'industry'] };
  return { prefix: true };
}

/** A use case matching every word so far: its score, the words of its texts that matched, and in how many words its title matched. */
interface Ranked {
  id: number;
  score: number;
  terms: string[];
  /** For one word, the fields each term matched in (MiniSearch's result as is); added up for several. */
  match?: MatchInfo;
  titleWords?: number;
}

const matchedInTitle = (match: MatchInfo | undefined) => (match ? Object.values(match).some((fields) => fields.includes('title')) : false);
const titleWordsOf = (ranked: Ranked) => ranked.titleWords ?? (matchedInTitle(ranked.match) ? 1 : 0);

export interface SearchCore {
  /** How many use cases are indexed. */
  size: number;
  search(query: string, page: number, hitsPerPage: number): SearchPage;
  suggest(query: string, limit: number): Suggestion[];
}

type Index = MiniSearch<IndexedFields>;

function indexOf(data: SearchData, technologies: Technology[]): Index {
  const index = new MiniSearch<IndexedFields>({
    fields: Object.keys(FIELD_WEIGHTS),
    processTerm: (term) => normalizeTerm(term),
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(
    data.useCases.map(([, title, description, techs, industry], id) => ({
      id,
      title,
      technologies: techs.map((t) => technologies[t].name).join(' '),
      industry: data.industries[industry].name,
      description,
    })),
  );
  return index;
}

/**
 * The use cases matching `word` (and the words before it, `within`), best first. Each word is searched
 * only among the use cases that matched the words before it (MiniSearch skips a document whose boost
 * is 0 before scoring it) and the scores add up: the ranking of an AND query, at the cost of its most
 * selective words rather than of its broadest one.
 */
function searchWord(index: Index, word: string, typing: boolean, within?: Map<number, Ranked>): Ranked[] {
  const options = wordOptions(word, typing);
  if (!within) return index.search(word, options) as Ranked[];
  options.boostDocument = (id: number) => (within.has(id) ? 1 : 0);
  const ranked: Ranked[] = [];
  for (const result of index.search(word, options)) {
    const before = within.get(result.id as number);
    if (!before) continue;
    ranked.push({
      id: before.id,
      score: before.score + result.score,
      terms: [...before.terms, ...result.terms],
      titleWords: titleWordsOf(before) + (matchedInTitle(result.match) ? 1 : 0),
    });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

interface Ranking {
  query: string;
  ranked: Ranked[];
  words: number;
  ms: number;
}

/** Ranks queries, remembering the last one and the finished words of the query being typed. */
function createRanker(index: Index) {
  /** The finished words of the query being typed (all but the last) are searched once for all its keystrokes. */
  let head: { key: string; ranked?: Map<number, Ranked> } | undefined;
  /** The last query's ranking: the page asks for its results and its suggestions, and for more results. */
  let last: Ranking | undefined;

  const rankingOf = (query: string): Ranking => {
    if (last?.query === query) return last;
    const started = performance.now();
    const words = wordsOf(query);
    const key = words.slice(0, -1).join(' ');
    if (head?.key !== key) {
      let ranked: Map<number, Ranked> | undefined;
      for (const word of words.slice(0, -1)) ranked = new Map(searchWord(index, word, false, ranked).map((r) => [r.id, r]));
      head = { key, ranked };
    }
    const ranked = words.length === 0 ? [] : searchWord(index, words[words.length - 1], true, head.ranked);
    last = { query, ranked, words: words.length, ms: performance.now() - started };
    return last;
  };
  const forget = () => {
    head = undefined;
    last = undefined;
  };
  return { rankingOf, forget };
}

function hitOf(data: SearchData, technologies: Technology[], { id: position, terms }: Ranked): SearchHit {
  const [id, title, description, techs, industryIndex] = data.useCases[position];
  const industry = data.industries[industryIndex];
  const matched = new Set(terms);
  return {
    id: `${industry.slug}/${id}`,
    useCase: { id, title, description, technologyObjects: techs.map((t) => technologies[t]) },
    industry,
    title: highlight(title, matched),
    description: highlight(description, matched),
  };
}

/** The best use cases whose titles match every word of the query. */
function suggestionsOf(data: SearchData, { ranked, words }: Ranking, limit: number): Suggestion[] {
  const suggestions: Suggestion[] = [];
  for (const result of ranked) {
    if (suggestions.length === limit) break;
    if (titleWordsOf(result) < words) continue;
    const [id, title, , , industry] = data.useCases[result.id];
    suggestions.push({ id: `${data.industries[industry].slug}/${id}`, title, segments: highlight(title, new Set(result.terms)) });
  }
  return suggestions;
}

/**
 * Typing every prefix of a title's first words once compiles the search path before the visitor's
 * first keystrokes, which would otherwise run several times slower.
 */
function warmUp(core: SearchCore, data: SearchData) {
  const sample = data.useCases.length > 0 ? wordsOf(data.useCases[data.useCases.length >> 1][1]).slice(0, 2).join(' ') : '';
  for (let end = 1; end <= sample.length; end++) {
    core.search(sample.slice(0, end), 0, 20);
    core.suggest(sample.slice(0, end), 5);
  }
}

export function createSearchCore(data: SearchData): SearchCore {
  const technologies: Technology[] = data.technologies.map(([id, name]) => ({ id, name }));
  const { rankingOf, forget } = createRanker(indexOf(data, technologies));

  const core: SearchCore = {
    size: data.useCases.length,
    search(query, page, hitsPerPage) {
      const started = performance.now();
      const { ranked, ms } = rankingOf(query);
      const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => hitOf(data, technologies, result));
      return { hits, total: ranked.length, ms: Math.round((ms + performance.now() - started) * 10) / 10 };
    },
    suggest(query, limit) {
      if (limit === 0) return [];
      return suggestionsOf(data, rankingOf(query), limit);
    },
  };

  warmUp(core, data);
  forget();
  return core;
}

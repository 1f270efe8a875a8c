import type { UseCase } from '../industry/model.ts';
import type { SearchDocument } from '../search/types.ts';

/** The goals of the embedded search, checked by npm run bench:search and by the tests. */
export const SEARCH_GOALS = {
  /** Latency of one keystroke (search 20 + 5 suggestions) at 10,000 use cases, 95th percentile. */
  keystrokeP95Ms: 10,
  /** gzip bytes of search data per 1,000 use cases. */
  bytesPer1000: 120 * 1024,
  /** Longest main-thread task while the index loads (the browser's own long-task threshold). */
  longTaskMs: 50,
};

const VARIANTS = ['for field teams', 'for head office', 'for regional branches', 'for night shifts', 'for new markets', 'for partners', 'for auditors', 'for small sites'];

/**
 * `count` use cases made from the shipped ones, again and again: each copy with its own title, a longer
 * description (its own followed by another use case's advantage) and one more technology.
 */
export function syntheticDocuments(shipped: SearchDocument[], count: number): SearchDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const base = shipped[i % shipped.length];
    const other = shipped[(i * 7 + 3) % shipped.length];
    const copy = Math.floor(i / shipped.length);
    const technologyObjects = [...new Map([...(base.useCase.technologyObjects ?? []), ...(other.useCase.technologyObjects ?? []).slice(0, 1)].map((t) => [t.id, t])).values()];
    const useCase: UseCase = {
      ...base.useCase,
      id: `${base.useCase.id}-${copy}`,
      title: copy === 0 ? base.useCase.title : `${base.useCase.title} ${VARIANTS[copy % VARIANTS.length]}`,
      description: `${base.useCase.description} ${other.useCase.advantage}`,
      technology: technologyObjects.map((t) => t.id),
      technologyObjects,
    };
    return { ...base, id: `${base.industry.slug}/${useCase.id}`, useCase };
  });
}

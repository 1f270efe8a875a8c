import type { SearchDocument } from './types.ts';

/** Where the build writes the search data (src/config/site/industries.ts) and the search worker reads it. */
export const SEARCH_DATA_URL = '/_data/search.json';

/** A use case as the search holds it: id, title, description, technology indexes, industry index. */
export type SearchDataUseCase = [id: string, title: string, description: string, technologies: number[], industry: number];

/**
 * /_data/search.json: only what the search indexes and a result card shows. Industries and technologies
 * are tables that use cases refer to by index, and a use case is a row without keys. The long texts
 * (advantage, example, application) stay in the industry data files, which the detail dialog loads.
 */
export interface SearchData {
  industries: { slug: string; name: string; route: string }[];
  /** [id, name] of every technology a use case names. */
  technologies: [id: string, name: string][];
  useCases: SearchDataUseCase[];
}

export function toSearchData(docs: SearchDocument[]): SearchData {
  const industries: SearchData['industries'] = [];
  const industryIndex = new Map<string, number>();
  const technologies: SearchData['technologies'] = [];
  const technologyIndex = new Map<string, number>();
  const indexOf = <T>(map: Map<string, number>, table: T[], key: string, row: () => T) => {
    let index = map.get(key);
    if (index === undefined) {
      index = table.push(row()) - 1;
      map.set(key, index);
    }
    return index;
  };
  const useCases = docs.map(({ useCase, industry }): SearchDataUseCase => [
    useCase.id,
    useCase.title,
    useCase.description,
    (useCase.technologyObjects ?? []).map((t) => indexOf(technologyIndex, technologies, t.id, () => [t.id, t.name])),
    indexOf(industryIndex, industries, industry.slug, () => ({ slug: industry.slug, name: industry.name, route: industry.route })),
  ]);
  return { industries, technologies, useCases };
}

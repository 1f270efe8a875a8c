import { liteClient, type SearchParamsObject, type SearchResponse } from 'algoliasearch/lite';
import { resolveTechnologies, type IndustryRef, type Technology } from '../industry/model.ts';
import type { AlgoliaConfig } from '../model/types.ts';
import { ATTRIBUTES_TO_RETRIEVE, fromAlgoliaRecord, HIGHLIGHT_POST, HIGHLIGHT_PRE, type AlgoliaRecord } from './records.ts';
import { fromHighlightedValue } from './text.ts';
import type { SearchEngine, Segment } from './types.ts';

type Highlighted = {
  fields?: { Title?: { value?: string }; Description?: { value?: string } };
};

/**
 * The Algolia engine, with the official search-only client (`algoliasearch/lite`): POST
 * /1/indexes/{indexName}/query with the attributes and highlight tags of 000 §7, sent through the lite
 * client's customPost (its own search methods take the multi-index endpoint instead). An empty
 * application id or key fails as the client says ('`appId` is missing.', '`apiKey` is missing.').
 */
export function createAlgoliaEngine(config: AlgoliaConfig, technologies: Technology[], industries: Pick<IndustryRef, 'slug' | 'name' | 'route'>[] = []): SearchEngine {
  const client = liteClient(
    config.appId,
    config.apiKey,
    config.hosts
      ? {
          hosts: config.hosts.map((h) => ({
            ...h,
            accept: 'readWrite' as const,
          })),
        }
      : undefined,
  );
  const names = new Map(technologies.map((t) => [t.id, t.name]));
  const industryBySlug = new Map(industries.map((i) => [i.slug, i]));
  // a POST goes to the client's write hosts; the key stays the search-only one
  const searchOne = (params: SearchParamsObject) =>
    client.customPost({
      path: `1/indexes/${encodeURIComponent(config.indexName)}/query`,
      body: params,
    }) as Promise<SearchResponse<AlgoliaRecord>>;
  const segments = (highlighted: string | undefined, plain: string): Segment[] => (highlighted ? fromHighlightedValue(highlighted, HIGHLIGHT_PRE, HIGHLIGHT_POST) : [{ text: plain, match: false }]);

  return {
    async search(query, page, hitsPerPage) {
      const response = await searchOne({
        query,
        page,
        hitsPerPage,
        attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
        highlightPreTag: HIGHLIGHT_PRE,
        highlightPostTag: HIGHLIGHT_POST,
      });
      return {
        total: response.nbHits ?? response.hits.length,
        ms: response.processingTimeMS ?? 0,
        hits: response.hits.map((hit) => {
          const useCase = fromAlgoliaRecord(hit);
          useCase.technologyObjects = resolveTechnologies(useCase.technology, names);
          const highlight = hit._highlightResult as Highlighted | undefined;
          const industry = hit.fields?.IndustrySlug ? industryBySlug.get(hit.fields.IndustrySlug) : undefined;
          return {
            id: hit.objectID,
            useCase,
            industry: industry && {
              slug: industry.slug,
              name: industry.name,
              route: industry.route,
            },
            title: segments(highlight?.fields?.Title?.value, useCase.title),
            description: segments(highlight?.fields?.Description?.value, useCase.description),
          };
        }),
      };
    },
    async suggest(query, limit) {
      if (query.trim() === '' || limit === 0) return [];
      const response = await searchOne({
        query,
        hitsPerPage: limit,
        attributesToRetrieve: ['fields.Title'],
        highlightPreTag: HIGHLIGHT_PRE,
        highlightPostTag: HIGHLIGHT_POST,
      });
      return response.hits.map((hit) => ({
        id: hit.objectID,
        title: hit.fields?.Title ?? '',
        segments: segments((hit._highlightResult as Highlighted | undefined)?.fields?.Title?.value, hit.fields?.Title ?? ''),
      }));
    },
  };
}

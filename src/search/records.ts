import type { UseCase } from '../industry/model.ts';
import type { SearchDocument } from './types.ts';

/**
 * The shape of a use case in the Algolia index (000 §3 search hit): objectID and fields Title,
 * Description, Advantage, Example, Application, Technologies (technology ids), plus the industry.
 */
export interface AlgoliaRecord {
  objectID: string;
  fields: {
    Title: string;
    Description: string;
    Advantage: string;
    Example: string;
    Application: string;
    Technologies: string[];
    Industry?: string;
    IndustrySlug?: string;
  };
}

export const HIGHLIGHT_PRE = '<mark>';
export const HIGHLIGHT_POST = '</mark>';

/** What a search retrieves (000 §7). */
export const ATTRIBUTES_TO_RETRIEVE = ['fields.Title', 'fields.Description', 'fields.Advantage', 'fields.Example', 'fields.Application', 'fields.Technologies', 'fields.Industry', 'fields.IndustrySlug'];

/** Settings sent by npm run search:push: the same relevance rules as the embedded engine. */
export const INDEX_SETTINGS = {
  searchableAttributes: ['fields.Title', 'fields.Technologies', 'fields.Industry', 'unordered(fields.Description)', 'unordered(fields.Advantage)', 'unordered(fields.Example)', 'unordered(fields.Application)'],
  attributesToHighlight: ['fields.Title', 'fields.Description'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  queryType: 'prefixLast' as const,
  highlightPreTag: HIGHLIGHT_PRE,
  highlightPostTag: HIGHLIGHT_POST,
};

export function toAlgoliaRecord(doc: SearchDocument): AlgoliaRecord {
  const { useCase } = doc;
  return {
    objectID: doc.id,
    fields: {
      Title: useCase.title,
      Description: useCase.description,
      Advantage: useCase.advantage,
      Example: useCase.example,
      Application: useCase.application,
      Technologies: useCase.technology,
      Industry: doc.industry.name,
      IndustrySlug: doc.industry.slug,
    },
  };
}

/** A hit back to the use case the detail dialog shows (id, title, description, advantage, example, application, technology). */
export function fromAlgoliaRecord(record: AlgoliaRecord): UseCase {
  const fields = record.fields ?? ({} as AlgoliaRecord['fields']);
  return {
    id: record.objectID,
    title: fields.Title ?? '',
    description: fields.Description ?? '',
    advantage: fields.Advantage ?? '',
    example: fields.Example ?? '',
    application: fields.Application ?? '',
    technology: Array.isArray(fields.Technologies) ? fields.Technologies : [],
    categories: [],
  };
}

import type { UseCase } from '../industry/model.ts';
import { catalogueEntry, splitList, TABLES, type AirtableRecord, type AirtableSnapshot } from './read.ts';

/** Where a value of the site model came from, so that a problem in it names the table, record and field. */
export interface Origin {
  table: string;
  record?: string;
  /** The model's field name → the Airtable field it was read from. */
  fields?: Record<string, string>;
}

export interface Sourced<T> {
  value: T;
  origin: Origin;
}

export interface ExternalCategory {
  id: string;
  name: string;
  description: string;
}

/** A use case as the YAML files write it: technology ids, one category id or a list. */
export type ExternalUseCase = Omit<UseCase, 'technology' | 'technologyObjects' | 'categories'> & {
  technologies: string[];
  categories: string | string[];
};

export interface ExternalIndustry {
  categories: Sourced<ExternalCategory>[];
  useCases: Sourced<ExternalUseCase>[];
  /** The industry's card, from its Industries record when there is one. */
  card?: Sourced<{ name?: string; summary?: string; cardTechnologies?: string[] }>;
}

/** Industry content from a source other than the YAML files, shaped like the YAML files. */
export interface ExternalContent {
  /** How problems name the source, for example: Airtable base appXXXX. */
  label: string;
  technologies: Sourced<{ id: string; name: string }>[];
  /** By industry key. */
  industries: Map<string, ExternalIndustry>;
  /** The table each list came from, for problems about a whole list. */
  tables: { technologies: string; useCases: string; categories: Map<string, string> };
}

export interface IndustryTable {
  key: string;
  name: string;
  table: string;
}

const USE_CASE_FIELDS: Record<string, string> = {
  id: 'id',
  title: 'title',
  description: 'description',
  advantage: 'advantage',
  example: 'example',
  application: 'application',
  technologies: 'technology',
};

/**
 * Turns the records of the seed's tables into the same shape as the YAML files: technologies
 * {id, name}; per industry its categories {id, name, description} and the use cases whose link
 * field (named by the industry key: realEstate, banking, …) points at them, by record id or by id.
 * Ids are the records' id field, else their record id in lower case. Nothing is checked here:
 * the site's validation checks the result and locates problems through each value's origin.
 */
export function normaliseBase(snapshot: AirtableSnapshot, industries: IndustryTable[]): ExternalContent {
  const idOf = (record: AirtableRecord) => (typeof record.fields.id === 'string' && record.fields.id.trim() ? record.fields.id.trim() : record.id.toLowerCase());
  const text = (value: unknown) => (typeof value === 'string' ? value : '');

  const technologyRecords = snapshot.tables[TABLES.technologies] ?? [];
  const technologyIds = new Map(technologyRecords.map((r) => [r.id, idOf(r)]));
  const technologies = technologyRecords.map((record) => ({
    value: { id: idOf(record), name: text(record.fields.name) },
    origin: { table: TABLES.technologies, record: record.id },
  }));

  const entries = (snapshot.tables[TABLES.industries] ?? []).map((record) => ({ record, entry: catalogueEntry(record, '') }));
  const result = new Map<string, ExternalIndustry>();
  for (const industry of industries) {
    const categoryRecords = snapshot.tables[industry.table] ?? [];
    const categoryIds = new Map(categoryRecords.map((r) => [r.id, idOf(r)]));
    const categories = categoryRecords.map((record) => ({
      value: { id: idOf(record), name: text(record.fields.name), description: text(record.fields.description) },
      origin: { table: industry.table, record: record.id },
    }));
    const useCases = (snapshot.tables[TABLES.useCases] ?? []).flatMap((record) => {
      const links = record.fields[industry.key];
      const linked = splitList(links);
      if (linked.length === 0) return [];
      const resolved = linked.map((link) => categoryIds.get(link) ?? link);
      const f = record.fields;
      return [
        {
          value: {
            id: idOf(record),
            title: text(f.title),
            description: text(f.description),
            advantage: text(f.advantage),
            example: text(f.example),
            application: text(f.application),
            technologies: splitList(f.technology).map((t) => technologyIds.get(t) ?? t),
            categories: Array.isArray(links) ? resolved : resolved[0],
          },
          origin: { table: TABLES.useCases, record: record.id, fields: { ...USE_CASE_FIELDS, categories: industry.key } },
        },
      ];
    });
    const matching = entries.find(({ entry }) => [industry.key, industry.name, industry.table].some((name) => name.toLowerCase() === entry.id.toLowerCase()));
    const card = matching && {
      value: {
        ...(matching.entry.title ? { name: matching.entry.title } : {}),
        ...(matching.entry.description ? { summary: matching.entry.description } : {}),
        ...(matching.entry.technologies.length > 0 ? { cardTechnologies: matching.entry.technologies.map((t) => t.name) } : {}),
      },
      origin: { table: TABLES.industries, record: matching.record.id, fields: { name: 'Title', summary: 'Description', cardTechnologies: 'Technologies' } },
    };
    result.set(industry.key, { categories, useCases, card });
  }
  return {
    label: `Airtable base ${snapshot.baseId}`,
    technologies,
    industries: result,
    tables: { technologies: TABLES.technologies, useCases: TABLES.useCases, categories: new Map(industries.map((i) => [i.key, i.table])) },
  };
}

/** "Airtable table "Use Cases", record recX, field "title"" for a problem's location. */
export function describeOrigin(origin: Origin, field?: string): string {
  const parts = [`Airtable table "${origin.table}"`];
  if (origin.record) parts.push(`record ${origin.record}`);
  if (field !== undefined) parts.push(`field "${origin.fields?.[field] ?? field}"`);
  return parts.join(', ');
}

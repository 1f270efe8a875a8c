import type { QueryClient } from '@tanstack/react-query';
import { industryUrls, loadIndustry } from '../industry/data.ts';
import type { IndustryData, IndustryRef, UseCase } from '../industry/model.ts';
import type { SearchDocument } from './embedded.ts';

type IndustryOfDocument = Pick<IndustryRef, 'slug' | 'name' | 'route'>;

function documentsOf(industry: IndustryOfDocument, useCases: UseCase[]): SearchDocument[] {
  return useCases.map((useCase) => ({ id: `${industry.slug}/${useCase.id}`, useCase, industry: { slug: industry.slug, name: industry.name, route: industry.route } }));
}

/** In the browser: every use case of every industry page, loaded through the industry data cache. */
export async function loadSearchDocuments(client: QueryClient, industries: IndustryRef[], cacheMinutes: number): Promise<SearchDocument[]> {
  const data = await Promise.all(industries.map((industry) => loadIndustry(client, industry, cacheMinutes)));
  return industries.flatMap((industry, i) => documentsOf(industry, data[i].useCases));
}

/** In Node: the same documents, from the data files the build writes (for npm run search:push and the benchmark). */
export function searchDocumentsOfModel(industries: IndustryOfDocument[], data: Record<string, unknown>): SearchDocument[] {
  return industries.flatMap((industry) => documentsOf(industry, (data[industryUrls.all(industry.slug)] as IndustryData).useCases));
}

import { industryUrls } from '../industry/urls.ts';
import type { IndustryData, IndustryRef } from '../industry/model.ts';
import type { SearchDocument } from './types.ts';

/** In Node: every use case of every industry, from the data files the build writes (for npm run search:push and the benchmark). */
export function searchDocumentsOfModel(industries: Pick<IndustryRef, 'slug' | 'name' | 'route'>[], data: Record<string, unknown>): SearchDocument[] {
  return industries.flatMap((industry) =>
    (data[industryUrls.all(industry.slug)] as IndustryData).useCases.map((useCase) => ({
      id: `${industry.slug}/${useCase.id}`,
      useCase,
      industry: { slug: industry.slug, name: industry.name, route: industry.route },
    })),
  );
}

import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SEARCH_GOALS } from '../../src/bench/search.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { searchDocumentsOfModel } from '../../src/search/documents.ts';
import { SEARCH_DATA_URL, type SearchData } from '../../src/search/data.ts';

/** /_data/search.json as the build writes it: only what is searched and shown on a result card, within its byte budget. */
describe('the search data of /transform', () => {
  const { model } = loadSite();
  const data = model!.data[SEARCH_DATA_URL] as SearchData;
  const docs = searchDocumentsOfModel(model!.industries, model!.data);
  const json = JSON.stringify(data);

  it('holds every use case of every industry page: id, title, description, technologies and industry, by index', () => {
    expect(data.useCases).toHaveLength(docs.length);
    expect(data.industries.map((i) => i.slug)).toEqual(model!.industries.map((i) => i.slug));
    data.useCases.forEach(([id, title, description, technologies, industry], i) => {
      const { useCase, industry: expected } = docs[i];
      expect({ id, title, description }).toEqual({ id: useCase.id, title: useCase.title, description: useCase.description });
      expect(technologies.map((t) => data.technologies[t][1])).toEqual((useCase.technologyObjects ?? []).map((t) => t.name));
      expect(data.industries[industry]).toEqual(expected);
    });
  });

  it('holds none of the long texts, which the dialog loads from the industry data', () => {
    for (const { useCase } of docs) {
      for (const text of [useCase.advantage, useCase.example, useCase.application]) expect(json.includes(JSON.stringify(text).slice(1, -1)), text).toBe(false);
    }
    expect(json).not.toMatch(/"(advantage|example|application|categories)"/);
  });

  it(`stays within ${SEARCH_GOALS.bytesPer1000 / 1024} KB gzip per 1,000 use cases`, () => {
    const perUseCase = gzipSync(json, { level: 9 }).length / data.useCases.length;
    expect(perUseCase).toBeLessThanOrEqual(SEARCH_GOALS.bytesPer1000 / 1000);
  });
});

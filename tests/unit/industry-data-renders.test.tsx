// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useIndustryData } from '../../src/industry/data.ts';
import { industryNeeds } from '../../src/industry/urls.ts';
import type { IndustryPagesConfig } from '../../src/model/types.ts';
import { setDataLanguage } from '../../src/runtime/queries.ts';

/**
 * An industry page's block re-renders all its cards when its data changes: nothing else may make it render.
 * The preload of the other industries (src/industry/data.ts) fills their data and the shared technologies.
 */
// the default language's data files: a page in another language rendered before in this thread (the unit tests
// share their modules) leaves its language set (App's setDataLanguage), and the data asked for would be its own
beforeEach(() => setDataLanguage(undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** react-query tells its observers in a task of its own (notifyManager): what they render is seen once it has run. */
const observersTold = () => new Promise((resolve) => setTimeout(resolve, 0));

const config = { cacheMinutes: 10 } as IndustryPagesConfig;
const category = { id: 'retail', name: 'Retail banking', description: 'Agents for personal customers.', style: { icon: 'landmark', gradient: ['#000', '#111'] } };

function renderCounted(client: QueryClient, industry: { slug: string; stages: 1 | 2 }) {
  const renders: string[] = [];
  function Block() {
    renders.push(useIndustryData(industry, config).status);
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <Block />
    </QueryClientProvider>,
  );
  return renders;
}

it('a one-stage industry shown is not rendered again when the preload fills the technologies and the other industries', async () => {
  const client = new QueryClient();
  client.setQueryData(industryNeeds.all('banking', 10).queryKey, { slug: 'banking', categories: [category], useCases: [] });
  const renders = renderCounted(client, { slug: 'banking', stages: 1 });
  expect(renders).toEqual(['complete']);

  await act(async () => {
    await client.fetchQuery({ queryKey: industryNeeds.technologies(10).queryKey, queryFn: async () => [{ id: 'rag', name: 'RAG' }] });
    await client.fetchQuery({ queryKey: industryNeeds.useCases('banking', 10).queryKey, queryFn: async () => ({ useCases: [] }) });
    await client.fetchQuery({ queryKey: industryNeeds.categories('banking', 10).queryKey, queryFn: async () => ({ categories: [] }) });
    await client.fetchQuery({ queryKey: industryNeeds.all('retail', 10).queryKey, queryFn: async () => ({ slug: 'retail', categories: [], useCases: [] }) });
    await observersTold();
  });
  expect(renders).toEqual(['complete']);
});

it('a two-stage industry follows its second stage: its use cases and the technologies they name', async () => {
  let answer!: (technologies: unknown) => void;
  // the technologies are answered once they are asked for (the address asked is checked then: a wrong one fails
  // the test rather than leaving it waiting)
  let asked!: (url: string) => void;
  const fetched = new Promise<string>((resolve) => (asked = resolve));
  vi.stubGlobal('fetch', async (url: string) => {
    const technologies = new Promise((resolve) => (answer = resolve));
    asked(url);
    return Response.json(await technologies);
  });
  const client = new QueryClient();
  client.setQueryData(industryNeeds.categories('real-estate', 10).queryKey, { categories: [category] });
  client.setQueryData(industryNeeds.useCases('real-estate', 10).queryKey, { useCases: [] });
  const renders = renderCounted(client, { slug: 'real-estate', stages: 2 });
  expect(renders.at(-1)).toBe('categories');

  await act(async () => {
    expect(await fetched).toBe(industryNeeds.technologies(10).url);
    answer([{ id: 'rag', name: 'RAG' }]);
    await client.fetchQuery({ queryKey: industryNeeds.technologies(10).queryKey });
    await observersTold();
  });
  expect(renders.at(-1)).toBe('complete');
});

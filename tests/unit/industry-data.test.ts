import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { industryNeeds, needsOfIndustry, preloadIndustries, queryOptionsFor, refreshIndustryData } from '../../src/industry/data.ts';
import type { IndustryRef } from '../../src/industry/model.ts';

/** The industry data service: 10-minute cache, one shared load for concurrent callers, refresh, preload. */
const config = { cacheMinutes: 10, preloadDelayMs: 1000 };
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (url.includes('broken')) return new Response('nope', { status: 500 });
    return Response.json({ slug: url, categories: [], useCases: [] });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const banking = industryNeeds.all('banking', config.cacheMinutes);

describe('the industry data cache', () => {
  it('concurrent callers during a load share that load', async () => {
    const client = new QueryClient();
    const first = client.fetchQuery(queryOptionsFor(banking));
    const second = client.fetchQuery(queryOptionsFor(banking));
    await vi.advanceTimersByTimeAsync(100);
    expect(await first).toEqual(await second);
    expect(requests).toEqual(['/_data/industries/banking.json']);
  });

  it('is valid for 10 minutes, then loads again', async () => {
    const client = new QueryClient();
    const load = () => {
      const result = client.fetchQuery(queryOptionsFor(banking));
      void vi.advanceTimersByTimeAsync(100);
      return result;
    };
    await load();
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    await load();
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await load();
    expect(requests).toHaveLength(2);
  });

  it('a refresh clears the cache', async () => {
    const client = new QueryClient();
    const load = () => {
      const result = client.fetchQuery(queryOptionsFor(banking));
      void vi.advanceTimersByTimeAsync(100);
      return result;
    };
    await load();
    refreshIndustryData(client);
    expect(client.getQueryData(banking.queryKey)).toBeUndefined();
    await load();
    expect(requests).toHaveLength(2);
  });
});

describe('what an industry loads', () => {
  it('one file in one stage; categories, use cases and technologies in two', () => {
    expect(needsOfIndustry({ slug: 'banking', stages: 1 }, 5).map((n) => n.url)).toEqual(['/_data/industries/banking.json']);
    expect(needsOfIndustry({ slug: 'real-estate', stages: 2 }, 5).map((n) => n.url)).toEqual([
      '/_data/industries/real-estate/categories.json',
      '/_data/industries/real-estate/use-cases.json',
      '/_data/technologies.json',
    ]);
  });
});

describe('preloading', () => {
  const industry = (slug: string, stages: 1 | 2 = 1): IndustryRef => ({ slug, key: slug, route: `/${slug}`, name: slug, summary: '', stages, technologies: [] });
  const shell = (industries: IndustryRef[]) => ({ industries, industryPages: config as never });

  it('loads every industry in parallel 1000 ms after start, one industry started per task', async () => {
    const client = new QueryClient();
    preloadIndustries(client, shell([industry('banking'), industry('real-estate', 2), industry('retail')]));
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]).toBe('/_data/industries/banking.json');
    // the others follow in the next tasks, with no timer in between
    await vi.waitFor(() => expect(requests).toHaveLength(5));
    expect(requests.sort()).toEqual([
      '/_data/industries/banking.json',
      '/_data/industries/real-estate/categories.json',
      '/_data/industries/real-estate/use-cases.json',
      '/_data/industries/retail.json',
      '/_data/technologies.json',
    ]);
    await vi.advanceTimersByTimeAsync(100);
    expect(client.getQueryData(industryNeeds.all('retail', config.cacheMinutes).queryKey)).toBeDefined();
  });

  it('a failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 10 } } });
    preloadIndustries(client, shell([industry('broken'), industry('banking')]));
    await vi.advanceTimersByTimeAsync(5000);
    expect(warn).toHaveBeenCalledWith('Preloading broken data failed:', expect.any(Error));
    expect(client.getQueryData(industryNeeds.all('banking', config.cacheMinutes).queryKey)).toBeDefined();
  });

  it('can be cancelled, and does nothing without industries', async () => {
    const client = new QueryClient();
    const cancel = preloadIndustries(client, shell([industry('banking')]));
    cancel();
    preloadIndustries(client, shell([]));
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toEqual([]);
  });
});

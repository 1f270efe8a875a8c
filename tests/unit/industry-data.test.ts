import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadIndustries, queryOptionsFor, refreshIndustryData } from '../../src/industry/data.ts';
import { industryNeeds, needsOfIndustry } from '../../src/industry/urls.ts';
import type { IndustryLoad } from '../../src/model/types.ts';
import { WAIT } from '../helpers/wait.ts';

/** The industry data service: 10-minute cache, one shared load for concurrent callers, refresh, preload. */
const config = { cacheMinutes: 10, preloadDelayMs: 1000 };
const requests: string[] = [];
/** What /_data/preload.json lists: every industry on a site of the specification's size, none on a larger one. */
let preloadedEverywhere: IndustryLoad[] = [];

beforeEach(() => {
  requests.length = 0;
  preloadedEverywhere = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (url.includes('broken')) return new Response('nope', { status: 500 });
    if (url === '/_data/preload.json') return Response.json(preloadedEverywhere);
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
  const industry = (slug: string, stages: 1 | 2 = 1): IndustryLoad => ({ slug, stages });

  it('loads every industry of /_data/preload.json in parallel 1000 ms after start, one industry started per task', async () => {
    preloadedEverywhere = [industry('banking'), industry('real-estate', 2), industry('retail')];
    const client = new QueryClient();
    preloadIndustries(client, config);
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual(['/_data/preload.json']);
    await vi.advanceTimersByTimeAsync(50);
    expect(requests[1]).toBe('/_data/industries/banking.json');
    // the others follow in the next tasks, with no timer in between
    await vi.waitFor(() => expect(requests).toHaveLength(6), WAIT);
    expect(requests.slice(1).sort()).toEqual([
      '/_data/industries/banking.json',
      '/_data/industries/real-estate/categories.json',
      '/_data/industries/real-estate/use-cases.json',
      '/_data/industries/retail.json',
      '/_data/technologies.json',
    ]);
    await vi.advanceTimersByTimeAsync(100);
    expect(client.getQueryData(industryNeeds.all('retail', config.cacheMinutes).queryKey)).toBeDefined();
  });

  it('on a site past the threshold (none listed for every page), only the industries the page links to, each once', async () => {
    const client = new QueryClient();
    preloadIndustries(client, config, [industry('retail'), industry('retail')]);
    await vi.advanceTimersByTimeAsync(1050);
    await vi.waitFor(() => expect(requests).toEqual(['/_data/preload.json', '/_data/industries/retail.json']), WAIT);
  });

  it('a failure is only logged', async () => {
    preloadedEverywhere = [industry('broken'), industry('banking')];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 10 } } });
    preloadIndustries(client, config);
    await vi.advanceTimersByTimeAsync(5000);
    expect(warn).toHaveBeenCalledWith('Preloading broken data failed:', expect.any(Error));
    expect(client.getQueryData(industryNeeds.all('banking', config.cacheMinutes).queryKey)).toBeDefined();
  });

  it('can be cancelled, and loads no industry data when there is none to preload', async () => {
    preloadedEverywhere = [industry('banking')];
    const client = new QueryClient();
    const cancel = preloadIndustries(client, config);
    cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toEqual([]);
    preloadedEverywhere = [];
    preloadIndustries(client, config);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toEqual(['/_data/preload.json']);
  });
});

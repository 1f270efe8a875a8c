import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/site/load-site.ts';
import { createSearchCore, typosAllowed } from '../../src/search/core.ts';
import { SEARCH_DATA_URL, toSearchData, type SearchData } from '../../src/search/data.ts';
import { createEmbeddedEngine, type SearchWorker } from '../../src/search/embedded.ts';
import { createSearchService } from '../../src/search/service.ts';
import { highlight } from '../../src/search/text.ts';
import type { SearchDocument } from '../../src/search/types.ts';

/** The embedded engine's relevance rules, on small hand-made sets and on the shipped use cases; the worker's protocol. */
function doc(id: string, title: string, description: string, technologies: string[] = [], industry = 'Energy'): SearchDocument {
  return {
    id,
    industry: { slug: industry.toLowerCase(), name: industry, route: `/${industry.toLowerCase()}` },
    useCase: {
      id,
      title,
      description,
      advantage: 'Saves time for the team.',
      example: 'A utility in the south of the country.',
      application: 'Runs every morning before the shift starts.',
      technology: technologies.map((t) => t.toLowerCase().replace(/ /g, '_')),
      technologyObjects: technologies.map((name) => ({ id: name.toLowerCase().replace(/ /g, '_'), name })),
      categories: [],
    },
  };
}

const small = [
  doc('invoice', 'Invoice Reconciliation Agent', 'Pairs supplier bills with purchase orders.', ['Document AI']),
  doc('predictive', 'Predictive Maintenance Planner', 'Schedules repairs before turbines fail.', ['Anomaly Detection']),
  doc('pricing-title', 'Dynamic Pricing Agent', 'Sets tariffs hour by hour.', ['Reinforcement Learning']),
  doc('pricing-tech', 'Tariff Desk Copilot', 'Answers account managers about tariffs.', ['Pricing Optimization']),
  doc('pricing-text', 'Retail Offer Reviewer', 'Checks the pricing of every retail offer against the regulator rules.', ['Large Language Models']),
  doc('food', 'Food Safety Auditor', 'Reads inspection reports of kitchens.', ['Natural Language Processing'], 'Retail'),
];

const core = (docs = small) => createSearchCore(toSearchData(docs));
const ids = (query: string, docs = small) => core(docs).search(query, 0, 20).hits.map((h) => h.useCase.id);

describe('embedded search engine', () => {
  it('allows typos like Algolia: none under 4 letters, 1 from 4 to 7, 2 from 8', () => {
    expect([typosAllowed('ai'), typosAllowed('bot'), typosAllowed('bank'), typosAllowed('billing'), typosAllowed('forecast'), typosAllowed('reconciliation')]).toEqual([0, 0, 1, 1, 2, 2]);
    expect(ids('invice reconciliation')).toEqual(['invoice']); // 6 letters, 1 typo
    expect(ids('invc reconciliation')).toEqual([]); // 4 letters, 2 typos
    expect(ids('reconcilaton invoice')).toEqual(['invoice']); // 12 letters, 2 typos
    expect(ids('recncilaton invoice')).toEqual([]); // 3 typos
    expect(ids('fod auditor')).toEqual([]); // 3 letters: exact only
    expect(ids('food auditr')).toEqual(['food']);
  });

  it('completes only the last word, the one being typed', () => {
    expect(ids('maintenance predict')).toEqual(['predictive']);
    expect(ids('predict maintenance')).toEqual([]);
    expect(ids('mainten')).toEqual(['predictive']);
    // a single letter completes in titles only ("Safety"), not in the other texts ("Schedules", "Sets")
    expect(ids('s')).toEqual(['food']);
    // two letters complete in titles, technologies and industries ("Reconciliation", "Reinforcement",
    // "Retail"), not in descriptions ("repairs"); from three letters everywhere
    expect(ids('re').sort()).toEqual(['food', 'invoice', 'pricing-text', 'pricing-title']);
    expect(ids('tu')).toEqual([]);
    expect(ids('tur')).toEqual(['predictive']);
  });

  it('ranks a match in the title above one in the technologies, above one in the description', () => {
    expect(ids('pricing')).toEqual(['pricing-title', 'pricing-tech', 'pricing-text']);
  });

  it('searches the title, technologies, industry and description, and not the long texts the dialog loads', () => {
    expect(ids('anomaly')).toEqual(['predictive']);
    expect(ids('retail')).toEqual(['pricing-text', 'food']);
    // words of the advantage, example and application only: they are not in the search data
    for (const word of ['saves', 'utility', 'morning']) expect(ids(word), word).toEqual([]);
  });

  it('returns the matched words for highlighting, pages of results, the total and the time taken', () => {
    const engine = core();
    const page = engine.search('turbnes', 0, 20);
    expect(page.hits[0].description).toEqual([
      { text: 'Schedules repairs before ', match: false },
      { text: 'turbines', match: true },
      { text: ' fail.', match: false },
    ]);
    expect(page.hits[0]).toMatchObject({ id: 'energy/predictive', industry: { slug: 'energy', name: 'Energy', route: '/energy' } });
    expect(page.hits[0].useCase.technologyObjects).toEqual([{ id: 'anomaly_detection', name: 'Anomaly Detection' }]);
    expect(page.ms).toBeGreaterThanOrEqual(0);
    expect(engine.search('   ', 0, 20)).toMatchObject({ hits: [], total: 0 });

    const first = engine.search('agent', 0, 1);
    const second = engine.search('agent', 1, 1);
    expect(first.total).toBe(2);
    expect([first.hits.length, second.hits.length]).toEqual([1, 1]);
    expect(first.hits[0].id).not.toBe(second.hits[0].id);
  });

  it('suggests at most the requested number of titles that hold every word, and nothing for a blank query', () => {
    const engine = core();
    expect(engine.suggest('pri', 5).map((s) => s.title)).toEqual(['Dynamic Pricing Agent']);
    expect(engine.suggest('agent', 1).map((s) => s.title)).toHaveLength(1);
    expect(engine.suggest('reconciliation ag', 5)[0].segments).toEqual([
      { text: 'Invoice ', match: false },
      { text: 'Reconciliation', match: true },
      { text: ' ', match: false },
      { text: 'Agent', match: true },
    ]);
    // "regulator" is in a description only: a result, not a suggestion
    expect(engine.search('regulator', 0, 20).total).toBe(1);
    expect(engine.suggest('regulator', 5)).toEqual([]);
    expect(engine.suggest('  ', 5)).toEqual([]);
  });

  it('finds the right shipped use cases despite misspellings', () => {
    const { model } = loadSite();
    const engine = createSearchCore(model!.data[SEARCH_DATA_URL] as SearchData);
    for (const [query, word] of [
      ['maintanance', 'Maintenance'],
      ['forcasting', 'Forecasting'],
      ['schedualing', 'Scheduling'],
    ]) {
      const page = engine.search(query, 0, 20);
      expect(page.total, query).toBeGreaterThanOrEqual(5);
      for (const hit of page.hits.slice(0, 5)) expect(hit.useCase.title, query).toContain(word);
      expect(page.hits[0].title.some((s) => s.match && s.text === word)).toBe(true);
    }
  });
});

/** The search worker's service, run in this process behind the engine the page uses. */
function inProcessWorker(load: () => Promise<SearchData>) {
  const service = createSearchService(load);
  const posted: unknown[] = [];
  const worker: SearchWorker & { terminated: boolean; posted: unknown[] } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    posted,
    postMessage(request) {
      void service.answer(request).then((reply) => {
        posted.push(reply);
        if (!worker.terminated) worker.onmessage?.({ data: reply });
      });
    },
    terminate() {
      worker.terminated = true;
    },
  };
  void service.status.then((status) => worker.onmessage?.({ data: status }));
  return worker;
}

describe('the embedded engine, a client of the search worker', () => {
  const many = toSearchData(Array.from({ length: 2_000 }, (_, i) => doc(`uc-${i}`, `Agent number ${i}`, `Handles task ${i} for team ${i % 97}.`)));

  it('is ready once the worker has built the index, and gets back only the page of results asked for', async () => {
    const worker = inProcessWorker(async () => many);
    const engine = await createEmbeddedEngine(() => worker);
    const page = await engine.search('agent', 2, 20);
    expect(page.total).toBe(2_000);
    expect(page.hits.map((h) => h.useCase.title)).toHaveLength(20);
    expect(page.hits[0].title).toEqual([
      { text: 'Agent', match: true },
      { text: page.hits[0].useCase.title.slice('Agent'.length), match: false },
    ]);
    // what crossed from the worker: one page, never the whole result list
    const reply = worker.posted.at(-1) as { value: { hits: unknown[] } };
    expect(reply.value.hits).toHaveLength(20);
    expect((await engine.suggest('agent number 7', 5)).map((s) => s.title)).toHaveLength(5);
    expect(await engine.suggest(' ', 5)).toEqual([]);
  });

  it('answers a search sent while the index builds once it is ready', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const worker = inProcessWorker(async () => {
      await gate;
      return many;
    });
    const ready = createEmbeddedEngine(() => worker);
    const early = worker.postMessage({ id: 99, type: 'search', query: 'team 5', page: 0, hitsPerPage: 20 });
    expect(early).toBeUndefined();
    release();
    const engine = await ready;
    expect((await engine.search('team 5', 0, 20)).total).toBeGreaterThan(0);
    expect(worker.posted.some((reply) => (reply as { id: number }).id === 99)).toBe(true);
  });

  it('fails, and ends its worker, when the search data cannot be loaded; searching then fails at once', async () => {
    const worker = inProcessWorker(async () => {
      throw new Error('GET /_data/search.json answered 503');
    });
    await expect(createEmbeddedEngine(() => worker)).rejects.toThrow('GET /_data/search.json answered 503');
    expect(worker.terminated).toBe(true);
  });

  it('fails when the worker itself does not start (its script did not load)', async () => {
    const worker = inProcessWorker(() => new Promise<SearchData>(() => {}));
    const started = createEmbeddedEngine(() => worker);
    worker.onerror?.({});
    await expect(started).rejects.toThrow(/the search worker stopped/);
    expect(worker.terminated).toBe(true);
  });
});

describe('highlight', () => {
  it('marks whole words whose normalised form matched, keeping accents and case of the text', () => {
    expect(highlight('Prévision des ventes', new Set(['prevision']))).toEqual([
      { text: 'Prévision', match: true },
      { text: ' des ventes', match: false },
    ]);
  });
});

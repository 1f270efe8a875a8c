import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/load-site.ts';
import { createEmbeddedEngine, typosAllowed, type SearchDocument } from '../../src/search/embedded.ts';
import { searchDocumentsOfModel } from '../../src/search/documents.ts';
import { highlight } from '../../src/search/text.ts';

/** The embedded engine's relevance rules, on small hand-made sets and on the shipped use cases. */
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

const titles = async (query: string, docs = small) => (await (await createEmbeddedEngine(docs)).search(query, 0, 20)).hits.map((h) => h.id);

describe('embedded search engine', () => {
  it('allows typos like Algolia: none under 4 letters, 1 from 4 to 7, 2 from 8', async () => {
    expect([typosAllowed('ai'), typosAllowed('bot'), typosAllowed('bank'), typosAllowed('billing'), typosAllowed('forecast'), typosAllowed('reconciliation')]).toEqual([0, 0, 1, 1, 2, 2]);
    expect(await titles('invice reconciliation')).toEqual(['invoice']); // 6 letters, 1 typo
    expect(await titles('invc reconciliation')).toEqual([]); // 4 letters, 2 typos
    expect(await titles('reconcilaton invoice')).toEqual(['invoice']); // 12 letters, 2 typos
    expect(await titles('recncilaton invoice')).toEqual([]); // 3 typos
    expect(await titles('fod auditor')).toEqual([]); // 3 letters: exact only
    expect(await titles('food auditr')).toEqual(['food']);
  });

  it('completes only the last word, the one being typed', async () => {
    expect(await titles('maintenance predict')).toEqual(['predictive']);
    expect(await titles('predict maintenance')).toEqual([]);
    expect(await titles('mainten')).toEqual(['predictive']);
    // a single letter completes in titles only ("Safety"), not in the other texts ("Schedules", "Sets")
    expect(await titles('s')).toEqual(['food']);
  });

  it('ranks a match in the title above one in the technologies, above one in the other texts', async () => {
    expect(await titles('pricing')).toEqual(['pricing-title', 'pricing-tech', 'pricing-text']);
  });

  it('returns the matched words for highlighting, pages of results, the total and the time taken', async () => {
    const engine = await createEmbeddedEngine(small);
    const page = await engine.search('turbnes', 0, 20);
    expect(page.hits[0].description).toEqual([
      { text: 'Schedules repairs before ', match: false },
      { text: 'turbines', match: true },
      { text: ' fail.', match: false },
    ]);
    expect(page.ms).toBeGreaterThanOrEqual(0);
    expect(await engine.search('   ', 0, 20)).toMatchObject({ hits: [], total: 0 });

    const first = await engine.search('agent', 0, 1);
    const second = await engine.search('agent', 1, 1);
    expect(first.total).toBe(2);
    expect([first.hits.length, second.hits.length]).toEqual([1, 1]);
    expect(first.hits[0].id).not.toBe(second.hits[0].id);
  });

  it('suggests at most the requested number of titles, and nothing for a blank query', async () => {
    const engine = await createEmbeddedEngine(small);
    expect((await engine.suggest('pri', 5)).map((s) => s.title)).toEqual(['Dynamic Pricing Agent']);
    expect(await engine.suggest('  ', 5)).toEqual([]);
  });

  it('indexes a large set without blocking: timers run while it builds', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => doc(`uc-${i}`, `Agent number ${i}`, `Handles task ${i} for team ${i % 97}.`));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const engine = await createEmbeddedEngine(many);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    expect((await engine.search('agent', 0, 20)).total).toBe(20_000);
  });

  it('finds the right shipped use cases despite misspellings', async () => {
    const { model } = loadSite();
    const docs = searchDocumentsOfModel(model!.shell.industries, model!.data);
    const engine = await createEmbeddedEngine(docs);
    for (const [query, word] of [
      ['maintanance', 'Maintenance'],
      ['forcasting', 'Forecasting'],
      ['schedualing', 'Scheduling'],
    ]) {
      const page = await engine.search(query, 0, 20);
      expect(page.total, query).toBeGreaterThanOrEqual(5);
      for (const hit of page.hits.slice(0, 5)) expect(hit.useCase.title, query).toContain(word);
      expect(page.hits[0].title.some((s) => s.match && s.text === word)).toBe(true);
    }
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

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { industriesFormula } from '../../src/airtable/formula.ts';
import { readBase, readCatalogueEntries, type AirtableSettings } from '../../src/airtable/read.ts';
import { loadConfiguredSite } from '../../src/config/sources/data-source.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { baseFromSite, recordId } from '../helpers/airtable-base.ts';
import { BASE_ID, comparable, projectCopy, TOKEN, TOKEN_ENV, useAirtable } from '../helpers/airtable-site.ts';
import { fakeAirtable, RESET, type FakeAirtable, type FakeAirtableRecord } from '../helpers/fake-services.ts';

const industries: FakeAirtableRecord[] = [
  { id: recordId('i1'), fields: { Id: 'agriculture', Title: "Farmer's Co-operatives", Description: 'Agents for crop planning and yield forecasts', ImageUrl: [{ url: 'https://images.example/agri.jpg' }], Technologies: 'Computer Vision, Predictive Analytics' } },
  { id: recordId('i2'), fields: { Id: 'banking', Title: 'Banking', Description: "Lending decisions and the bank's back office", Technologies: 'Credit Scoring,Large Language Models', 'Use Cases': ['recA'] } },
  { id: recordId('i3'), fields: { Title: 'Retail', Description: 'Pricing and stores' } },
];

function settings(fake: FakeAirtable, extra: Partial<AirtableSettings> = {}): AirtableSettings {
  return { baseId: BASE_ID, token: TOKEN, tokenEnv: TOKEN_ENV, view: 'Grid view', timeoutSeconds: 20, endpointUrl: fake.url, noRetryIfRateLimited: true, ...extra };
}

describe('reading a base with the official client', () => {
  let fake: FakeAirtable;
  const many = Array.from({ length: 250 }, (_, i) => ({ id: recordId(`t${i}`), fields: { id: `technology-${i}`, name: `Technology ${i}` } }));
  beforeAll(async () => {
    fake = await fakeAirtable({ baseId: BASE_ID, token: TOKEN, tables: { Technologies: many, 'Use Cases': [], Orchards: [], Industries: industries } });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.requests.length = 0;
    fake.delayMs = 0;
  });

  it('follows the offsets through every page, through the configured view', async () => {
    const snapshot = await readBase(settings(fake), ['Orchards']);
    expect(snapshot.tables.Technologies.map((r) => r.fields.id)).toEqual(many.map((r) => r.fields.id));
    const pages = fake.requests.filter((r) => r.path.startsWith(`/v0/${BASE_ID}/Technologies`));
    expect(pages).toHaveLength(3);
    expect(pages.map((r) => new URL(r.path, 'http://x').searchParams.get('offset'))).toEqual([null, `itr100/${many[100].id}`, `itr200/${many[200].id}`]);
    expect(pages.every((r) => new URL(r.path, 'http://x').searchParams.get('view') === 'Grid view')).toBe(true);
    // Industries is read whole, without a view, like the catalogue
    const industriesRead = fake.requests.find((r) => r.path.startsWith(`/v0/${BASE_ID}/Industries`))!;
    expect(new URL(industriesRead.path, 'http://x').searchParams.has('view')).toBe(false);
    expect(fake.requests.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('maps catalogue entries as the seed does: Id else record id, first image else the default, technologies split on commas', async () => {
    const entries = await readCatalogueEntries(settings(fake), {}, '/assets/images/industry.svg');
    expect(entries).toEqual([
      { id: 'agriculture', title: "Farmer's Co-operatives", description: 'Agents for crop planning and yield forecasts', imageUrl: 'https://images.example/agri.jpg', technologies: [{ name: 'Computer Vision', type: 'AI Technology' }, { name: 'Predictive Analytics', type: 'AI Technology' }], useCases: [] },
      { id: 'banking', title: 'Banking', description: "Lending decisions and the bank's back office", imageUrl: '/assets/images/industry.svg', technologies: [{ name: 'Credit Scoring', type: 'AI Technology' }, { name: 'Large Language Models', type: 'AI Technology' }], useCases: ['recA'] },
      { id: industries[2].id, title: 'Retail', description: 'Pricing and stores', imageUrl: '/assets/images/industry.svg', technologies: [], useCases: [] },
    ]);
  });

  it('searches Title and Description ignoring case, with quotes escaped, AND-ed with the industry id', async () => {
    expect(industriesFormula({ search: "  Farmer'S ", industry: 'agriculture' })).toBe(
      "AND(OR(SEARCH('farmer\\'s', LOWER({Title})), SEARCH('farmer\\'s', LOWER({Description}))), {Id} = 'agriculture')",
    );
    expect(industriesFormula({})).toBeUndefined();
    expect((await readCatalogueEntries(settings(fake), { search: "FARMER'S" })).map((e) => e.id)).toEqual(['agriculture']);
    expect((await readCatalogueEntries(settings(fake), { search: "bank's back" })).map((e) => e.id)).toEqual(['banking']);
    expect((await readCatalogueEntries(settings(fake), { search: 'agents', industry: 'banking' })).map((e) => e.id)).toEqual([]);
    expect((await readCatalogueEntries(settings(fake), { search: 'agents', industry: 'agriculture' })).map((e) => e.id)).toEqual(['agriculture']);
    expect((await readCatalogueEntries(settings(fake), { search: "it's \\ odd'" })).map((e) => e.id)).toEqual([]);
    const sent = fake.requests.map((r) => new URL(r.path, 'http://x').searchParams.get('filterByFormula'));
    expect(sent[0]).toBe("OR(SEARCH('farmer\\'s', LOWER({Title})), SEARCH('farmer\\'s', LOWER({Description})))");
  });

  it('filters by technology name as a case-insensitive substring, dropping entries without a match', async () => {
    expect((await readCatalogueEntries(settings(fake), { technology: 'SCORING' })).map((e) => e.id)).toEqual(['banking']);
    expect((await readCatalogueEntries(settings(fake), { technology: 'a' })).map((e) => e.id)).toEqual(['agriculture', 'banking']);
    expect((await readCatalogueEntries(settings(fake), { technology: 'quantum' })).map((e) => e.id)).toEqual([]);
  });

  it('sends a formula too long for a URL as POST …/listRecords', async () => {
    const term = 'predictive maintenance '.repeat(800);
    expect(await readCatalogueEntries(settings(fake), { search: term })).toEqual([]);
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toMatch(new RegExp(`^/v0/${BASE_ID}/Industries/listRecords`));
    expect((request.body as { filterByFormula: string }).filterByFormula).toContain(term.trim().slice(0, 100));
  });

  it.each([
    ['a wrong token', { token: 'patWRONG' }, /refused the token \(401 AUTHENTICATION_REQUIRED\).*TEST_AIRTABLE_TOKEN holds a valid personal access token/],
    ['a table that does not exist', {}, /denied access \(403 NOT_AUTHORIZED\) to table "Vineyards".*no table is named "Vineyards".*data.records:read scope/, ['Vineyards']],
    ['a wrong base id', { baseId: 'appWrongBase12345' }, /found nothing \(404 NOT_FOUND\).*check data.airtable.baseId/],
    ['an unknown view', { view: 'Published' }, /\(422 VIEW_NAME_NOT_FOUND\).*Could not find a view named "Published".*Check that the view "Published" exists/],
  ])('explains %s', async (_, extra, message, tables = ['Orchards']) => {
    await expect(readBase(settings(fake, extra), tables)).rejects.toThrow(message);
  });

  it('keeps an industry id with quotes inside its string (no formula injection)', async () => {
    await expect(readCatalogueEntries(settings(fake), { industry: "x') , TRUE(), ('" })).resolves.toEqual([]);
  });

  it('explains an invalid formula (422) with the formula', async () => {
    const { explainFailure } = await import('../../src/airtable/read.ts');
    const base = await fakeAirtable({ baseId: BASE_ID, token: TOKEN, tables: { Industries: industries } });
    try {
      const Airtable = (await import('airtable')).default;
      const table = new Airtable({ apiKey: TOKEN, endpointUrl: base.url }).base(BASE_ID)('Industries');
      const failure = await table.select({ filterByFormula: "SEARCH('a', {Title}" }).all().catch((e: unknown) => e);
      expect(explainFailure(failure, settings(base), 'Industries', { filterByFormula: "SEARCH('a', {Title}" }).message).toMatch(/422 INVALID_FILTER_BY_FORMULA.*Check the filter formula: SEARCH\('a', \{Title\}/);
    } finally {
      await base.close();
    }
  });

  it.each([
    [429, /429 Too Many Requests.*more than 5 requests a second/],
    [500, /server error \(500 SERVER_ERROR\).*build again in a few minutes/],
    [503, /server error \(503 SERVICE_UNAVAILABLE\)/],
    [502, /server error \(502 /],
  ])('explains a %i answer', async (status, message) => {
    fake.failNext('Technologies', status);
    await expect(readBase(settings(fake), ['Orchards'])).rejects.toThrow(message);
  });

  it('explains a server that cannot be reached', async () => {
    const gone = await fakeAirtable({ baseId: BASE_ID, token: TOKEN, tables: {} });
    await gone.close();
    await expect(readBase(settings(fake, { endpointUrl: gone.url }), [])).rejects.toThrow(/Could not reach Airtable at http:\/\/127\.0\.0\.1:\d+ .*Check the network connection/);
  });

  it('reads a table again once when the connection was closed under the request (a kept-alive connection the server dropped)', async () => {
    fake.failNext('Industries', RESET);
    const snapshot = await readBase(settings(fake), ['Orchards']);
    expect(snapshot.tables.Industries).toHaveLength(3);
    expect(fake.requests.filter((r) => r.path.startsWith(`/v0/${BASE_ID}/Industries`))).toHaveLength(2);
    fake.failNext('Industries', RESET, RESET);
    await expect(readBase(settings(fake), ['Orchards'])).rejects.toThrow(/Could not reach Airtable .*ECONNRESET|socket hang up/);
  });

  it('waits after a 429 with the client’s backoff, then reads on', async () => {
    fake.failNext('Industries', 429);
    const snapshot = await readBase(settings(fake, { noRetryIfRateLimited: false }), ['Orchards']);
    expect(snapshot.tables.Industries).toHaveLength(3);
    expect(fake.requests.filter((r) => r.path.startsWith(`/v0/${BASE_ID}/Industries`))).toHaveLength(2);
  });

  it('stops a read that takes longer than the time bound, with a message saying so', async () => {
    // the base would answer after a minute: stopped by the bound, not by the answer (with room for a busy machine)
    fake.delayMs = 60_000;
    const started = Date.now();
    await expect(readBase(settings(fake, { timeoutSeconds: 1 }), ['Orchards'])).rejects.toThrow(/took longer than 1 s and was stopped.*data.airtable.timeoutSeconds/);
    expect(Date.now() - started).toBeLessThan(50_000);
  });

  it('keeps 429s inside the time bound when the client retries for ever', async () => {
    fake.failNext('Technologies', ...Array.from({ length: 50 }, () => 429));
    await expect(readBase(settings(fake, { noRetryIfRateLimited: false, timeoutSeconds: 2 }), ['Orchards'])).rejects.toThrow(/took longer than 2 s/);
  });
});

describe('the site from an Airtable base', () => {
  let fake: FakeAirtable;
  let site: { root: string; remove: () => void };
  beforeAll(async () => {
    site = projectCopy();
    fake = await fakeAirtable({ baseId: BASE_ID, token: TOKEN, tables: baseFromSite(site.root) });
    useAirtable(site.root);
    process.env[TOKEN_ENV] = TOKEN;
  });
  afterAll(async () => {
    delete process.env[TOKEN_ENV];
    site.remove();
    await fake.close();
  });

  it('gives the same site model as the YAML files it came from', async () => {
    const fromYaml = loadSite();
    const fromAirtable = await loadConfiguredSite(site.root, { endpointUrl: fake.url });
    expect(fromAirtable.problems.map(formatProblem)).toEqual([]);
    expect(comparable(fromAirtable.model)).toEqual(comparable(fromYaml.model));
  });

  it('fails with the located problem when the token variable is not set', async () => {
    delete process.env[TOKEN_ENV];
    try {
      const result = await loadConfiguredSite(site.root, { endpointUrl: fake.url });
      expect(result.model).toBeUndefined();
      expect(result.problems.map(formatProblem)).toContainEqual(expect.stringMatching(/^site\.config\.yaml:\d+:\d+ the environment variable TEST_AIRTABLE_TOKEN is not set: set it to an Airtable personal access token/));
    } finally {
      process.env[TOKEN_ENV] = TOKEN;
    }
  });

  it('fails with the explained status when Airtable refuses, and leaves the YAML untouched', async () => {
    const { readFileSync } = await import('node:fs');
    const before = readFileSync(`${site.root}/pages/industries/banking.yaml`, 'utf8');
    fake.failNext('Use Cases', 500);
    const result = await loadConfiguredSite(site.root, { endpointUrl: fake.url, noRetryIfRateLimited: true });
    expect(result.model).toBeUndefined();
    expect(result.problems.map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^Airtable base ${BASE_ID}: Airtable had a server error \\(500 SERVER_ERROR\\) when reading table "Use Cases"`))]);
    expect(result.problems[0].code).toBe('airtable-read-failed');
    expect(readFileSync(`${site.root}/pages/industries/banking.yaml`, 'utf8')).toBe(before);
  });
});

describe('mistakes in the base are located by table, record and field', () => {
  it('reports each, all at once', async () => {
    const site = projectCopy();
    const tables = baseFromSite(site.root);
    const [first, third] = tables['Use Cases'].filter((r) => 'banking' in r.fields);
    const second = tables['Use Cases'].find((r) => r.fields.retail === 'merchandising')!;
    delete first.fields.title;
    second.fields.retail = 'merchandizing';
    third.fields.technology = ['quantum-annealing'];
    const technology = tables.Technologies[0];
    technology.fields.id = 'Large Language Models';
    tables.Banking[1].fields.name = '';
    const fake = await fakeAirtable({ baseId: BASE_ID, token: TOKEN, tables });
    useAirtable(site.root);
    process.env[TOKEN_ENV] = TOKEN;
    try {
      const result = await loadConfiguredSite(site.root, { endpointUrl: fake.url });
      const lines = result.problems.map(formatProblem);
      expect(result.model).toBeUndefined();
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^Airtable table "Use Cases", record ${first.id}, field "title": "title" is empty`)),
          expect.stringMatching(new RegExp(`^Airtable table "Use Cases", record ${second.id}, field "retail": no category with the id "merchandizing" in this page's industry; did you mean "merchandising"`)),
          expect.stringMatching(new RegExp(`^Airtable table "Use Cases", record ${third.id}, field "technology": .*quantum-annealing`)),
          expect.stringMatching(new RegExp(`^Airtable table "Technologies", record ${technology.id}, field "id": .*lower-case letters`)),
          expect.stringMatching(new RegExp(`^Airtable table "Banking", record ${tables.Banking[1].id}, field "name": `)),
        ]),
      );
    } finally {
      delete process.env[TOKEN_ENV];
      site.remove();
      await fake.close();
    }
  });
});

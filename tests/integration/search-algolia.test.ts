import { execFile } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import type { AlgoliaConfig, SearchIndexConfig } from '../../src/model/types.ts';
import { createAlgoliaEngine } from '../../src/search/algolia.ts';
import { searchDocumentsOfModel } from '../../src/search/documents.ts';
import { pushSearchIndex } from '../../src/search/push.ts';
import { INDEX_SETTINGS, toAlgoliaRecord, type AlgoliaRecord } from '../../src/search/records.ts';
import { fakeAlgolia, type FakeAlgolia } from '../helpers/fake-services.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/** The Algolia adapter and npm run search:push, with the official client, against a local server speaking Algolia's REST API. */
const APP_ID = 'TESTAPP123';
const SEARCH_KEY = 'search-only-key';
const ADMIN_KEY = 'admin-key-with-write-rights';
const INDEX = 'usecases_index';

const technologies = [
  { id: 'nlp', name: 'Natural Language Processing' },
  { id: 'ocr', name: 'Document AI' },
  { id: 'forecast', name: 'Time-Series Forecasting' },
];

function record(objectID: string, title: string, description: string, techs: string[]): AlgoliaRecord {
  return {
    objectID,
    fields: {
      Title: title,
      Description: description,
      Advantage: `Advantage of ${title}`,
      Example: `Example of ${title}`,
      Application: `Application of ${title}`,
      Technologies: techs,
      Industry: 'Energy',
      IndustrySlug: 'energy',
    },
  };
}

const records = [
  record('energy/invoice-matcher', 'Supplier Invoice Matcher', 'Matches supplier invoices to purchase orders & receipts.', ['ocr', 'nlp']),
  record('energy/load-forecaster', 'Grid Load Forecaster', 'Forecasts <hourly> grid load from weather and calendars.', ['forecast', 'graph_neural_networks', 'nlp', 'ocr']),
];

let running: FakeAlgolia[] = [];
afterEach(async () => {
  await Promise.all(running.map((r) => r.close()));
  running = [];
});

async function algolia(options: { failWith?: number } = {}): Promise<FakeAlgolia> {
  const service = await fakeAlgolia({ appId: APP_ID, searchKey: SEARCH_KEY, adminKey: ADMIN_KEY, indices: { [INDEX]: records }, ...options });
  running.push(service);
  return service;
}

function configFor(service: FakeAlgolia, apiKey = SEARCH_KEY): AlgoliaConfig {
  const { hostname, port } = new URL(service.url);
  return { appId: APP_ID, apiKey, indexName: INDEX, hosts: [{ url: hostname, port: Number(port), protocol: 'http' }] };
}

describe('Algolia engine', () => {
  it('sends POST /1/indexes/usecases_index/query with the query, page size, attributes and highlight tags of the seed', async () => {
    const service = await algolia();
    const engine = createAlgoliaEngine(configFor(service), technologies);
    await engine.search('invoice', 0, 20);

    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect(request.method).toBe('POST');
    expect(request.path.split('?')[0]).toBe('/1/indexes/usecases_index/query');
    expect(request.headers['x-algolia-application-id']).toBe(APP_ID);
    expect(request.headers['x-algolia-api-key']).toBe(SEARCH_KEY);
    const body = request.body as Record<string, unknown>;
    expect(body).toMatchObject({ query: 'invoice', hitsPerPage: 20, page: 0, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    expect(body.attributesToRetrieve).toEqual(
      expect.arrayContaining(['fields.Title', 'fields.Description', 'fields.Advantage', 'fields.Example', 'fields.Application', 'fields.Technologies']),
    );
  });

  it('maps hits to the dialog fields, highlights as text (never HTML), and shows unknown technology ids with spaces', async () => {
    const service = await algolia();
    const engine = createAlgoliaEngine(configFor(service), technologies, [{ slug: 'energy', name: 'Energy', route: '/energy' }]);
    const page = await engine.search('grid', 0, 20);

    expect(page.total).toBe(1);
    const [hit] = page.hits;
    expect(hit.id).toBe('energy/load-forecaster');
    expect(hit.industry).toEqual({ slug: 'energy', name: 'Energy', route: '/energy' });
    expect(hit.useCase).toMatchObject({
      id: 'energy/load-forecaster',
      title: 'Grid Load Forecaster',
      description: 'Forecasts <hourly> grid load from weather and calendars.',
      advantage: 'Advantage of Grid Load Forecaster',
      example: 'Example of Grid Load Forecaster',
      application: 'Application of Grid Load Forecaster',
      technology: ['forecast', 'graph_neural_networks', 'nlp', 'ocr'],
    });
    expect(hit.useCase.technologyObjects?.map((t) => t.name)).toEqual(['Time-Series Forecasting', 'graph neural networks', 'Natural Language Processing', 'Document AI']);
    expect(hit.title).toEqual([
      { text: 'Grid', match: true },
      { text: ' Load Forecaster', match: false },
    ]);
    // the escaped "<hourly>" comes back as the text the editor wrote
    expect(hit.description.map((s) => s.text).join('')).toBe('Forecasts <hourly> grid load from weather and calendars.');
    expect(hit.description.filter((s) => s.match).map((s) => s.text)).toEqual(['grid']);
  });

  it('asks for 5 title suggestions with the same call', async () => {
    const service = await algolia();
    const engine = createAlgoliaEngine(configFor(service), technologies);
    const suggestions = await engine.suggest('supplier', 5);
    expect(suggestions.map((s) => s.title)).toEqual(['Supplier Invoice Matcher']);
    expect(service.requests[0].body).toMatchObject({ query: 'supplier', hitsPerPage: 5, attributesToRetrieve: ['fields.Title'] });
    expect(await engine.suggest('   ', 5)).toEqual([]);
    expect(service.requests).toHaveLength(1);
  });

  it('rejects on 403 (wrong key) and on 5xx, which the page shows as "Failed to search. Please try again."', async () => {
    const service = await algolia();
    await expect(createAlgoliaEngine(configFor(service, 'wrong-key'), technologies).search('invoice', 0, 20)).rejects.toMatchObject({ status: 403 });
    const broken = await algolia({ failWith: 503 });
    await expect(createAlgoliaEngine(configFor(broken), technologies).search('invoice', 0, 20)).rejects.toThrow(/Unreachable hosts/);
  });

  it('needs an application id and a key, with the client\'s own messages', () => {
    expect(() => createAlgoliaEngine({ appId: '', apiKey: SEARCH_KEY, indexName: INDEX }, technologies)).toThrow('`appId` is missing.');
    expect(() => createAlgoliaEngine({ appId: APP_ID, apiKey: '', indexName: INDEX }, technologies)).toThrow('`apiKey` is missing.');
  });
});

describe('search.algolia in site.config.yaml', () => {
  it('sends the browser the search-only key from the environment, never the admin key, and lets the pages reach Algolia', () => {
    const site = siteCopy();
    // put back key by key: the environment object itself stays Node's (the files after this one share the process)
    const saved = { TP_TEST_SEARCH_KEY: process.env.TP_TEST_SEARCH_KEY, ALGOLIA_ADMIN_KEY: process.env.ALGOLIA_ADMIN_KEY };
    try {
      appendFileSync(`${site.root}/site.config.yaml`, `  algolia:\n    appId: ${APP_ID}\n    apiKeyEnv: TP_TEST_SEARCH_KEY\n`);
      writeFileSync(`${site.root}/site.config.yaml`, readFileSync(`${site.root}/site.config.yaml`, 'utf8').replace('engine: embedded', 'engine: algolia'));
      process.env.TP_TEST_SEARCH_KEY = SEARCH_KEY;
      process.env.ALGOLIA_ADMIN_KEY = ADMIN_KEY;
      const { model, problems } = loadSite(site.root);
      expect(problems).toEqual([]);
      expect(model!.shell.search.algolia).toEqual({ appId: APP_ID, apiKey: SEARCH_KEY, indexName: 'usecases_index' });
      expect(JSON.stringify(model!.shell)).not.toContain(ADMIN_KEY);
      expect(model!.searchIndex).toEqual({ appId: APP_ID, indexName: 'usecases_index', adminKeyEnv: 'ALGOLIA_ADMIN_KEY' });
      const id = APP_ID.toLowerCase();
      expect(model!.server.connectSources).toEqual([
        `https://${id}-dsn.algolia.net`,
        `https://${id}.algolia.net`,
        `https://${id}-1.algolianet.com`,
        `https://${id}-2.algolianet.com`,
        `https://${id}-3.algolianet.com`,
      ]);
    } finally {
      for (const [key, value] of Object.entries(saved)) value === undefined ? delete process.env[key] : (process.env[key] = value);
      site.remove();
    }
  });

  it('keeps the embedded engine free of any outside origin', () => {
    const { model } = loadSite();
    expect(model!.shell.search).toMatchObject({ engine: 'embedded', debounceMs: 300, hitsPerPage: 20, suggestions: 5, maxTechnologyChips: 3 });
    expect(model!.shell.search.algolia).toBeUndefined();
    expect(model!.server.connectSources).toEqual([]);
  });
});

describe('npm run search:push', () => {
  const indexConfig = (service: FakeAlgolia): SearchIndexConfig => {
    const { apiKey: _key, ...config } = configFor(service);
    return { ...config, adminKeyEnv: 'ALGOLIA_ADMIN_KEY' };
  };

  it('sends the settings, then 2,500 records in 3 batches of at most 1000, replacing the index atomically', async () => {
    const service = await algolia();
    const many = Array.from({ length: 2500 }, (_, i) => record(`energy/uc-${i}`, `Use case ${i}`, `Description ${i}`, ['nlp']));
    const { batches } = await pushSearchIndex(indexConfig(service), ADMIN_KEY, many);

    expect(batches).toBe(3);
    const batchSizes = service.requests.filter((r) => r.path.includes('/batch')).map((r) => (r.body as { requests: unknown[] }).requests.length);
    expect(batchSizes).toEqual([1000, 1000, 500]);
    const first = service.requests[0];
    expect([first.method, first.path.split('?')[0]]).toEqual(['PUT', '/1/indexes/usecases_index/settings']);
    const index = service.indices.get(INDEX)!;
    expect(index.objects.size).toBe(2500); // the two records that were there before are gone
    expect(index.settings).toMatchObject(INDEX_SETTINGS);
    expect([...service.indices.keys()]).toEqual([INDEX]); // no temporary index left behind
  });

  it('is refused with the search-only key', async () => {
    const service = await algolia();
    await expect(pushSearchIndex(indexConfig(service), SEARCH_KEY, records)).rejects.toMatchObject({ status: 403 });
    expect(service.indices.get(INDEX)!.objects.size).toBe(2);
  });

  it('pushes every use case of the industry files from the command line, and says what is missing', async () => {
    const service = await algolia();
    const site = siteCopy();
    try {
      const { hostname, port } = new URL(service.url);
      appendFileSync(
        `${site.root}/site.config.yaml`,
        `  algolia:\n    appId: ${APP_ID}\n    apiKeyEnv: ALGOLIA_SEARCH_KEY\n    adminKeyEnv: ALGOLIA_ADMIN_KEY\n    hosts:\n      - url: ${hostname}\n        port: ${port}\n        protocol: http\n`,
      );
      // asynchronously: the fake server answers from this process
      const run = (env: NodeJS.ProcessEnv) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          execFile(process.execPath, ['--import', 'tsx', 'src/cli/search-push.ts', site.root], { cwd: PROJECT_ROOT, env: { ...process.env, ALGOLIA_ADMIN_KEY: '', ...env } }, (error, stdout, stderr) =>
            resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
          );
        });

      const missing = await run({});
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('The environment variable ALGOLIA_ADMIN_KEY is not set.');

      const pushed = await run({ ALGOLIA_ADMIN_KEY: ADMIN_KEY });
      expect(pushed.stderr).not.toContain('✗');
      expect(pushed.status).toBe(0);
      const { model } = loadSite(site.root);
      const expected = searchDocumentsOfModel(model!.industries, model!.data).map(toAlgoliaRecord);
      expect(pushed.stdout).toContain(`✓ Sent ${expected.length} use cases to the Algolia index "usecases_index"`);
      expect([...service.indices.get(INDEX)!.objects.values()]).toEqual(expected);
    } finally {
      site.remove();
    }
  });
});

import path from 'node:path';
import { loadConfiguredSite } from '../config/sources/data-source.ts';
import { PROJECT_ROOT } from '../config/site/load-site.ts';
import { formatReport } from '../config/messages/problems.ts';
import { searchDocumentsOfModel } from '../search/documents.ts';
import { BATCH_SIZE, pushSearchIndex } from '../search/push.ts';
import { toAlgoliaRecord } from '../search/records.ts';

/**
 * `npm run search:push [site-root]`: sends every use case of the industry pages, and the index settings,
 * to the Algolia index of site.config.yaml (search.algolia), with the key named by search.algolia.adminKeyEnv.
 */
const root = path.resolve(process.argv[2] ?? process.env.SITE_ROOT ?? PROJECT_ROOT);
const { model, problems } = await loadConfiguredSite(root);
if (!model || problems.length > 0) {
  console.error(formatReport(problems));
  process.exit(1);
}
const index = model.searchIndex;
if (!index) {
  console.error('site.config.yaml has no search.algolia section: add appId, apiKeyEnv and adminKeyEnv there (see docs/search-and-data.md, "Search"), then run npm run search:push again.');
  process.exit(1);
}
const adminKey = process.env[index.adminKeyEnv];
if (!adminKey) {
  console.error(`The environment variable ${index.adminKeyEnv} is not set. Set it to an Algolia API key with write access to "${index.indexName}" (never the search-only key), for example:\n  ${index.adminKeyEnv}=… npm run search:push`);
  process.exit(1);
}
// one index per language: the default's under its name, each other one's as <name>_<code>, from its own data files
const languages = [
  { indexName: index.indexName, industries: model.industries, data: model.data },
  ...Object.entries(model.industriesIn ?? {}).map(([code, industries]) => ({
    indexName: `${index.indexName}_${code}`,
    industries,
    data: Object.fromEntries(Object.entries(model.data).flatMap(([url, value]) => (url.startsWith(`/_data/${code}/`) ? [[`/_data/${url.slice(`/_data/${code}/`.length)}`, value]] : []))),
  })),
];
try {
  for (const language of languages) {
    const started = performance.now();
    const records = searchDocumentsOfModel(language.industries, language.data).map(toAlgoliaRecord);
    const { batches } = await pushSearchIndex({ ...index, indexName: language.indexName }, adminKey, records);
    console.log(`✓ Sent ${records.length} use cases to the Algolia index "${language.indexName}" of application ${index.appId} in ${batches} batch(es) of up to ${BATCH_SIZE}, with its settings (${Math.round(performance.now() - started)} ms).`);
  }
} catch (error) {
  const status = (error as { status?: number }).status;
  const hint =
    status === 403 ? ' Check that the key has the addObject, settings and deleteIndex rights and belongs to this application.' : status === 404 ? ' Check the application id.' : '';
  console.error(`✗ Algolia refused the update: ${(error as Error).message}.${hint}`);
  process.exit(1);
}

import { algoliasearch } from 'algoliasearch';
import type { SearchIndexConfig } from '../model/types.ts';
import { INDEX_SETTINGS, type AlgoliaRecord } from './records.ts';

/** Algolia takes at most 1000 records a batch. */
export const BATCH_SIZE = 1000;

/**
 * Replaces the index's records with `records` and sets its relevance settings, with the official client:
 * settings first (so the temporary index of replaceAllObjects copies them), then every record in
 * batches of BATCH_SIZE into a temporary index moved over the live one, so searches never see a half-filled index.
 */
export async function pushSearchIndex(index: SearchIndexConfig, adminKey: string, records: AlgoliaRecord[]): Promise<{ batches: number }> {
  const hosts = index.hosts?.map((h) => ({ url: h.url, port: h.port, protocol: h.protocol, accept: 'readWrite' as const }));
  const client = algoliasearch(index.appId, adminKey, hosts ? { hosts } : undefined);
  const { taskID } = await client.setSettings({ indexName: index.indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName: index.indexName, taskID });
  const result = await client.replaceAllObjects({ indexName: index.indexName, objects: records as unknown as Record<string, unknown>[], batchSize: BATCH_SIZE });
  return { batches: result.batchResponses.length };
}

import { gzipSync } from 'node:zlib';
import type { SearchData } from '../../search/data.ts';
import { EMBEDDED_SEARCH_LIMIT } from '../../search/limits.ts';
import { say, type Said } from '../messages/messages.ts';

/** The build's check of the embedded engine's limit (src/search/limits.ts): it counts and compresses, never times. */

export interface SearchDataWeight {
  useCases: number;
  gzipBytes: number;
}

export function weighSearchData(data: SearchData): SearchDataWeight {
  return { useCases: data.useCases.length, gzipBytes: gzipBytesOf(JSON.stringify(data)) };
}

export function withinEmbeddedLimit({ useCases, gzipBytes }: SearchDataWeight): boolean {
  return useCases <= EMBEDDED_SEARCH_LIMIT.useCases && gzipBytes <= EMBEDDED_SEARCH_LIMIT.dataGzipBytes;
}

/**
 * The weight of search data past the limit, else undefined. Every check of the site (validate, the
 * editor at each pause) asks, so the data is compressed only when its JSON could pass the bound
 * (gzip adds under 1% to incompressible text), and the last answer is remembered.
 */
export function pastEmbeddedLimit(data: SearchData): SearchDataWeight | undefined {
  const json = JSON.stringify(data);
  const jsonBytes = Buffer.byteLength(json);
  const useCases = data.useCases.length;
  if (useCases <= EMBEDDED_SEARCH_LIMIT.useCases && jsonBytes + jsonBytes / 100 + 1024 <= EMBEDDED_SEARCH_LIMIT.dataGzipBytes) return undefined;
  const weight = { useCases, gzipBytes: gzipBytesOf(json) };
  return withinEmbeddedLimit(weight) ? undefined : weight;
}

let lastCompressed: { json: string; gzipBytes: number } | undefined;

/** gzip level 9, as the build precompresses the files it serves. */
function gzipBytesOf(json: string): number {
  if (lastCompressed?.json !== json) lastCompressed = { json, gzipBytes: gzipSync(json, { level: 9 }).length };
  return lastCompressed.gzipBytes;
}

/** When the embedded engine would serve search data past its limit, the problem saying so. */
export function searchLimitProblem(engine: 'embedded' | 'algolia', data: SearchData): Said | undefined {
  const weight = engine === 'embedded' ? pastEmbeddedLimit(data) : undefined;
  if (!weight) return undefined;
  return say('search-past-embedded-limit', {
    useCases: weight.useCases,
    gzipKb: Math.ceil(weight.gzipBytes / 1024),
    limitUseCases: EMBEDDED_SEARCH_LIMIT.useCases,
    limitGzipKb: EMBEDDED_SEARCH_LIMIT.dataGzipBytes / 1024,
    keystrokeMs: EMBEDDED_SEARCH_LIMIT.keystrokeP95Ms,
  });
}

import type { SearchData } from '../../search/data.ts';
import { EMBEDDED_SEARCH_LIMIT } from '../../search/limits.ts';
import { say, type Said } from '../messages/messages.ts';
import { gzipSize } from './gzip-size.ts';

/** The build's check of the embedded engine's limit (src/search/limits.ts): it counts and compresses, never times. */

export interface SearchDataWeight {
  useCases: number;
  gzipBytes: number;
}

export function weighSearchData(data: SearchData): SearchDataWeight {
  return { useCases: data.useCases.length, gzipBytes: gzipSize(JSON.stringify(data)) };
}

export function withinEmbeddedLimit({ useCases, gzipBytes }: SearchDataWeight): boolean {
  return useCases <= EMBEDDED_SEARCH_LIMIT.useCases && gzipBytes <= EMBEDDED_SEARCH_LIMIT.dataGzipBytes;
}

/**
 * The weight of search data past the limit, else undefined. Every check of the site (validate, the
 * editor at each pause) asks, so the data is compressed only when its JSON could pass the bound
 * (gzip adds under 1% to incompressible text), and its compressed size is kept (gzip-size.ts).
 */
export function pastEmbeddedLimit(data: SearchData): SearchDataWeight | undefined {
  const json = JSON.stringify(data);
  const jsonBytes = Buffer.byteLength(json);
  const useCases = data.useCases.length;
  if (useCases <= EMBEDDED_SEARCH_LIMIT.useCases && jsonBytes + jsonBytes / 100 + 1024 <= EMBEDDED_SEARCH_LIMIT.dataGzipBytes) return undefined;
  const weight = { useCases, gzipBytes: gzipSize(json) };
  return withinEmbeddedLimit(weight) ? undefined : weight;
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

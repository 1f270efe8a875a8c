import { gzipSync } from 'node:zlib';
import { cachedData, keepData, textKey } from '../yaml/parse-cache.ts';

/** Part of the sizes' key in the parse cache: how the text is compressed. */
const GZIP = 'gzip level 9 size';
/** The sizes kept in memory, by text, the most recent last: each load makes new objects, mostly of the same JSON. */
const recent = new Map<string, number>();
const KEPT = 500;

/**
 * The size of `text` compressed with gzip level 9, as the build precompresses the files it serves. Kept in
 * memory and in the parse cache by the text: every check of the site weighs the same data again (the search data of
 * a large site is megabytes, and compressing it was a twentieth of `npm run validate`), and hashing a text is
 * many times faster than compressing it.
 */
export function gzipSize(text: string): number {
  let size = recent.get(text);
  if (size === undefined) {
    const key = textKey(`${GZIP}\0${text}`);
    const kept = cachedData(key)?.data;
    size = typeof kept === 'number' ? kept : gzipSync(text, { level: 9 }).length;
    if (kept !== size) keepData(key, size);
    if (recent.size >= KEPT) recent.delete(recent.keys().next().value!);
  } else {
    recent.delete(text);
  }
  recent.set(text, size);
  return size;
}

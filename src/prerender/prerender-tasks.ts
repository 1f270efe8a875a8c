import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { PageData } from '../model/types.ts';
import { BuildCache } from './build-cache.ts';
import { pageRenderer, type RenderedPage, type RenderSetup } from './page-render.ts';

/** The two kinds of work the prerender hands out to its worker threads (or does itself, for a small site). */
export type PrerenderTask = { kind: 'render'; page: PageData } | { kind: 'compress'; file: string; contentHash: string; quality: number };
export type TaskResult = RenderedPage | undefined;

export interface TaskSetup extends RenderSetup {
  cacheDir: string;
}

/**
 * Brotli at its highest quality while the site is small: the files are compressed once (the cache keeps
 * them by content) and served many times. Past LARGE_SITE_BYTES of text, quality 11 would take most of a
 * first build (about 1 MB/s a core): quality 5 is five to ten times faster, and 10–13 % larger (measured
 * on the site's HTML and JSON; 6 to 9 are no smaller than 5). The choice depends on the site's output
 * only, so that a rebuild from the cache writes what a full build writes.
 */
export function brotliQuality(textBytes: number): number {
  return textBytes <= LARGE_SITE_BYTES ? 11 : 5;
}
const LARGE_SITE_BYTES = 32 * 1024 * 1024;

/**
 * SITE_BROTLI_QUALITY (0–11) sets the quality for builds whose copies no visitor downloads (the tests,
 * which make a dozen builds: quality 11 is more than half of each); unset, brotliQuality chooses.
 */
export function brotliQualityFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const written = env.SITE_BROTLI_QUALITY?.trim();
  if (!written) return undefined;
  const quality = Number(written);
  if (!Number.isInteger(quality) || quality < 0 || quality > 11) throw new Error(`SITE_BROTLI_QUALITY is "${written}": give a whole number from 0 (fastest) to 11 (smallest), or leave it unset.`);
  return quality;
}

/** The cache's names of a file's compressed copies, by the hash of its content and the brotli quality. */
export const compressedNames = (contentHash: string, quality: number) => ({ br: `${contentHash}.q${quality}.br`, gz: `${contentHash}.gz` });

/** What a worker does with a task. The page renderer (and the server bundle) is loaded at the first page. */
export function prerenderTaskHandler(setup: TaskSetup): (task: PrerenderTask) => Promise<TaskResult> {
  let renderer: ReturnType<typeof pageRenderer> | undefined;
  const cache = new BuildCache(setup.cacheDir);
  return async (task) => {
    if (task.kind === 'render') {
      renderer ??= pageRenderer(setup);
      return (await renderer)(task.page);
    }
    compressFile(task.file, task.contentHash, task.quality, cache);
    return undefined;
  };
}

/**
 * Writes `file`.br and `file`.gz into the cache, then links them into the site: each copy is one new file on
 * disk, not two (creating a file is most of the kernel's share of a large build, see docs/performance.md).
 */
function compressFile(file: string, contentHash: string, quality: number, cache: BuildCache): void {
  const content = readFileSync(file);
  const names = compressedNames(contentHash, quality);
  for (const [name, target, compressed] of [
    [names.br, `${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } })],
    [names.gz, `${file}.gz`, gzipSync(content, { level: 9 })],
  ] as const) {
    cache.writeTo(name, compressed, target);
  }
}

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerender, type PrerenderOptions } from '../../src/prerender/prerender.ts';
import { brotliQuality, brotliQualityFromEnv } from '../../src/prerender/prerender-tasks.ts';
import { CLIENT_DIR, ensureBundles, SERVER_DIR } from '../helpers/bundles.ts';
import { copySite } from '../../src/paths.ts';

/**
 * A rebuild after one industry file changed renders only the pages that depend on it, and writes the
 * same files, byte for byte, as a full build of the changed site with an empty cache.
 */

const work = mkdtempSync(path.join(tmpdir(), 'prerender-incremental-'));
const root = path.join(work, 'site');
const savedEpoch = process.env.SOURCE_DATE_EPOCH;

beforeAll(() => {
  ensureBundles();
  copySite(root);
  // an old address too: its page and _redirects are written alike by both builds
  const config = path.join(root, 'site.config.yaml');
  writeFileSync(config, `${readFileSync(config, 'utf8')}\nredirects:\n  - from: /loans\n    to: /banking\n`);
  // the build's time is in the files (when the data was read): the same for every build here
  process.env.SOURCE_DATE_EPOCH = '1795600000';
});

afterAll(() => {
  if (savedEpoch === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = savedEpoch;
  rmSync(work, { recursive: true, force: true });
});

function build(outDir: string, pageCacheDir: string, extra: Partial<PrerenderOptions> = {}) {
  return prerender({ root, clientDir: CLIENT_DIR, serverDir: SERVER_DIR, outDir: path.join(work, outDir), pageCacheDir: path.join(work, pageCacheDir), ...extra });
}

/** Every file under `dir` (relative paths, sorted) with its content. */
function filesOf(dir: string): Map<string, Buffer> {
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((name) => statSync(path.join(dir, name)).isFile()).sort();
  return new Map(names.map((name) => [name, readFileSync(path.join(dir, name))]));
}

describe('an incremental prerender', () => {
  it('renders only the pages whose inputs changed and writes the same files as a full build', async () => {
    // in worker threads, then in this thread: both write the same bytes
    const first = await build('a', 'cache', { workers: 2 });
    expect(first.ok && first.rendered).toBe(first.ok && first.model.pages.length);
    expect(first.ok && first.threads).toBe(2);

    const banking = path.join(root, 'pages/industries/banking.yaml');
    const text = readFileSync(banking, 'utf8');
    expect(text).toContain('title: Personal Loan Decision Agent');
    writeFileSync(banking, text.replace('title: Personal Loan Decision Agent', 'title: Personal Loan Approval Agent'));

    const incremental = await build('b', 'cache');
    const full = await build('c', 'empty-cache', { workers: 1 });
    if (!first.ok || !incremental.ok || !full.ok) throw new Error('a build failed');
    expect(full.rendered).toBe(full.model.pages.length);
    expect(incremental.rendered).toBeGreaterThan(0);
    expect(incremental.rendered).toBeLessThan(full.rendered);
    expect(incremental.reused).toBe(full.model.pages.length - incremental.rendered);
    expect(incremental.compressedReused).toBeGreaterThan(0);
    expect(incremental.files).toEqual(full.files);

    const [b, c] = [filesOf(path.join(work, 'b')), filesOf(path.join(work, 'c'))];
    expect([...b.keys()]).toEqual([...c.keys()]);
    const different = [...b.keys()].filter((name) => !b.get(name)!.equals(c.get(name)!));
    expect(different).toEqual([]);
    expect(readFileSync(path.join(work, 'b/banking/index.html'), 'utf8')).toContain('Personal Loan Approval Agent');
    expect(b.get('loans/index.html')?.toString()).toContain('<meta http-equiv="refresh" content="0; url=/banking">');
    expect(b.get('fr/loans/index.html')?.toString()).toContain('<html lang="fr"');
    expect(b.get('_redirects')?.toString()).toMatch(/^\/loans \/banking 301\n/);
  });

  it('compresses at brotli\'s best while the site is small, and faster past 32 MB of text (a hundred times today\'s site)', () => {
    const today = filesOf(path.join(work, 'c'));
    const text = [...today].filter(([name]) => /\.(html|js|css|json|svg|xml|txt)$/.test(name)).reduce((sum, [, bytes]) => sum + bytes.length, 0);
    expect(brotliQuality(text)).toBe(11);
    expect(brotliQuality(text * 100)).toBe(5);
  });

  it('takes the brotli quality from SITE_BROTLI_QUALITY when it is set (the tests\' builds), and says what to write when it is not a quality', () => {
    expect(brotliQualityFromEnv({})).toBeUndefined();
    expect(brotliQualityFromEnv({ SITE_BROTLI_QUALITY: ' ' })).toBeUndefined();
    expect(brotliQualityFromEnv({ SITE_BROTLI_QUALITY: '5' })).toBe(5);
    expect(brotliQualityFromEnv({ SITE_BROTLI_QUALITY: '0' })).toBe(0);
    for (const wrong of ['12', 'fast', '4.5', '-1']) {
      expect(() => brotliQualityFromEnv({ SITE_BROTLI_QUALITY: wrong })).toThrow(`SITE_BROTLI_QUALITY is "${wrong}": give a whole number from 0 (fastest) to 11 (smallest), or leave it unset.`);
    }
  });
});

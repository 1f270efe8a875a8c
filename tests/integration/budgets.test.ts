import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, gzipBytes } from '../../src/bench/route-weight.ts';
import { PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { CLIENT_DIR, ensureBundles } from '../helpers/bundles.ts';

describe('code split per block type, each chunk within its budget', () => {
  ensureBundles();
  const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const blockTypes = readdirSync(path.join(PROJECT_ROOT, 'src/blocks'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

  it.each(blockTypes)('%s has its own chunk of at most 15 KB gzip', (type) => {
    const entry = manifest[`blocks/${type}/index.tsx`];
    expect(entry, `no chunk for blocks/${type}/index.tsx`).toBeDefined();
    expect(entry.file).toMatch(new RegExp(`^_app/block-${type}-`));
    expect(gzipBytes(path.join(CLIENT_DIR, entry.file))).toBeLessThanOrEqual(BUDGETS.blockChunk);
  });
});

describe('the Algolia engine ships the search-only client', () => {
  ensureBundles();
  const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;

  it('algoliasearch/lite, within its budget, with no write call of the full client', () => {
    const entry = manifest['search/algolia.ts'];
    expect(entry, 'no chunk for search/algolia.ts').toBeDefined();
    const file = path.join(CLIENT_DIR, entry.file);
    expect(gzipBytes(file)).toBeLessThanOrEqual(BUDGETS.algoliaChunk);
    const code = readFileSync(file, 'utf8');
    expect(code).toContain('/query');
    for (const writeCall of ['replaceAllObjects', 'saveObjects', 'setSettings', 'deleteIndex']) expect(code).not.toContain(writeCall);
  });
});

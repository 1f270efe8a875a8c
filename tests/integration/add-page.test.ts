import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerender, type PrerenderResult } from '../../src/prerender/prerender.ts';
import { CLIENT_DIR, ensureBundles, SERVER_DIR } from '../helpers/bundles.ts';
import { siteCopy } from '../helpers/site-copy.ts';

const EXTRA_PAGE = fileURLToPath(new URL('../fixtures/extra-page', import.meta.url));

describe('adding a page is adding one YAML file in pages/', () => {
  const site = siteCopy(EXTRA_PAGE);
  const outDir = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
  let result: PrerenderResult;

  beforeAll(async () => {
    ensureBundles();
    result = await prerender({ root: site.root, clientDir: CLIENT_DIR, serverDir: SERVER_DIR, outDir, precompress: false });
  });
  afterAll(() => {
    site.remove();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('the build succeeds and the route exists', () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.model.pages.map((p) => p.route)).toContain('/services/ai-audits');
  });

  it('the route is in the sitemap, the not-found page is not', () => {
    const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://fixture.example.com/services/ai-audits</loc>');
    expect(sitemap).toContain('<loc>https://fixture.example.com/about</loc>');
    expect(sitemap).not.toContain('/404');
    expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://fixture.example.com/sitemap.xml');
  });

  it('the page is prerendered with its content, title, description, Open Graph tags and canonical URL', () => {
    const html = readFileSync(path.join(outDir, 'services/ai-audits/index.html'), 'utf8');
    expect(html).toContain('<title>AI audits · Fixture Agents</title>');
    expect(html).toContain('<meta name="description" content="An extra page added by dropping one file into pages/.">');
    expect(html).toContain('<meta property="og:title" content="AI audits">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/services/ai-audits">');
    expect(html).toMatch(/<h1 class="page-header__title">AI audits for your agents<\/h1>/);
    expect(html).toContain('We review an existing agent');
  });

  it('its data is available for client-side navigation', () => {
    const data = JSON.parse(readFileSync(path.join(outDir, '_data/pages/services/ai-audits.json'), 'utf8'));
    expect(data.blocks.map((b: { type: string }) => b.type)).toEqual(['page-header', 'cta']);
  });

  it('the not-found page is written as 404.html, marked noindex', () => {
    expect(existsSync(path.join(outDir, '404.html'))).toBe(true);
    expect(readFileSync(path.join(outDir, '404.html'), 'utf8')).toContain('<meta name="robots" content="noindex">');
  });
});

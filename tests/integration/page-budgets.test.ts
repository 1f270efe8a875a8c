import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS, bootDataBudget, gzipBytes } from '../../src/bench/route-weight.ts';
import { dataNeedsOf } from '../../src/blocks/registry.tsx';
import { builtRoutes } from '../../src/prerender/built-site.ts';
import type { BootData, ShellData } from '../../src/model/types.ts';
import { ensureSite, SITE_DIR } from '../helpers/bundles.ts';

/**
 * What each prerendered page asks of the network before it can paint and before it is interactive:
 * budgets that do not depend on the machine's speed, read from the built pages (npm run build).
 */
ensureSite();
const shell = JSON.parse(readFileSync(path.join(SITE_DIR, '_data/site.json'), 'utf8')) as ShellData;
// each language's not-found page is its 404.html (fr/404.html)
const notFound = new Map((shell.languages ?? [{ code: shell.language }]).map(({ code }) => [code === shell.defaultLanguage || !shell.defaultLanguage ? shell.notFoundRoute : `/${code}${shell.notFoundRoute}`, code === shell.defaultLanguage || !shell.defaultLanguage ? '404.html' : `${code}/404.html`]));
const htmlFile = (route: string) => path.join(SITE_DIR, notFound.get(route) ?? (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`));
const pages = builtRoutes(SITE_DIR).map((route) => {
  const html = readFileSync(htmlFile(route), 'utf8');
  const bootJson = html.match(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s)?.[1] ?? '';
  return { route, html, bootJson, boot: JSON.parse(bootJson) as BootData };
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe.each(pages)('$route', ({ route, html, bootJson, boot }) => {
  it('paints from the HTML alone: styles inline, no stylesheet or script to wait for (the inline holder of early presses aside), no web font', () => {
    const blockingStyles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\sdisabled[\s>]/.test(tag));
    expect(blockingStyles).toEqual([]);
    expect(html).toMatch(/<style>[^<]*\.skip-link/); // the application's own styles are in the page
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    // the holder of early presses, inline (tests/integration/security.test.ts), then the page's one module script
    expect(scripts.filter((attributes) => !/type="application\/json"/.test(attributes))).toEqual(['', expect.stringMatching(/type="module"[^>]*src="\/_app\/[^"]+\.js"/)]);
    expect(html).not.toMatch(/<link[^>]*rel="(modulepreload|preload)"[^>]*as="script"|<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/@font-face|@import/);
  });

  it(`starts with its script and the code it lists, within ${kb(BUDGETS.startJs)} gzip, and no code of a block that does not hydrate at load`, () => {
    const script = html.match(/<script type="module"[^>]*src="([^"]+)"/)![1];
    const listed = html.match(/<meta name="app-modules" content="([^"]*)">/)![1].split(' ').filter(Boolean);
    expect(gzipBytes(path.join(SITE_DIR, script))).toBeLessThanOrEqual(BUDGETS.bootScript);
    const total = [script, ...listed].reduce((sum, url) => sum + gzipBytes(path.join(SITE_DIR, url)), 0);
    expect(total, `${route} starts with ${kb(total)} of JavaScript`).toBeLessThanOrEqual(BUDGETS.startJs);
    const loadTypes = new Set<string>(boot.page.blocks.filter((_, i) => boot.hydration[i] === 'load').map((b) => b.type));
    const blockChunks = listed.map((url) => url.match(/\/_app\/block-([a-z-]+)-[\w-]+\.js$/)?.[1]).filter(Boolean);
    expect(blockChunks.filter((type) => !loadTypes.has(type!))).toEqual([]);
  });

  // a page in another language has its source page's budget (the same blocks, in other words)
  const budget = bootDataBudget(boot.page.alternates?.[shell.defaultLanguage ?? ''] ?? route);
  it(`carries only what its hydrating blocks read, within ${kb(budget)} gzip`, () => {
    const size = gzipSync(bootJson, { level: 9 }).length;
    expect(size, `${route} boot data is ${kb(size)} gzip`).toBeLessThanOrEqual(budget);
    boot.page.blocks.forEach((block, i) => {
      if (boot.hydration[i] === 'never') expect(block).toEqual({ type: block.type });
    });
    // run-time data only for the blocks hydrating at load; the others fetch theirs when they hydrate
    const embedded = (boot.queries?.queries ?? []).map((q) => JSON.stringify(q.queryKey)).sort();
    const readAtLoad = dataNeedsOf(boot.page.blocks.filter((_, i) => boot.hydration[i] === 'load'), boot.shell).map((need) => JSON.stringify(need.queryKey));
    expect(embedded).toEqual([...new Set(readAtLoad)].sort());
  });
});

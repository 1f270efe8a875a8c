import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/config/languages/source-hash.ts';
import { prerender, type PrerenderResult } from '../../src/prerender/prerender.ts';
import { newReleaseDir, switchRelease } from '../../src/prerender/releases.ts';
import { createSiteServer } from '../../src/server/site-server.ts';
import { CLIENT_DIR, ensureBundles, SERVER_DIR } from '../helpers/bundles.ts';
import { listenForTests } from '../helpers/listen.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/**
 * The old addresses of site.config.yaml, built and served: a page at each that sends the browser on, `_redirects`
 * for the hosts that read it, a sitemap of live pages only, and the project's server answering each with a 301.
 */

const site = siteCopy();
const work = mkdtempSync(path.join(tmpdir(), 'redirects-'));
const outDir = path.join(work, 'site');
let result: PrerenderResult;
let origin = '';
let server: ReturnType<typeof createSiteServer>;

beforeAll(async () => {
  ensureBundles();
  const config = path.join(site.root, 'site.config.yaml');
  const text = readFileSync(config, 'utf8')
    .replace('language: en\n', 'language: en\nlanguages:\n  - { code: en, name: English, default: true }\n  - { code: fr, name: Français }\n')
    .replace('messages:\n', 'messages:\n  pageMoved: "This page has moved to {page}."\n');
  writeFileSync(config, `${text}redirects:\n  - from: /company\n    to: /about\n  - from: /team\n    to: /about#story\n`);
  const about = path.join(site.root, 'pages/about.yaml');
  writeFileSync(about, readFileSync(about, 'utf8').replace('  - type: prose\n', '  - type: prose\n    id: story\n'));
  writeFileSync(path.join(site.root, 'pages/about.fr.yaml'), `route: /fr/a-propos\ntitle: À propos de la fixture # en:${sourceHash('About the fixture')}\n`);
  writeFileSync(path.join(site.root, 'site.config.fr.yaml'), `messages:\n  pageMoved: "Cette page a été déplacée\u00a0: {page}." # en:${sourceHash('This page has moved to {page}.')}\n`);
  result = await prerender({ root: site.root, clientDir: CLIENT_DIR, serverDir: SERVER_DIR, outDir, precompress: false, workers: 1 });
  server = createSiteServer({ dir: outDir });
  origin = await listenForTests(server);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  site.remove();
  rmSync(work, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const get = (address: string, method = 'GET') => fetch(`${origin}${address}`, { method, redirect: 'manual' });

describe('the build', () => {
  it('writes at each old address, in each language, a page that sends the browser on and is not indexed', () => {
    expect(result.ok, result.ok ? '' : JSON.stringify(result.problems)).toBe(true);
    const company = read('company/index.html');
    expect(company).toContain('<meta http-equiv="refresh" content="0; url=/about">');
    expect(company).toContain('<link rel="canonical" href="https://fixture.example.com/about">');
    expect(company).toContain('<meta name="robots" content="noindex">');
    expect(company).toContain('<p>This page has moved to <a href="/about">About the fixture</a>.</p>');
    const french = read('fr/company/index.html');
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain('<meta http-equiv="refresh" content="0; url=/fr/a-propos">');
    expect(french).toContain('<link rel="canonical" href="https://fixture.example.com/fr/a-propos">');
    expect(french).toContain('<p>Cette page a été déplacée\u00a0: <a href="/fr/a-propos">À propos de la fixture</a>.</p>');
    expect(read('team/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/about#story">');
  });

  it('lists them in _redirects, FROM TO 301 a line, and lists only live pages in the sitemap', () => {
    expect(read('_redirects')).toBe('/company /about 301\n/team /about#story 301\n/fr/company /fr/a-propos 301\n/fr/team /fr/a-propos#story 301\n');
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.example.com/about</loc>');
    expect(sitemap).toContain('<loc>https://fixture.example.com/fr/a-propos</loc>');
    for (const old of ['/company', '/team', '/fr/company', '/fr/team']) expect(sitemap).not.toContain(`https://fixture.example.com${old}<`);
    if (result.ok) expect(result.files).toEqual(expect.arrayContaining(['company/index.html', 'fr/team/index.html', '_redirects']));
  });
});

describe('the server', () => {
  it('answers an old address with a 301 to its page, with or without a trailing slash, the query kept', async () => {
    for (const [address, location] of [
      ['/company', '/about'],
      ['/company/', '/about'],
      ['/company?utm=mail&x=1', '/about?utm=mail&x=1'],
      ['/team?x=1', '/about?x=1#story'],
      ['/fr/company', '/fr/a-propos'],
      ['/fr/team/', '/fr/a-propos#story'],
    ]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(301);
      expect(answer.headers.get('location'), address).toBe(location);
      expect(answer.headers.get('content-security-policy'), address).toContain("default-src 'self'");
    }
    const head = await get('/company', 'HEAD');
    expect(head.status).toBe(301);
    expect(head.headers.get('location')).toBe('/about');
  });

  it('serves the pages and answers the other addresses as before', async () => {
    expect((await get('/about')).status).toBe(200);
    expect((await get('/fr/a-propos')).status).toBe(200);
    expect((await get('/companies')).status).toBe(404);
    expect((await get('/company', 'POST')).status).toBe(405);
  });

  it('reads the old addresses of each release when it opens it: a new release with other redirects is followed', async () => {
    const dist = path.join(work, 'dist');
    mkdirSync(dist);
    const live = path.join(dist, 'site');
    const publish = (files: Record<string, string>) => {
      const release = newReleaseDir(live);
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(release, file)), { recursive: true });
        writeFileSync(path.join(release, file), text);
      }
      switchRelease(live, release);
    };
    publish({ 'index.html': '<h1>One</h1>', 'new/index.html': '<h1>New</h1>', '_redirects': '# comment\n/old /new 301\n\n/elsewhere https://example.com/ 302\n' });
    const releases = createSiteServer({ dir: live });
    const url = await listenForTests(releases);
    try {
      const first = await fetch(`${url}/old`, { redirect: 'manual' });
      expect([first.status, first.headers.get('location')]).toEqual([301, '/new']);
      // only 301 lines are redirects of this site
      expect((await fetch(`${url}/elsewhere`, { redirect: 'manual' })).status).toBe(404);
      publish({ 'index.html': '<h1>Two</h1>', 'old/index.html': '<h1>Old again</h1>' });
      const second = await fetch(`${url}/old`, { redirect: 'manual' });
      expect(second.status).toBe(200);
      expect(await second.text()).toContain('Old again');
      expect(existsSync(path.join(live, '_redirects'))).toBe(false);
    } finally {
      releases.closeAllConnections();
      await new Promise<void>((resolve) => releases.close(() => resolve()));
    }
  });
});

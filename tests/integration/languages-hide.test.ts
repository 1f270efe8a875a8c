import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDataUrl } from '../../src/app/routes.ts';
import { noteLines } from '../../src/config/messages/problems.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import type { IndustryRef } from '../../src/industry/model.ts';
import type { PageData, ShellData } from '../../src/model/types.ts';
import { copySite } from '../../src/paths.ts';
import { builtRoutes } from '../../src/prerender/built-site.ts';
import { htmlFileFor, prerender, type PrerenderResult } from '../../src/prerender/prerender.ts';
import { CLIENT_DIR, ensureBundles, SERVER_DIR } from '../helpers/bundles.ts';

/**
 * A copy of the site whose Arabic hides the pages not yet translated at all (`missing: hide` in
 * site.config.yaml), built: such a page does not exist in Arabic, and nothing of the Arabic site leads to
 * where it would be; the Arabic home page stays, translated or not, and so does a page partly translated.
 */

const work = mkdtempSync(path.join(tmpdir(), 'languages-hide-'));
const root = path.join(work, 'site');
const out = path.join(work, 'out');
/** Pages the shipped site has not translated into Arabic at all (no translation file): hidden there. */
const HIDDEN: Record<string, string> = { '/privacy': 'pages/legal/privacy.yaml', '/cookies': 'pages/legal/cookies.yaml', '/agriculture': 'pages/industries/agriculture.yaml', '/education': 'pages/industries/education.yaml' };
const HIDDEN_ROUTES = Object.keys(HIDDEN);
/** Given one Arabic text here: partly translated, so shown. */
const PARTLY = '/terms';
let built: Extract<PrerenderResult, { ok: true }>;

beforeAll(async () => {
  ensureBundles();
  copySite(root);
  const config = path.join(root, 'site.config.yaml');
  const text = readFileSync(config, 'utf8');
  const arabic = '    dir: rtl\n    locale: ar_MA\n';
  expect(text).toContain(arabic);
  writeFileSync(config, text.replace(arabic, `${arabic}    missing: hide\n`));
  // the Arabic home not translated at all: shown in English all the same
  rmSync(path.join(root, 'pages/home.ar.yaml'));
  writeFileSync(path.join(root, 'pages/legal/terms.ar.yaml'), 'title: شروط الخدمة\n');
  for (const file of Object.values(HIDDEN)) expect(existsSync(path.join(root, file.replace(/\.yaml$/, '.ar.yaml'))), file).toBe(false);
  const result = await prerender({ root, clientDir: CLIENT_DIR, serverDir: SERVER_DIR, outDir: out, pageCacheDir: path.join(work, 'cache'), precompress: false });
  if (!result.ok) throw new Error(`the build failed: ${result.problems.map((problem) => problem.message).join('\n')}`);
  built = result;
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const filesUnder = (dir: string, ending: string) =>
  (readdirSync(path.join(out, dir), { recursive: true }) as string[]).filter((name) => name.endsWith(ending)).map((name) => path.posix.join(dir, name.split(path.sep).join('/')));
/** The Arabic version of an English page. */
const arabicOf = (route: string) => built.model.pages.find((page) => page.route === route)!.alternates!.ar;
const address = (route: string) => `${built.model.shell.url}${route === '/' ? '/' : route}`;
/** Every way a link can name the page at `route`: itself, a section of it, with a query. */
const linkTo = (route: string) => new RegExp(`href="${route.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}(?:[#?][^"]*)?"`);

describe('a language that hides the pages not yet translated (missing: hide)', () => {
  it('builds no page of its at the address of a page not translated at all: no HTML, no page data', () => {
    const shell = JSON.parse(read('_data/ar/site.json')) as ShellData;
    for (const route of HIDDEN_ROUTES) {
      expect(existsSync(path.join(out, htmlFileFor(`/ar${route}`, shell.notFoundRoute, 'ar'))), route).toBe(false);
      expect(existsSync(path.join(out, pageDataUrl(`/ar${route}`).slice(1))), route).toBe(false);
      // the English one is there
      expect(existsSync(path.join(out, htmlFileFor(route, shell.notFoundRoute))), route).toBe(true);
    }
    const routes = builtRoutes(out);
    for (const route of HIDDEN_ROUTES) expect(routes).not.toContain(`/ar${route}`);
    // the French, which falls back, still has them all
    for (const route of HIDDEN_ROUTES) expect(routes).toContain(built.model.pages.find((page) => page.route === route)!.alternates!.fr);
  });

  it('keeps its home page, even untranslated (in English), and a page partly translated', () => {
    const home = read('ar/index.html');
    expect(home).toMatch(/<html lang="ar" dir="rtl"/);
    const page = JSON.parse(read(pageDataUrl('/ar').slice(1))) as PageData;
    expect(page.sourceLanguage).toBe('en');
    expect(page.untranslatedBlocks).toBeUndefined(); // the whole page shows the English
    const terms = JSON.parse(read(pageDataUrl(`/ar${PARTLY}`).slice(1))) as PageData;
    expect(terms.title).toBe('شروط الخدمة');
    expect(existsSync(path.join(out, `ar${PARTLY}/index.html`))).toBe(true);
  });

  it('no page, navigation, footer, industry card or data file of the language leads to where a hidden page would be: each leads to the English page', () => {
    const arabicHtml = filesUnder('ar', '.html');
    expect(arabicHtml.length).toBeGreaterThan(10);
    for (const file of arabicHtml) {
      const html = read(file);
      for (const route of HIDDEN_ROUTES) expect(html, `${file} links to /ar${route}`).not.toMatch(linkTo(`/ar${route}`));
    }
    for (const file of filesUnder('_data/ar', '.json').concat(filesUnder('_data/pages/ar', '.json'), ['_data/pages/ar.json'])) {
      const json = read(file);
      for (const route of HIDDEN_ROUTES) expect(json, `${file} names /ar${route}`).not.toMatch(new RegExp(`"/ar${route}(?:[#?][^"]*)?"`));
    }
    // the footer's legal links and the home page's industry cards lead to the English pages
    const home = read('ar/index.html');
    for (const route of HIDDEN_ROUTES) expect(home, route).toMatch(linkTo(route));
    expect(home).toMatch(linkTo(`/ar${PARTLY}`));
    // the industries and the search of the language: the hidden industries with their English address
    const industries = JSON.parse(read('_data/ar/industries.json')) as IndustryRef[];
    expect(industries.find((industry) => industry.slug === 'agriculture')?.route).toBe('/agriculture');
    expect(industries.map((industry) => industry.route)).toContain(arabicOf('/banking'));
    for (const route of HIDDEN_ROUTES) expect(industries.map((industry) => industry.route)).not.toContain(`/ar${route}`);
    expect(home).toMatch(linkTo(arabicOf('/banking')));
    expect(read('_data/ar/search.json')).toContain('"/agriculture"');
  });

  it('leaves the hidden version out of the sitemap and out of every hreflang, and the versions that remain name each other', () => {
    const sitemap = read('sitemap.xml');
    for (const route of HIDDEN_ROUTES) {
      expect(sitemap).not.toContain(address(`/ar${route}`));
      expect(sitemap).toContain(`<loc>${address(route)}</loc>`);
    }
    for (const file of filesUnder('.', '.html')) {
      const html = read(file);
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, , href]) => href);
      for (const route of HIDDEN_ROUTES) expect(alternates, file).not.toContain(address(`/ar${route}`));
    }
    const privacy = read(htmlFileFor('/privacy', '/404'));
    const hreflangs = [...privacy.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, code, href]) => [code, href]);
    expect(hreflangs).toEqual([
      ['en', address('/privacy')],
      ['fr', address(built.model.pages.find((page) => page.route === '/privacy')!.alternates!.fr)],
      ['x-default', address('/privacy')],
    ]);
    expect(built.model.pages.find((page) => page.route === '/privacy')!.alternates).not.toHaveProperty('ar');
  });

  it("on the hidden page's other versions, the switcher's Arabic leads to the Arabic home page", () => {
    const shell = JSON.parse(read('_data/site.json')) as ShellData;
    expect(shell.languages!.find((language) => language.code === 'ar')!.home).toBe('/ar');
    for (const route of HIDDEN_ROUTES) {
      const page = built.model.pages.find((candidate) => candidate.route === route)!;
      for (const version of [route, page.alternates!.fr]) {
        const switcher = /<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(read(htmlFileFor(version, '/404', version.startsWith('/fr') ? 'fr' : undefined)))?.[0];
        expect(switcher, version).toBeDefined();
        expect(switcher, version).toMatch(/<a href="\/ar" lang="ar" hrefLang="ar"|<a href="\/ar" lang="ar" hreflang="ar"/);
      }
    }
    // a page Arabic shows keeps its own Arabic version there
    expect(/<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(read('banking/index.html'))![0]).toContain(`href="${arabicOf('/banking')}"`);
  });

  it('validate and the build say how many pages Arabic hides, in one line', () => {
    const hidden = built.model.pages.filter((page) => !page.lang && !page.alternates!.ar).map((page) => page.route);
    expect(hidden).toEqual(expect.arrayContaining(HIDDEN_ROUTES));
    expect(hidden).not.toContain(PARTLY);
    expect(hidden).not.toContain('/');
    const lines = noteLines(built.notes);
    expect(lines).toContain(
      `note: ${hidden.length} pages are hidden in Arabic, none of their texts being translated yet (missing: hide); links to them in Arabic lead to the English pages: npm run translations -- --language ar lists them, npm run validate -- --notes names each`,
    );
    const each = built.notes.filter((note) => note.code === 'translation-hidden');
    // one note for each page hidden, on its file
    expect(each.map((note) => (note.args as { route?: string }).route).sort()).toEqual([...hidden].sort());
    expect(each.map((note) => note.file)).toEqual(expect.arrayContaining(Object.values(HIDDEN)));
    expect(each.find((note) => note.file === 'pages/legal/privacy.yaml')!.message).toBe(
      'no text of pages/legal/privacy.yaml is translated into Arabic yet, so the page is not shown in Arabic (missing: hide): links to it in Arabic lead to the English page, /privacy; translate its texts in pages/legal/privacy.ar.yaml to show it in Arabic',
    );
    // the hidden pages are not also counted as showing English texts in Arabic
    expect(built.notes.some((note) => note.code === 'translation-missing' && note.file === 'pages/legal/privacy.yaml' && (note.args as { languageCode?: string }).languageCode === 'ar')).toBe(false);
  });

  it('validate, which builds no model but the English one, counts the pages the build makes and says what the build says', () => {
    const checked = loadSite(root, { sourceModelOnly: true });
    const full = loadSite(root);
    expect(checked.problems).toEqual([]);
    expect(checked.pageCount).toBe(built.model.pages.length);
    expect(checked.pageCount).toBe(full.pageCount);
    expect(checked.model!.pages.every((page) => !page.lang)).toBe(true);
    expect(checked.notes).toEqual(full.notes);
    expect(checked.translations).toEqual(full.translations);
  });
});

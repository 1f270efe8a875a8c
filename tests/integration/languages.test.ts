import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../src/prerender/prerender.ts';
import { builtRoutes } from '../../src/prerender/built-site.ts';
import { pageDataUrl } from '../../src/app/routes.ts';
import type { PageData, ShellData } from '../../src/model/types.ts';

/** The built site (npm run build) in each of its languages, page by page: what search engines and screen readers read. */
const SITE = fileURLToPath(new URL('../../dist/site', import.meta.url));
const read = (file: string) => readFileSync(path.join(SITE, file), 'utf8');
const shell = JSON.parse(read('_data/site.json')) as ShellData;
const shells: Record<string, ShellData> = Object.fromEntries(shell.languages!.map(({ code }) => [code, code === shell.defaultLanguage ? shell : (JSON.parse(read(`_data/${code}/site.json`)) as ShellData)]));
const pages = builtRoutes(SITE).map((route) => JSON.parse(read(pageDataUrl(route).slice(1))) as PageData);
const address = (route: string) => `${shell.url}${route === '/' ? '/' : route}`;

describe('every page, in every language', () => {
  it('the site is in English, French and Arabic, each with every page', () => {
    expect(shell.languages!.map((l) => l.code)).toEqual(['en', 'fr', 'ar']);
    const count = (code: string) => pages.filter((page) => (page.lang ?? 'en') === code).length;
    expect(count('fr')).toBe(count('en'));
    expect(count('ar')).toBe(count('en'));
  });

  it.each(pages.map((page) => [page.route, page] as const))('%s: <html lang dir>, and hreflang links to each version that link back, with x-default', (route, page) => {
    const lang = page.lang ?? shell.defaultLanguage!;
    const html = read(htmlFileFor(route, shells[lang].notFoundRoute, page.lang));
    expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`));
    // the language with its country, as site.config.yaml gives it (fr_FR, ar_MA)
    expect(html).toContain(`<meta property="og:locale" content="${shells[lang].locale ?? lang}">`);
    expect(shells[lang].locale, lang).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, hreflang, href]) => [hreflang, href]);
    if (!page.index) return expect(links).toEqual([]); // the not-found pages are not indexed
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    if (page.untranslatedIn?.includes(lang)) {
      // it shows the English: the English page is the one to index, and this one is offered as no language
      expect(links).toEqual([]);
      expect(canonical).toBe(address(page.alternates![shell.defaultLanguage!]));
      return;
    }
    expect(canonical).toBe(address(route));
    const expected = [...Object.entries(page.alternates!).filter(([code]) => !page.untranslatedIn?.includes(code)).map(([code, to]) => [code, address(to)]), ['x-default', address(page.alternates![shell.defaultLanguage!])]];
    expect(links).toEqual(expected);
    expect(links).toContainEqual([lang, address(route)]);
    for (const [code, href] of Object.entries(page.alternates!)) {
      const other = pages.find((candidate) => candidate.route === href)!;
      expect(other, `${href}`).toBeDefined();
      expect(other.alternates![lang]).toBe(route);
      expect(other.lang ?? shell.defaultLanguage).toBe(code);
    }
  });

  it('the sitemap lists every indexed page with its translated versions; a version showing only English is neither listed nor linked', () => {
    const sitemap = read('sitemap.xml');
    const untranslated = (page: PageData) => page.lang !== undefined && (page.untranslatedIn ?? []).includes(page.lang);
    const indexed = pages.filter((page) => page.index && !untranslated(page));
    for (const page of indexed) {
      const entry = new RegExp(`<url><loc>${address(page.route).replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}</loc>([\\s\\S]*?)</url>`).exec(sitemap);
      expect(entry, page.route).not.toBeNull();
      for (const [code, to] of Object.entries(page.alternates!)) {
        if (page.untranslatedIn?.includes(code)) expect(entry![1]).not.toContain(`href="${address(to)}"`);
        else expect(entry![1]).toContain(`hreflang="${code}" href="${address(to)}"`);
      }
      expect(entry![1]).toContain('hreflang="x-default"');
    }
    for (const page of pages.filter(untranslated)) expect(sitemap, page.route).not.toContain(`<loc>${address(page.route)}</loc>`);
    expect(sitemap.match(/<url>/g)).toHaveLength(indexed.length);
    // today's content has such pages: the Arabic industries not yet translated
    expect(pages.filter(untranslated).length).toBeGreaterThan(0);
  });

  it('each language has its not-found page, its search data and its industry data apart', () => {
    for (const code of ['fr', 'ar']) {
      expect(existsSync(path.join(SITE, code, '404.html'))).toBe(true);
      expect(existsSync(path.join(SITE, '_data', code, 'search.json'))).toBe(true);
      expect(existsSync(path.join(SITE, '_data', code, 'industries.json'))).toBe(true);
    }
    // a page carries only its own language: the French search data is French
    expect(read('_data/fr/search.json')).toContain('Banque');
    expect(read('_data/search.json')).not.toContain('Banque de détail');
  });
});

describe('the guardrail videos in another language', () => {
  it('each category keeps its colour: a tile without a still has the same hue in English and in French, and the categories differ', () => {
    const hues = (route: string) => [...read(htmlFileFor(route, shell.notFoundRoute)).matchAll(/--thumb-hue:\s*(\d+)/g)].map((match) => Number(match[1]));
    const english = hues('/noblackbox');
    expect(english.length).toBeGreaterThan(10);
    expect(new Set(english).size).toBeGreaterThan(3);
    expect(hues('/fr/ia-sans-boite-noire')).toEqual(english);
  });
});

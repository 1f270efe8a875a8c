import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash } from '../../src/config/languages/source-hash.ts';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { redirectPage, redirectsFile } from '../../src/prerender/redirect-pages.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/**
 * The old addresses of site.config.yaml (`redirects`) in the model, in every language, and the page the build
 * leaves at each. What makes one wrong is in the broken fixtures tests/fixtures/broken/redirect*.
 */

const copies: { remove: () => void }[] = [];
afterEach(() => copies.splice(0).forEach((copy) => copy.remove()));

const REDIRECTS = `redirects:
  - from: /company
    to: /about
  - from: /old-home
    to: /#start
`;

/** A copy of the fixture site with the redirects above, its texts for them, and what `edit` changes in site.config.yaml. */
function site(files: Record<string, string> = {}, edit: (config: string) => string = (config) => config) {
  const copy = siteCopy();
  copies.push(copy);
  const config = path.join(copy.root, 'site.config.yaml');
  const text = readFileSync(config, 'utf8').replace('messages:\n', 'messages:\n  pageMoved: "This page has moved to {page}."\n');
  writeFileSync(config, edit(`${text}${REDIRECTS}`));
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(copy.root, file), content);
  return copy.root;
}

const LANGUAGES = (config: string) =>
  config.replace('language: en\n', 'language: en\nlanguages:\n  - { code: en, name: English, default: true }\n  - { code: fr, name: Français }\n  - { code: ar, name: العربية, dir: rtl }\n');

/** The home page with a section `start` (its cards), for a redirect to a section. */
const withAnchor = (root: string) => {
  const home = path.join(root, 'pages/home.yaml');
  writeFileSync(home, readFileSync(home, 'utf8').replace(/^( {2}- type: card-grid\n)/m, '$1    id: start\n'));
  return root;
};

describe('the old addresses of the site', () => {
  it('are in the model as written, each with what its page says; the browser’s shell does not carry that text', () => {
    const { model, problems } = loadSite(withAnchor(site()));
    expect(problems.map(formatProblem)).toEqual([]);
    expect(model!.redirects).toEqual([
      { from: '/company', to: '/about', moved: 'This page has moved to {page}.' },
      { from: '/old-home', to: '/#start', moved: 'This page has moved to {page}.' },
    ]);
    expect(model!.shell.messages).not.toHaveProperty('pageMoved');
  });

  it('lead, in each language, from the old address under its prefix to the page’s version in that language, in its words', () => {
    const moved = (text: string) => `messages:\n  pageMoved: "${text}" # en:${sourceHash('This page has moved to {page}.')}\n`;
    const root = withAnchor(
      site(
        {
          'pages/about.fr.yaml': `route: /fr/a-propos\ntitle: À propos de la fixture # en:${sourceHash('About the fixture')}\n`,
          'site.config.fr.yaml': moved('Cette page a été déplacée\u00a0: {page}.'),
          'site.config.ar.yaml': moved('نُقلت هذه الصفحة إلى {page}.'),
        },
        LANGUAGES,
      ),
    );
    const { model, problems } = loadSite(root);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(model!.redirects).toEqual([
      { from: '/company', to: '/about', moved: 'This page has moved to {page}.' },
      { from: '/old-home', to: '/#start', moved: 'This page has moved to {page}.' },
      // the French page has its own route: the old address leads to it
      { from: '/fr/company', to: '/fr/a-propos', lang: 'fr', moved: 'Cette page a été déplacée\u00a0: {page}.' },
      { from: '/fr/old-home', to: '/fr#start', lang: 'fr', moved: 'Cette page a été déplacée\u00a0: {page}.' },
      { from: '/ar/company', to: '/ar/about', lang: 'ar', moved: 'نُقلت هذه الصفحة إلى {page}.' },
      { from: '/ar/old-home', to: '/ar#start', lang: 'ar', moved: 'نُقلت هذه الصفحة إلى {page}.' },
    ]);
    expect(redirectsFile(model!.redirects!)).toBe(
      ['/company /about 301', '/old-home /#start 301', '/fr/company /fr/a-propos 301', '/fr/old-home /fr#start 301', '/ar/company /ar/about 301', '/ar/old-home /ar#start 301', ''].join('\n'),
    );

    const french = redirectPage(model!, model!.redirects![2]);
    expect(french).toContain('<html lang="fr" dir="ltr">');
    expect(french).toContain('<meta http-equiv="refresh" content="0; url=/fr/a-propos">');
    expect(french).toContain('<link rel="canonical" href="https://fixture.example.com/fr/a-propos">');
    expect(french).toContain('<p>Cette page a été déplacée\u00a0: <a href="/fr/a-propos">À propos de la fixture</a>.</p>');
    const arabic = redirectPage(model!, model!.redirects![5]);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<p>نُقلت هذه الصفحة إلى <a href="/ar#start">');
  });

  it('have no version in a language where a page lives at that address, nor under another language’s prefix', () => {
    const root = withAnchor(site(
      { 'pages/home.fr.yaml': 'route: /fr/company\n' },
      (config) => LANGUAGES(config).replace(REDIRECTS, `${REDIRECTS}  - from: /fr/ancienne-adresse\n    to: /about\n`),
    ));
    const { model, problems } = loadSite(root);
    expect(problems.map(formatProblem)).toEqual([]);
    expect(model!.redirects!.map(({ from, to }) => `${from} → ${to}`)).toEqual([
      '/company → /about',
      '/old-home → /#start',
      '/fr/ancienne-adresse → /about',
      // /fr/company is the French home page
      '/fr/old-home → /fr/company#start',
      '/ar/company → /ar/about',
      '/ar/old-home → /ar#start',
    ]);
  });

  it('leave at each a page that sends the browser on, names the page’s address and is not indexed, in the site’s words', () => {
    const { model } = loadSite(withAnchor(site()));
    const html = redirectPage(model!, model!.redirects![1]);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/#start">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<p>This page has moved to <a href="/#start">');
    // the page's title, escaped, and no script
    expect(html).not.toContain('<script');
    const about = redirectPage(model!, model!.redirects![0]);
    expect(about).toContain('<title>About the fixture · Fixture Agents</title>');
    expect(about).toContain('<p>This page has moved to <a href="/about">About the fixture</a>.</p>');
  });

  it('say a page’s text without a place for the link as a problem of the message', () => {
    const root = site({}, (config) => config.replace('pageMoved: "This page has moved to {page}."', 'pageMoved: "This page has moved."'));
    expect(loadSite(root).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^site\.config\.yaml:\d+:14 "pageMoved" is "This page has moved\.": must contain \{page\}, where the link to the new page goes/),
    ]);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { headingsWithName } from '../../src/editor/form/renamed-headings.ts';
import { parse } from 'yaml';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/site/load-site.ts';
import { workingCopy } from '../../src/editor/server/working-copy.ts';
import { deleteChanges, keyOfName, linksToRoute, newPagePlan, renameChanges, siteEntries, slugOfName } from '../../src/editor/server/site-entries.ts';
import type { SiteFiles } from '../../src/editor/server/site-files.ts';
import { copySite } from '../../src/paths.ts';

/** Pages made, renamed and deleted without YAML (src/editor/server/site-entries.ts), on a copy of the site. */
let root: string;
let files: SiteFiles;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-pages-'));
  copySite(root);
  files = workingCopy(root, { check: (overlay) => loadSite(root, { overlay }).problems, checkSaved: () => loadSite(root).problems });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The lines of a file of the site whose value is `route` (`to: /about`), as `file:line`: found in the file, so that an edit of the content moves them with it. */
const linkLines = (file: string, route: string) =>
  read(file)
    .split('\n')
    .flatMap((line, index) => (line.trimEnd().endsWith(`: ${route}`) ? [`${file}:${index + 1}`] : []));

describe('a name becomes a file name, a route and a key', () => {
  it.each([
    ["Port d'Agadir", 'port-d-agadir', 'portDAgadir'],
    ["Port d'Agadir – Logistique", 'port-d-agadir-logistique', 'portDAgadirLogistique'],
    ['Maritime Logistics', 'maritime-logistics', 'maritimeLogistics'],
    ['Énergie & Mines', 'energie-and-mines', 'energieAndMines'],
    ['L’Oréal Retail 2026', 'l-oreal-retail-2026', 'lOrealRetail'],
  ])('%s → %s, key %s', (name, slug, key) => {
    expect(slugOfName(name)).toBe(slug);
    expect(keyOfName(name)).toBe(key);
  });

  it('shows the file and route a new industry would get, and refuses a taken or empty name before anything is written', () => {
    expect(newPagePlan(files, 'pages/industries', "Port d'Agadir – Logistique")).toEqual({ slug: 'port-d-agadir-logistique', path: 'pages/industries/port-d-agadir-logistique.yaml', route: '/port-d-agadir-logistique', key: 'portDAgadirLogistique' });
    expect(newPagePlan(files, 'pages/industries', 'Logistics').problem).toBe('There is already a page at /logistics (pages/industries/logistics.yaml): choose another name, or open that page.');
    expect(newPagePlan(files, 'pages', 'About').problem).toMatch(/^There is already a page at \/about /);
    expect(newPagePlan(files, 'pages/industries', '   ').problem).toBe('Give the page a name first.');
    expect(newPagePlan(files, 'pages/industries', '!!!').problem).toBe('"!!!" has no letter or digit to make an address of: use a few words.');
  });
});

describe('the site as a person knows it', () => {
  it('lists pages by title and route, industries by name, videos, the catalogue and the settings', () => {
    const entries = siteEntries(files);
    expect(entries.find((e) => e.path === 'pages/industries/banking.yaml')).toEqual({ path: 'pages/industries/banking.yaml', group: 'industries', title: 'Banking', route: '/banking' });
    expect(entries.find((e) => e.path === 'pages/about.yaml')).toMatchObject({ group: 'pages', route: '/about' });
    expect(entries.find((e) => e.path === 'content/guardrail-videos.yaml')).toMatchObject({ group: 'videos', title: 'Guardrail videos' });
    expect(entries.find((e) => e.path === 'site.config.yaml')).toMatchObject({ group: 'settings' });
    expect(entries.find((e) => e.path.startsWith('content/catalogue/'))).toMatchObject({ group: 'catalogue' });
  });
});

describe('renaming a page', () => {
  it('moves its file and route, and every link to it follows, in one change; the site stays valid', async () => {
    const links = linksToRoute(files, '/about', 'pages/about.yaml');
    expect(links.map((l) => `${l.file}:${l.line}`)).toEqual([...linkLines('site.config.yaml', '/about'), ...linkLines('pages/home.yaml', '/about')]);
    expect(links).toHaveLength(2);
    const renamed = renameChanges(files, 'pages/about.yaml', 'About us');
    if ('problem' in renamed) throw new Error(renamed.problem);
    expect(renamed.changes.map((c) => [c.path, c.text === null ? 'removed' : 'written'])).toEqual([
      ['pages/about.yaml', 'removed'],
      ['pages/about-us.yaml', 'written'],
      ['pages/about.ar.yaml', 'removed'], // its translations move with it
      ['pages/about-us.ar.yaml', 'written'],
      ['pages/about.fr.yaml', 'removed'],
      ['pages/about-us.fr.yaml', 'written'],
      ['site.config.yaml', 'written'],
      ['pages/home.yaml', 'written'],
    ]);
    // site.config.yaml links to the page and gets its old address: one change of it
    expect(new Set(renamed.changes.map((c) => c.path)).size).toBe(renamed.changes.length);
    const configBefore = read('site.config.yaml');
    expect(await files.apply(renamed.changes)).toEqual({ ok: true });
    expect(read('pages/about-us.yaml')).toMatch(/^route: \/about-us$/m);
    // the same lines as before, now leading to the new address
    for (const link of links) expect(read(link.file).split('\n')[link.line - 1].trim()).toBe('to: /about-us');
    // the old address leads to the new one: a list made at the end of the file, the rest kept byte for byte
    expect(read('site.config.yaml')).toBe(
      `${configBefore.replaceAll(/: \/about$/gm, ': /about-us')}\n# Old addresses: each leads visitors to the page that replaced it (renaming a page adds one).\nredirects:\n  - from: /about\n    to: /about-us\n`,
    );
    expect(loadSite(root).problems).toEqual([]);
  });

  it('keeps every old address leading straight to the page: no redirect to another, none from where a page lives again', async () => {
    const redirects = () => (parse(read('site.config.yaml')) as { redirects?: unknown }).redirects;
    const rename = async (file: string, name: string) => {
      const renamed = renameChanges(files, file, name);
      if ('problem' in renamed) throw new Error(renamed.problem);
      expect(renamed.changes.filter((c) => c.path === 'site.config.yaml')).toHaveLength(1);
      expect(await files.apply(renamed.changes)).toEqual({ ok: true });
    };
    await rename('pages/about.yaml', 'About us');
    expect(redirects()).toEqual([{ from: '/about', to: '/about-us' }]);
    // renamed again: the first old address leads to the new one directly (no chain)
    await rename('pages/about-us.yaml', 'Company');
    expect(redirects()).toEqual([
      { from: '/about', to: '/company' },
      { from: '/about-us', to: '/company' },
    ]);
    // back to its first address: the page lives at /about again, so nothing leads away from it
    await rename('pages/company.yaml', 'About');
    expect(redirects()).toEqual([
      { from: '/about-us', to: '/about' },
      { from: '/company', to: '/about' },
    ]);
    expect(read('pages/home.yaml')).toContain('to: /about');
    expect(loadSite(root).problems).toEqual([]);
  });

  it('renames an industry: its name on the cards too; a name taken by another page is refused', () => {
    const renamed = renameChanges(files, 'pages/industries/logistics.yaml', 'Maritime Logistics');
    if ('problem' in renamed) throw new Error(renamed.problem);
    expect(renamed.changes[1].text).toMatch(/^route: \/maritime-logistics$/m);
    expect(renamed.changes[1].text).toMatch(/^ {2}name: Maritime Logistics$/m);
    expect(renameChanges(files, 'pages/industries/logistics.yaml', 'Banking')).toEqual({ problem: 'There is already a page at /banking (pages/industries/banking.yaml): choose another name, or open that page.' });
    // the heading keeps "AI in Logistics" unless the person keeps the offer ticked
    expect(renamed.changes[1].text).toMatch(/^title: AI in Logistics$/m);
  });

  it('renames an industry with its headings when asked: the title and the hero say the new name, nothing else changes', () => {
    const before = read('pages/industries/logistics.yaml');
    const offered = headingsWithName(parse(before), 'Logistics', 'Maritime Logistics');
    expect(offered.map((heading) => heading.path.join('/'))).toContain('title');
    expect(offered.every((heading) => heading.to === heading.from.replace('Logistics', 'Maritime Logistics'))).toBe(true);
    const renamed = renameChanges(files, 'pages/industries/logistics.yaml', 'Maritime Logistics', 'en', { headings: true });
    if ('problem' in renamed) throw new Error(renamed.problem);
    const after = parse(renamed.changes[1].text!) as { title: string; blocks: { title?: string }[] };
    expect(after.title).toBe('AI in Maritime Logistics');
    for (const heading of offered) expect(heading.path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], after)).toBe(heading.to);
    // the rest of the page is as it was, line for line, but the route, the name and the headings
    const changedLines = renamed.changes[1].text!.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changedLines.length).toBe(2 + offered.length);
    expect(headingsWithName(parse(before), 'Logistics', 'Logistics')).toEqual([]);
  });

  it('refuses to write anything when a file changed since it was read', async () => {
    const renamed = renameChanges(files, 'pages/about.yaml', 'About us');
    if ('problem' in renamed) throw new Error(renamed.problem);
    const homeChange = renamed.changes.find((c) => c.path === 'pages/home.yaml')!;
    homeChange.baseHash = 'f'.repeat(64);
    expect(await files.apply(renamed.changes)).toEqual({ ok: false, path: 'pages/home.yaml' });
    expect(read('pages/about.yaml')).toMatch(/^route: \/about$/m);
  });
});

describe('deleting a page', () => {
  it('is refused while something links to it, naming the links; with consent, the menu entries linking to it go too', async () => {
    const refused = deleteChanges(files, 'pages/legal/cookies.yaml', false);
    expect(refused).toMatchObject({ problem: '2 links of the site go to /cookies.' });
    expect('links' in refused && refused.links.map((l) => `${l.file}:${l.line} ${l.value}`)).toEqual([...linkLines('site.config.yaml', '/cookies'), ...linkLines('pages/legal/privacy.yaml', '/cookies')].map((at) => `${at} /cookies`));
    const removed = deleteChanges(files, 'pages/legal/cookies.yaml', true);
    if ('problem' in removed) throw new Error(removed.problem);
    expect(await files.apply(removed.changes)).toEqual({ ok: true });
    expect(read('site.config.yaml')).not.toContain('/cookies');
    expect(read('pages/legal/privacy.yaml')).not.toContain('/cookies');
    expect(read('pages/legal/privacy.yaml')).toContain('to: /contact');
    expect(loadSite(root).problems).toEqual([]);
  });

  it('names the old addresses leading to the page among its links, and removes them with it', async () => {
    const renamed = renameChanges(files, 'pages/legal/cookies.yaml', 'Cookie policy');
    if ('problem' in renamed) throw new Error(renamed.problem);
    expect(await files.apply(renamed.changes)).toEqual({ ok: true });
    const refused = deleteChanges(files, 'pages/legal/cookie-policy.yaml', false);
    expect('links' in refused && refused.links.filter((link) => link.path[0] === 'redirects').map((link) => [link.path, link.value, link.removable])).toEqual([[['redirects', 0, 'to'], '/cookie-policy', true]]);
    const removed = deleteChanges(files, 'pages/legal/cookie-policy.yaml', true);
    if ('problem' in removed) throw new Error(removed.problem);
    expect(await files.apply(removed.changes)).toEqual({ ok: true });
    expect((parse(read('site.config.yaml')) as { redirects?: unknown }).redirects).toEqual([]);
    expect(loadSite(root).problems).toEqual([]);
  });

  it('a page nothing links to is deleted at once, with its translations', () => {
    const deleted = deleteChanges(files, 'pages/industries/telecom.yaml', false);
    expect(deleted).toEqual({
      changes: [
        { path: 'pages/industries/telecom.yaml', text: null, baseHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
        { path: 'pages/industries/telecom.ar.yaml', text: null, baseHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
        { path: 'pages/industries/telecom.fr.yaml', text: null, baseHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ],
    });
  });
});

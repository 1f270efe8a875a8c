import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteMemo, loadSite, type LoadOptions } from '../../src/config/site/load-site.ts';
import { copySite } from '../../src/paths.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/**
 * The dev server's memo (LoadOptions.memo): a page validated under the same facts is not validated again,
 * and what a load finds with it is what a load without it finds, whatever changed.
 */
const site = siteCopy();
afterAll(() => site.remove());
const read = (file: string) => readFileSync(path.join(site.root, file), 'utf8');

describe('loading the site with the memo of the last load', () => {
  const memo = createSiteMemo();
  const first = loadSite(site.root, { memo });
  const about = read('pages/about.yaml');
  const same = (options: LoadOptions) => {
    const remembered = loadSite(site.root, { ...options, memo, problemsOnly: true }).problems;
    expect(remembered).toEqual(loadSite(site.root, options).problems);
    return remembered;
  };

  it('keeps what each page was validated into', () => {
    expect(first.problems).toEqual([]);
    expect(memo.pages.size).toBeGreaterThan(3);
    const before = memo.pages.get('pages/home.yaml');
    loadSite(site.root, { memo, overlay: { 'pages/about.yaml': about.replace(/^title: .*$/m, 'title: Another title') } });
    expect(memo.pages.get('pages/home.yaml')).toBe(before); // not validated again
    expect(memo.pages.get('pages/about.yaml')?.source.text).toContain('title: Another title');
  });

  it('finds a problem of the page being typed, and none once it is fixed', () => {
    const broken = same({ overlay: { 'pages/about.yaml': about.replace(/^title: .*$/m, 'title: ""') } });
    expect(broken.map((p) => `${p.file} ${p.code}`)).toEqual(['pages/about.yaml empty-text']);
    expect(same({ overlay: { 'pages/about.yaml': about } })).toEqual([]);
  });

  it('checks the other pages again when the page changes what they rely on (its route)', () => {
    const moved = same({ overlay: { 'pages/about.yaml': about.replace(/^route: \/about$/m, 'route: /about-us') } });
    expect(moved.map((p) => `${p.file}:${p.line}`)).toEqual(expect.arrayContaining(['site.config.yaml:14', 'pages/home.yaml:12']));
    // and back: the pages validated under the moved route are read again from their text, not validated twice
    expect(same({ overlay: { 'pages/about.yaml': about } })).toEqual([]);
    expect(loadSite(site.root, { memo }).model?.pages.length).toBe(first.model?.pages.length);
  });

  it('builds the same model as a load without it, after a page was typed, saved and typed again', () => {
    const typed = about.replace(/^title: .*$/m, 'title: Typed, not saved');
    loadSite(site.root, { memo, overlay: { 'pages/about.yaml': typed }, problemsOnly: true });
    // the file on disk is still the old one: the typed text must not stand for it
    expect(loadSite(site.root, { memo }).model).toEqual(loadSite(site.root).model);
    writeFileSync(path.join(site.root, 'pages/about.yaml'), about.replace(/^title: .*$/m, 'title: Saved'));
    const saved = loadSite(site.root, { memo }).model;
    expect(saved).toEqual(loadSite(site.root).model);
    expect(saved?.pages.find((p) => p.route === '/about')?.title).toBe('Saved');
    expect(saved?.industries.length).toBeGreaterThan(0);
    writeFileSync(path.join(site.root, 'pages/about.yaml'), about);
  });

  it('a new page and a page taking another page\'s route', () => {
    const copy = about.replace(/^route: \/about$/m, 'route: /about');
    const taken = same({ overlay: { 'pages/about-copy.yaml': copy } });
    expect(taken.map((p) => `${p.file} ${p.code}`)).toEqual(['pages/about-copy.yaml route-taken']);
    expect(same({})).toEqual([]);
  });
});

describe('the translations, with the memo of the last load', () => {
  // the site itself: it is in three languages
  const root = mkdtempSync(path.join(tmpdir(), 'site-languages-'));
  copySite(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = { root };
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const memo = createSiteMemo();
  loadSite(site.root, { memo, problemsOnly: true });
  const about = read('pages/about.yaml');
  const aboutFr = read('pages/about.fr.yaml');
  const siteConfig = read('site.config.yaml');
  const checked = (options: LoadOptions) => {
    const remembered = loadSite(site.root, { ...options, memo, problemsOnly: true });
    const fresh = loadSite(site.root, { ...options, problemsOnly: true });
    expect(remembered.problems).toEqual(fresh.problems);
    expect(remembered.notes).toEqual(fresh.notes);
    expect(remembered.translations).toEqual(fresh.translations);
    return remembered;
  };

  it('a keystroke in one page translates that page again, not the others', () => {
    const home = memo.translations.get('fr pages/home.yaml');
    expect(home).toBeDefined();
    checked({ overlay: { 'pages/about.yaml': about.replace(/^title: .*$/m, 'title: About the team') } });
    expect(memo.translations.get('fr pages/home.yaml')).toBe(home);
    expect(memo.translations.get('fr pages/about.yaml')?.sourceText).toContain('title: About the team');
  });

  it('finds the French gone stale when the English of the page being typed changes, and current again when it comes back', () => {
    const typed = checked({ overlay: { 'pages/about.yaml': about.replace(/^title: .*$/m, 'title: About the team') } });
    expect(typed.translations?.find((t) => t.translation === 'pages/about.fr.yaml')?.stale).toEqual(['title']);
    const back = checked({});
    expect(back.translations?.find((t) => t.translation === 'pages/about.fr.yaml')?.stale).toEqual([]);
  });

  it('finds the mistake of a translation being typed (a list for a text), and reads it once saved', () => {
    const wrong = checked({ overlay: { 'pages/about.fr.yaml': aboutFr.replace(/^title: .*$/m, 'title: [not, a, text]') } });
    expect(wrong.problems.map((p) => `${p.file}:${p.line} ${p.code}`)).toEqual(['pages/about.fr.yaml:2 wrong-type']);
    writeFileSync(path.join(site.root, 'pages/about.fr.yaml'), aboutFr.replace(/^title: .*$/m, 'title: "Qui nous sommes" # en:5d8c71ab'));
    const saved = loadSite(site.root, { memo });
    expect(saved.model?.pages.find((p) => p.route === '/fr/a-propos')?.title).toBe('Qui nous sommes');
    expect(saved.model).toEqual(loadSite(site.root).model);
    writeFileSync(path.join(site.root, 'pages/about.fr.yaml'), aboutFr);
  });

  it('moves the links of every translated page when a page moves, and builds the model a load without it builds', () => {
    writeFileSync(path.join(site.root, 'pages/about.yaml'), about.replace(/^route: \/about$/m, 'route: /about-us'));
    writeFileSync(path.join(site.root, 'pages/home.yaml'), read('pages/home.yaml').replace(/^(\s+to: )\/about$/m, '$1/about-us'));
    writeFileSync(path.join(site.root, 'site.config.yaml'), siteConfig.replace(/^(\s+to: )\/about$/m, '$1/about-us'));
    const moved = loadSite(site.root, { memo });
    expect(moved.problems).toEqual([]);
    expect(moved.model).toEqual(loadSite(site.root).model);
    expect(JSON.stringify(moved.model?.pages.find((p) => p.route === '/fr')?.blocks)).toContain('"/fr/a-propos"');
    // a second load with the same memo is the same again: the memo's data is never the one a load resolved in place
    expect(loadSite(site.root, { memo }).model).toEqual(moved.model);
    writeFileSync(path.join(site.root, 'pages/about.yaml'), about);
    writeFileSync(path.join(site.root, 'pages/home.yaml'), read('pages/home.yaml').replace(/^(\s+to: )\/about-us$/m, '$1/about'));
    writeFileSync(path.join(site.root, 'site.config.yaml'), siteConfig);
    expect(loadSite(site.root, { memo }).model).toEqual(loadSite(site.root).model);
  });
});

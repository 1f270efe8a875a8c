import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteMemo, loadSite, type LoadOptions } from '../../src/config/site/load-site.ts';
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

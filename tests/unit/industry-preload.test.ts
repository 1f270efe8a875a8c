import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeScaledSite } from '../../src/bench/scale.ts';
import { preloadedEverywhere } from '../../src/config/site/industries.ts';
import { loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { industryUrls, needsOfIndustry } from '../../src/industry/urls.ts';
import type { IndustryRef } from '../../src/industry/model.ts';
import { SITE_FILE } from '../../src/paths.ts';

/**
 * 001: every page preloads every industry. What decides is what that would download (the industries'
 * data, compressed, within industryPages.preloadEveryIndustryWithinKB), not a count equal to today's.
 */
const shipped = loadSite(PROJECT_ROOT).model!;

/** `count` industries of today's size: the shipped industries' files in turn, under new slugs. */
function industriesOfTodaysSize(count: number): { refs: IndustryRef[]; data: Record<string, unknown> } {
  const refs: IndustryRef[] = [];
  const data: Record<string, unknown> = { [industryUrls.technologies]: shipped.data[industryUrls.technologies] };
  for (let i = 0; i < count; i++) {
    const source = shipped.industries[i % shipped.industries.length];
    const slug = `${source.slug}-${i}`;
    refs.push({ ...source, slug, route: `/${slug}` });
    for (const [from, to] of needsOfIndustry(source, 0).map((need, k) => [need.url, needsOfIndustry({ ...source, slug }, 0)[k].url])) {
      if (from !== industryUrls.technologies) data[to] = JSON.parse(JSON.stringify(shipped.data[from])); // objects of their own, as each file is
    }
  }
  return { refs, data };
}

describe('the industries every page preloads', () => {
  it.each([12, 13, 20])('with %i industries of today\'s size: every one of them', (count) => {
    const { refs, data } = industriesOfTodaysSize(count);
    const plan = preloadedEverywhere(refs, data, 500);
    expect(plan.list).toEqual(refs.map(({ slug, stages }) => ({ slug, stages })));
    expect(plan.pastBudget).toBeUndefined();
  });

  it('with 200 industries: none (each page preloads what it links to), and weighing stopped at the first past the budget', () => {
    const { refs, data } = industriesOfTodaysSize(200);
    const plan = preloadedEverywhere(refs, data, 500);
    expect(plan.list).toEqual([]);
    expect(plan.pastBudget!.gzipBytes).toBeGreaterThan(500 * 1024);
    expect(plan.pastBudget!.weighed).toBeGreaterThan(20);
    expect(plan.pastBudget!.weighed).toBeLessThan(60);
  });

  it('a budget of 0 preloads nothing; an empty site preloads nothing either', () => {
    const { refs, data } = industriesOfTodaysSize(3);
    expect(preloadedEverywhere(refs, data, 0).list).toEqual([]);
    expect(preloadedEverywhere([], {}, 500)).toEqual({ list: [] });
  });
});

describe('a site of 200 industry pages', () => {
  let root: string;
  let loaded: ReturnType<typeof loadSite>;
  beforeAll(() => {
    root = makeScaledSite(200);
    loaded = loadSite(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('preloads no industry on every page (each page preloads the industry pages it links to)', () => {
    expect(loaded.problems).toEqual([]);
    expect(loaded.model!.data[industryUrls.preloadedEverywhere]).toEqual([]);
  });

  it('is told by validate, as a note on the line of preloadEveryIndustryWithinKB, with the setting to raise', () => {
    const line = readFileSync(path.join(root, SITE_FILE), 'utf8').split('\n').findIndex((l) => l.trimStart().startsWith('preloadEveryIndustryWithinKB:')) + 1;
    const notes = (loaded.notes ?? []).filter((note) => note.code === 'preload-past-budget');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ file: SITE_FILE, line, col: 3 });
    expect(notes[0].message).toMatch(/^every page would preload the data of all 200 industry pages, and the first \d+ already weigh \d+ KB compressed, past preloadEveryIndustryWithinKB \(500 KB\): each page preloads only the industry pages it links to; .*raise preloadEveryIndustryWithinKB to about \d+0 /);
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerender, type PrerenderResult } from '../../src/prerender/prerender.ts';
import { loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import type { IndustryData } from '../../src/industry/model.ts';
import { CLIENT_DIR, ensureBundles, SERVER_DIR } from '../helpers/bundles.ts';
import { blockOf } from '../helpers/blocks.ts';
import { copySite } from '../../src/paths.ts';

/** 001 §2.2 and §3.1: the hero texts and the exact category lists of the twelve industries. */
const spec = JSON.parse(readFileSync(path.join(import.meta.dirname, '../fixtures/industry-spec.json'), 'utf8')) as Record<
  string,
  { hero: { title: string; subtitle: string }; categories: string[]; loadingText: string }
>;

type Model = NonNullable<ReturnType<typeof loadSite>['model']>;

/** 001 §2.2 and §3.1 for the twelve seed industries: present, with the hero, loading text and exact categories. */
function checkSeedIndustries(model: Model): void {
  expect(model.industries.map((i) => i.route)).toEqual(expect.arrayContaining(Object.keys(spec)));
  for (const route of Object.keys(spec)) {
    const page = model.pages.find((p) => p.route === route)!;
    const hero = blockOf(page, 'hero');
    expect(hero, route).toMatchObject({ ...spec[route].hero, height: 'tall', scrollCue: 'Scroll to explore' });
    const block = blockOf(page, 'industry-categories');
    expect(block.industry.loadingText, route).toBe(spec[route].loadingText);
    const data = model.data[`/_data/industries/${block.industry.slug}.json`] as IndustryData;
    expect(data.categories.map((c) => c.name), route).toEqual(spec[route].categories);
  }
}

/** What every industry, seed or added, must hold: at least 4 use cases per category, 1–4 technologies and every text of each; no text twice. */
function checkEveryIndustry(model: Model, route: string): void {
  const data = model.data[`/_data/industries${route}.json`] as IndustryData;
  for (const category of data.categories) {
    expect(data.useCases.filter((u) => u.categories.includes(category.id)).length, `${route} ${category.name}`).toBeGreaterThanOrEqual(4);
  }
  for (const useCase of data.useCases) {
    expect(useCase.technology.length, useCase.id).toBeGreaterThanOrEqual(1);
    expect(useCase.technology.length, useCase.id).toBeLessThanOrEqual(4);
    for (const field of ['title', 'description', 'advantage', 'example', 'application'] as const) expect(useCase[field].length, `${useCase.id}.${field}`).toBeGreaterThan(10);
  }
}

function checkNoTextTwice(model: Model): void {
  const texts = model.industries.flatMap(({ route }) =>
    (model.data[`/_data/industries${route}.json`] as IndustryData).useCases.flatMap((u) => [u.description, u.advantage, u.example, u.application]),
  );
  expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
}

describe('the industry pages', () => {
  const { model } = loadSite(PROJECT_ROOT);
  const industries = model!.industries;

  it('the twelve of the specification, each with its hero, loading text and exact categories', () => {
    expect(industries.length).toBeGreaterThanOrEqual(12);
    checkSeedIndustries(model!);
  });

  it.each(industries.map((i) => i.route))('%s: every category holds at least 4 use cases, each with 1–4 technologies and every text', (route) => {
    checkEveryIndustry(model!, route);
  });

  it('no two use case texts are alike, across all industries', () => {
    checkNoTextTwice(model!);
  });

  it('the loading settings of the specification', () => {
    const settings = (route: string) => blockOf(model!.pages.find((p) => p.route === route)!, 'industry-categories').industry;
    expect(settings('/real-estate')).toMatchObject({ stages: 2, errorText: 'Failed to load data. Please check your Airtable configuration and try again.' });
    expect(settings('/healthcare')).toMatchObject({ stages: 2, skeletons: 3 });
    expect(settings('/banking')).toMatchObject({ stages: 1 });
    const chip = (route: string) => (model!.pages.find((p) => p.route === route)!.blocks[0] as { status?: { mode: string } }).status?.mode;
    expect(['/real-estate', '/agriculture', '/government', '/healthcare', '/banking'].map(chip)).toEqual(['always', 'always', 'always', 'whenLoaded', undefined]);
  });

  it('category cards get their gradient by name; the page JSON carries no use cases (they travel as data)', () => {
    const data = model!.data['/_data/industries/banking.json'] as IndustryData;
    expect(data.categories.every((c) => c.style.gradient[0] !== '#4b5563')).toBe(true); // every shipped name has its own style
    const page = model!.pages.find((p) => p.route === '/banking')!;
    expect(JSON.stringify(page)).not.toContain(data.useCases[0].advantage);
  });
});

describe('a thirteenth industry file is all it takes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'thirteen-'));
  const outDir = mkdtempSync(path.join(tmpdir(), 'thirteen-out-'));
  let result: PrerenderResult;

  beforeAll(async () => {
    copySite(root);
    cpSync(path.join(import.meta.dirname, '../fixtures/thirteenth-industry'), root, { recursive: true });
    ensureBundles();
    result = await prerender({ root, clientDir: CLIENT_DIR, serverDir: SERVER_DIR, outDir, precompress: false });
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  it('passes the same industry checks as the shipped ones, without any other file touched', () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    checkSeedIndustries(result.model);
    for (const { route } of result.model.industries) checkEveryIndustry(result.model, route);
    checkNoTextTwice(result.model);
  });

  it('has its route and its prerendered page with its categories and use cases in the HTML', () => {
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.model.pages.map((p) => p.route)).toContain('/insurance');
    const html = readFileSync(path.join(outDir, 'insurance/index.html'), 'utf8');
    expect(html).toContain('>AI in Insurance</h1>');
    expect(html).toContain('Claims Handling');
    expect(html).toContain('First Notice of Loss Agent');
  });

  it('is in the sitemap', () => {
    expect(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('/insurance</loc>');
  });

  it('is in the industry index (the industry grid and the carousel), which no page carries, and in the list every page preloads', () => {
    const index = JSON.parse(readFileSync(path.join(outDir, '_data/industries.json'), 'utf8'));
    // the project's industries and insurance (which the project may already have: then it is the fixture's copy)
    expect(index).toHaveLength(loadSite(PROJECT_ROOT).model!.industries.filter((industry) => industry.slug !== 'insurance').length + 1);
    expect(JSON.parse(readFileSync(path.join(outDir, '_data/site.json'), 'utf8'))).not.toHaveProperty('industries');
    expect(JSON.parse(readFileSync(path.join(outDir, '_data/preload.json'), 'utf8'))).toContainEqual({ slug: 'insurance', stages: 1 });
    expect(JSON.parse(readFileSync(path.join(outDir, '_data/preload.json'), 'utf8'))).toHaveLength(index.length);
    expect(index).toContainEqual(
      expect.objectContaining({ slug: 'insurance', route: '/insurance', name: 'Insurance', stages: 1, technologies: ['Conversational AI', 'Computer Vision'] }),
    );
    const data = JSON.parse(readFileSync(path.join(outDir, '_data/industries/insurance.json'), 'utf8'));
    expect(data.useCases[0].technologyObjects).toEqual([
      { id: 'conversational-ai', name: 'Conversational AI' },
      { id: 'computer-vision', name: 'Computer Vision' },
    ]);
  });
});

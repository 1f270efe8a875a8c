import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/site/load-site.ts';
import { formatProblem } from '../../src/config/messages/problems.ts';
import { SEARCH_DATA_URL, type SearchData } from '../../src/search/data.ts';
import { pastEmbeddedLimit, weighSearchData, withinEmbeddedLimit } from '../../src/config/site/search-limit.ts';
import { EMBEDDED_SEARCH_LIMIT } from '../../src/search/limits.ts';
import { gzipSize } from '../../src/config/site/gzip-size.ts';
import { FIXTURE_SITE } from '../helpers/site-copy.ts';

/**
 * The embedded engine's limit (src/search/limits.ts), checked at build by counting and compressing the
 * search data, never by timing: a site past it gets the 'search-past-embedded-limit' note on
 * site.config.yaml's search field, pointing to Algolia. A note stops nothing: the site still builds.
 */
const INDUSTRY_FILE = 'pages/industries/orchards.yaml';
const industryPage = readFileSync(path.join(FIXTURE_SITE, INDUSTRY_FILE), 'utf8');
const siteConfig = readFileSync(path.join(FIXTURE_SITE, 'site.config.yaml'), 'utf8');

/** Words drawn by a seeded generator: text that compresses like prose written case by case, never like a repeated one. */
function wordsFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 16;
  };
  const letters = 'abcdefghijklmnoprstuvwy';
  return (count: number) =>
    Array.from({ length: count }, () => Array.from({ length: 3 + (next() % 7) }, () => letters[next() % letters.length]).join('')).join(' ');
}

/**
 * The fixture's industry page with `count` more use cases, each text (description, advantage, example,
 * application) of `textWords` words: 45 words stay within a text's 400 characters.
 */
function withUseCases(count: number, textWords: number): string {
  const words = wordsFrom(count);
  const useCases = Array.from(
    { length: count },
    (_, i) =>
      `    - { id: generated-${i}, title: Generated Agent ${i}, description: ${words(textWords)}, advantage: ${words(textWords)}., example: ${words(textWords)}., application: ${words(textWords)}., technologies: [llm], categories: fruit }`,
  );
  return industryPage.replace('  useCases:\n', `  useCases:\n${useCases.join('\n')}\n`);
}

const searchLine = siteConfig.split('\n').indexOf('search:') + 1;

describe('the embedded search limit', () => {
  it("is not reached by today's site, nor by the fixture site", () => {
    for (const root of [undefined, FIXTURE_SITE]) {
      const { model, problems, notes } = loadSite(root);
      expect(problems.map(formatProblem)).toEqual([]);
      // (the shipped site's other notes say which texts are not yet in French or Arabic)
      expect(notes!.filter((note) => !note.code.startsWith('translation-'))).toEqual([]);
      const weight = weighSearchData(model!.data[SEARCH_DATA_URL] as SearchData);
      expect(weight.useCases).toBeGreaterThan(0);
      expect(withinEmbeddedLimit(weight)).toBe(true);
      expect(pastEmbeddedLimit(model!.data[SEARCH_DATA_URL] as SearchData)).toBeUndefined();
    }
  });

  it('is passed by more use cases than the limit, said on the search field with the numbers and the way to Algolia', () => {
    const useCases = EMBEDDED_SEARCH_LIMIT.useCases + 1;
    const { model, problems, notes = [] } = loadSite(FIXTURE_SITE, { overlay: { [INDUSTRY_FILE]: withUseCases(useCases - 4, 1) } });
    expect(problems).toEqual([]);
    expect(model).toBeDefined(); // it still builds
    expect(notes.map((p) => p.code)).toEqual(['search-past-embedded-limit']);
    const [problem] = notes;
    expect(formatProblem(problem)).toMatch(
      new RegExp(
        `^site\\.config\\.yaml:${searchLine}:1 the embedded search would hold 10,001 use cases in \\d+ KB gzip of search data, ` +
          'past its limit: over 10,000 use cases a keystroke takes over 10 ms; ' +
          'search with Algolia: under search set engine: algolia and an algolia section with appId, apiKeyEnv and adminKeyEnv ',
      ),
    );
    expect(problem.hint).toContain('npm run search:push');
  });

  it('is passed by search data over 1 MB gzip, however few the use cases', () => {
    const { problems, notes = [] } = loadSite(FIXTURE_SITE, { overlay: { [INDUSTRY_FILE]: withUseCases(6000, 45) } });
    expect(problems.map(formatProblem)).toEqual([]);
    // (an industry of 6,000 use cases is past the preload budget too: tests/unit/industry-preload.test.ts)
    expect(notes.map((p) => p.code)).toEqual(['search-past-embedded-limit', 'preload-past-budget']);
    const note = notes.find((p) => p.code === 'search-past-embedded-limit')!;
    const gzipKb = Number(/in ([\d,]+) KB gzip/.exec(note.detail)![1].replace(/,/g, ''));
    expect(gzipKb).toBeGreaterThan(EMBEDDED_SEARCH_LIMIT.dataGzipBytes / 1024);
    expect(note.detail).toContain('6,004 use cases');
    expect(note.detail).toMatch(/past its limit: over 1,024 KB gzip is too much for every visitor of the search page to download$/);
  });

  it('is no longer said once the hint is followed: the site searches with Algolia', () => {
    const algolia = 'search:\n  engine: algolia\n  algolia:\n    appId: ABCD1234EF\n    apiKeyEnv: TP_LIMIT_SEARCH_KEY\n    adminKeyEnv: TP_LIMIT_ADMIN_KEY\n';
    process.env.TP_LIMIT_SEARCH_KEY = 'search-only-key';
    try {
      const { model, problems, notes } = loadSite(FIXTURE_SITE, {
        overlay: { [INDUSTRY_FILE]: withUseCases(EMBEDDED_SEARCH_LIMIT.useCases, 1), 'site.config.yaml': siteConfig.replace('search:\n  engine: embedded\n', algolia) },
      });
      expect(problems.map(formatProblem)).toEqual([]);
      expect(notes).toEqual([]);
      expect(model!.shell.search.engine).toBe('algolia');
    } finally {
      delete process.env.TP_LIMIT_SEARCH_KEY;
    }
  });

  it('weighs data as the build serves it, gzip level 9: the same size whether compressed now or kept from an earlier check', () => {
    const words = wordsFrom(52);
    // a text of its own: no earlier run kept its size
    const texts = ['', `{"run":${Date.now()}}`, words(20), words(20_000), JSON.stringify({ useCases: Array.from({ length: 400 }, (_, i) => ({ id: `case-${i}`, name: words(6) })) })];
    for (const text of texts) {
      const compressed = gzipSync(text, { level: 9 }).length;
      expect(gzipSize(text)).toBe(compressed);
      expect(gzipSize(text)).toBe(compressed);
    }
  });
});

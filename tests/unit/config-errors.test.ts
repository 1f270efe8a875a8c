import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfiguredSite } from '../../src/config/sources/data-source.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { formatProblem, sortProblems } from '../../src/config/messages/problems.ts';
import { applyHint } from '../helpers/apply-hint.ts';
import { BROKEN_FIXTURES, FIXTURE_SITE, siteCopy, UNUSUAL_FIXTURES } from '../helpers/site-copy.ts';

/**
 * Each folder of tests/fixtures/broken/ holds one kind of mistake an editor makes, as files that
 * replace the valid fixture site's or as replace.json edits of them, and expected.txt: every problem
 * the validator must report, exactly (file:line:col message), in order.
 */
const cases = readdirSync(BROKEN_FIXTURES).sort();
const unusual = readdirSync(UNUSUAL_FIXTURES).sort();

describe('broken configurations', () => {
  it('covers at least 100 different mistakes', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
  });

  it('starts from a valid fixture site', () => {
    const result = loadSite(FIXTURE_SITE);
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.model?.pages.map((p) => p.route)).toEqual(['/', '/404', '/about', '/orchards']);
  });

  it.each(cases)('%s', async (name) => {
    const expected = readFileSync(path.join(BROKEN_FIXTURES, name, 'expected.txt'), 'utf8').trim().split('\n');
    const site = siteCopy(path.join(BROKEN_FIXTURES, name));
    try {
      const result = await loadConfiguredSite(site.root);
      expect(sortProblems(result.problems).map(formatProblem)).toEqual(expected);
      expect(result.model).toBeUndefined();
    } finally {
      site.remove();
    }
  });
});

/**
 * The fixtures whose hints say exactly what to type or move: followed literally, one after the other
 * (tests/helpers/apply-hint.ts does what the hint says, nothing more), they leave a valid site.
 */
const FOLLOWED = [
  ...cases.filter((name) => name.startsWith('layout-')),
  'colon-inside-a-title',
  'field-indented-shallower',
  'flow-list-not-closed',
  'syntax-error',
  'tab-indentation',
  'text-after-a-quoted-title',
  'use-case-pasted-under-categories',
  'site-colours-outdented',
  'site-colour',
  'site-colour-unquoted-hex',
  'video-youtube-full-address',
  'demo-video-youtube-shorts-address',
  'video-duration-seconds-over-59',
  'catalogue-go-live-with-hyphen',
  'formsubmit-email-with-comma',
  'duplicate-route',
  'page-copied-route-unchanged',
  'route-about-without-slash',
  'route-without-slash',
  'misspelled-field',
  'plural-written-as-text',
  'plural-form-missing',
  'plural-form-without-count',
  'plural-form-unused-in-english',
  'plural-singular-and-plural-keys',
  'plural-found-one-without-query',
  'redirect-from-a-page',
  'redirect-from-listed-twice',
  'redirect-to-an-old-address',
  'redirects-in-a-circle',
  'redirect-to-no-page',
];

describe('hints followed literally', () => {
  it.each(FOLLOWED)('%s', async (name) => {
    const site = siteCopy(path.join(BROKEN_FIXTURES, name));
    try {
      for (let round = 0; round < 10; round++) {
        const [problem] = sortProblems((await loadConfiguredSite(site.root)).problems);
        if (!problem) break;
        const file = path.join(site.root, problem.file);
        const fixed = applyHint(readFileSync(file, 'utf8'), problem);
        expect(fixed, `the hint of ${formatProblem(problem)} can be followed`).toBeDefined();
        writeFileSync(file, fixed!);
      }
      const after = await loadConfiguredSite(site.root);
      expect(after.problems.map(formatProblem)).toEqual([]);
      expect(after.model).toBeDefined();
    } finally {
      site.remove();
    }
  });
});

/**
 * tests/fixtures/unusual/*: files that are valid but unusual (a byte-order mark, Windows line ends,
 * Arabic, Chinese and combining accents, emoji, anchors and aliases, very long text, tabs inside a
 * block of text, quotes, colons and # inside quoted values, text on several lines, comments at odd
 * columns, a pasted table with a BOM and Windows line ends): no problem, and the site builds.
 */
describe('valid but unusual files', () => {
  it('covers at least 8 of them', () => {
    expect(unusual.length).toBeGreaterThanOrEqual(8);
  });

  it.each(unusual)('%s', async (name) => {
    const site = siteCopy(path.join(UNUSUAL_FIXTURES, name));
    try {
      const result = await loadConfiguredSite(site.root);
      expect(result.problems.map(formatProblem)).toEqual([]);
      expect(result.model).toBeDefined();
    } finally {
      site.remove();
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfiguredSite } from '../../src/config/data-source.ts';
import { loadSite } from '../../src/config/load-site.ts';
import { formatProblem, sortProblems } from '../../src/config/problems.ts';
import { BROKEN_FIXTURES, FIXTURE_SITE, siteCopy } from '../helpers/site-copy.ts';

/**
 * Each folder of tests/fixtures/broken/ holds one kind of mistake an editor makes, as files that
 * replace the valid fixture site's or as replace.json edits of them, and expected.txt: every problem
 * the validator must report, exactly (file:line:col message), in order.
 */
const cases = readdirSync(BROKEN_FIXTURES).sort();

describe('broken configurations', () => {
  it('covers at least 15 different mistakes', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
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

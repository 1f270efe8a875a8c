import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importAirtable } from '../../src/config/sources/airtable-import.ts';
import { loadConfiguredSite } from '../../src/config/sources/data-source.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { andList, argsOf, fieldAt, joinHint, lineList, listOf, MESSAGES, orList, say, type MessageCode } from '../../src/config/messages/messages.ts';
import { formatJson, formatProblem, type Problem } from '../../src/config/messages/problems.ts';
import { BROKEN_FIXTURES, siteCopy } from '../helpers/site-copy.ts';

/**
 * Every message of the catalogue (src/config/messages/messages.ts) is what some mistake produces: each code is
 * reported by a broken fixture (tests/fixtures/broken/), or by the unit test named here, which refers
 * to the code itself.
 */
const COVERED_ELSEWHERE: Partial<Record<MessageCode, string>> = {
  'tsv-no-header': 'tests/unit/catalogue.test.ts',
  'translation-missing': 'tests/unit/translations.test.ts',
  'translation-left-over': 'tests/unit/translations.test.ts',
  'translation-stale': 'tests/unit/translations.test.ts',
  'translation-unchecked': 'tests/unit/translations.test.ts',
  'translation-hidden': 'tests/unit/translations.test.ts',
  'tsv-not-tabs': 'tests/unit/catalogue.test.ts',
  'yaml-syntax': 'tests/unit/layout.test.ts',
  'yaml-missing-char': 'tests/unit/layout.test.ts',
  'yaml-bad-indent': 'tests/unit/layout.test.ts',
  'yaml-unknown-alias': 'tests/unit/layout.test.ts',
  'yaml-too-many-aliases': 'tests/unit/layout.test.ts',
  'block-specific': 'tests/integration/add-block.test.ts',
  'value-must-be': 'tests/unit/explain.test.ts',
  'text-too-short': 'tests/unit/explain.test.ts',
  'no-accepted-form': 'tests/unit/explain.test.ts',
  'value-invalid': 'tests/unit/explain.test.ts',
  'airtable-read-failed': 'tests/integration/airtable.test.ts',
  'background-video-unfit': 'tests/integration/media.test.ts',
  'search-past-embedded-limit': 'tests/unit/search-limits.test.ts',
  'preload-past-budget': 'tests/unit/industry-preload.test.ts',
};

/** Mistakes a fixture overlay cannot make: a file that is not there, a command run on the wrong setup. */
async function producedByHand(): Promise<Map<MessageCode, string>> {
  const produced = new Map<MessageCode, string>();
  const empty = mkdtempSync(path.join(tmpdir(), 'no-site-'));
  try {
    for (const problem of loadSite(empty).problems) produced.set(problem.code, 'a folder without site.config.yaml');
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
  const withoutTools = siteCopy();
  try {
    rmSync(path.join(withoutTools.root, 'content/tools.yaml'));
    for (const problem of loadSite(withoutTools.root).problems) produced.set(problem.code, 'content/tools.yaml deleted');
  } finally {
    withoutTools.remove();
  }
  const looping = siteCopy();
  try {
    symlinkSync('..', path.join(looping.root, 'pages/back'));
    for (const problem of loadSite(looping.root).problems) produced.set(problem.code, 'a link from pages/ back to the site');
  } finally {
    looping.remove();
  }
  const yamlSite = siteCopy();
  try {
    const result = await importAirtable(yamlSite.root);
    if (!result.ok) for (const problem of result.problems) produced.set(problem.code, 'npm run airtable:import on a YAML site');
  } finally {
    yamlSite.remove();
  }
  return produced;
}

/** A problem's hint stands alone (no separator), and its message is what is wrong joined to it as its definition says. */
function expectApart(problem: Problem) {
  expect(problem.hint, formatProblem(problem)).not.toMatch(/^[\s;:,(]/);
  const definition = MESSAGES[problem.code] as { join?: Parameters<typeof joinHint>[2] };
  expect(problem.message, formatProblem(problem)).toBe(joinHint(problem.detail, problem.hint, definition.join));
}

describe('the message catalogue', () => {
  it('names each mistake in a few words, a different title for each code', () => {
    const titles = (Object.keys(MESSAGES) as MessageCode[]).map((code) => MESSAGES[code].title);
    for (const title of titles) expect(title).toMatch(/^[A-Z][^.;:]*[^.;:\s]$/);
    for (const title of titles) expect(title.split(' ').length).toBeLessThanOrEqual(6);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('keeps message and hint apart, and joins them one way', () => {
    const said = say('yaml-duplicate-key', { key: 'title', firstLine: 3 });
    expect(said).toEqual({
      code: 'yaml-duplicate-key',
      title: 'Duplicate field',
      message: '"title" is written twice in the same place (first on line 3); keep one',
      detail: '"title" is written twice in the same place (first on line 3)',
      hint: 'keep one',
      args: { key: 'title', firstLine: 3 },
    });
    expect(say('asset-path-form', { path: 'x.jpg' })).toMatchObject({
      message: 'the file path "x.jpg" must start with "/" (a path inside public/, for example /assets/images/team.jpg)',
      hint: 'a path inside public/, for example /assets/images/team.jpg',
    });
    expect(say('missing-field', { object: { kind: 'page' }, field: 'title', why: 'every page needs one' }).message).toBe('the page is missing the required field "title": every page needs one');
    expect(say('fields-not-together', { object: { kind: 'block', type: 'button' }, why: 'a button has either "to" or "opens"' }).message).toBe('the button block: a button has either "to" or "opens"');
    // no hint, no separator
    expect(say('link-form', { link: 'x y' })).toMatchObject({ message: '"x y" is not a valid link: use a page route starting with "/" or a full web address starting with https://', hint: '' });
    expect(joinHint('a', 'b')).toBe('a; b');
    expect(joinHint('a', 'b', 'colon')).toBe('a: b');
    expect(joinHint('a', 'b', 'parentheses')).toBe('a (b)');
    expect(joinHint('a', 'b', 'space')).toBe('a b');
    expect(joinHint('a', '', 'parentheses')).toBe('a');
  });

  it('gives tools the title, the message without its hint and the hint, apart', () => {
    const said = say('unknown-icon', { name: 'rockett', known: ['rocket', 'star'] });
    expect(said.detail).toBe('unknown icon "rockett" (icons are Lucide names, see https://lucide.dev/icons)');
    const problem: Problem = { file: 'pages/a.yaml', line: 2, col: 3, ...said };
    expect(JSON.parse(formatJson([problem]))).toEqual({
      problems: [{ file: 'pages/a.yaml', line: 2, column: 3, code: 'unknown-icon', title: 'Unknown icon', message: said.detail, hint: 'did you mean "rocket"?' }],
      notes: [],
      translations: {},
    });
  });

  it('hands the arguments of a problem to code that needs a part of it', () => {
    const said = say('email-form', { field: fieldAt(['email']), value: 'a', reason: { kind: 'no-at' } });
    expect(argsOf(said, 'email-form')?.reason).toEqual({ kind: 'no-at' });
    expect(argsOf(said, 'colour-form')).toBeUndefined();
    expect(argsOf({ ...said }, 'email-form')).toBeUndefined();
  });

  it('lists with "or" and "and"', () => {
    expect(orList([])).toBe('');
    expect(orList(['a'])).toBe('a');
    expect(orList(['a', 'b'])).toBe('a or b');
    expect(orList(['a', 'b', 'c'])).toBe('a, b or c');
    expect(andList(['"AI Module"', '"AI Agent Name"'])).toBe('"AI Module" and "AI Agent Name"');
    expect(listOf(['a', 'b', 'c'], 'and')).toBe('a, b and c');
    expect(lineList([4])).toBe('line 4');
    expect(lineList([4, 5, 6])).toBe('lines 4–6');
    expect(lineList([4, 5, 8])).toBe('lines 4, 5 and 8');
    expect(lineList([1, 4, 5])).toBe('lines 1 and 4, 5');
  });

  it('names the mistakes a fixture overlay cannot make', async () => {
    const produced = await producedByHand();
    expect([...produced.keys()]).toEqual(expect.arrayContaining(['site-file-missing', 'collection-unavailable', 'airtable-import-not-configured']));
  });

  it('every code is produced by a mistake an editor can make', async () => {
    const produced = await producedByHand();
    for (const name of readdirSync(BROKEN_FIXTURES).sort()) {
      const site = siteCopy(path.join(BROKEN_FIXTURES, name));
      try {
        for (const problem of (await loadConfiguredSite(site.root)).problems) {
          if (!produced.has(problem.code)) produced.set(problem.code, name);
          expectApart(problem);
        }
      } finally {
        site.remove();
      }
    }
    for (const [code, file] of Object.entries(COVERED_ELSEWHERE)) {
      expect(readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8'), `${file} should check ${code}`).toContain(`'${code}'`);
      if (!produced.has(code as MessageCode)) produced.set(code as MessageCode, file);
    }
    const missing = (Object.keys(MESSAGES) as MessageCode[]).filter((code) => !produced.has(code));
    expect(missing, 'codes no fixture produces').toEqual([]);
  });
});

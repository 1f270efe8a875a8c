import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importAirtable } from '../../src/airtable/import.ts';
import { loadConfiguredSite } from '../../src/config/data-source.ts';
import { loadSite } from '../../src/config/load-site.ts';
import { andList, lineList, listOf, MESSAGES, orList, type MessageCode } from '../../src/config/messages.ts';
import { BROKEN_FIXTURES, siteCopy } from '../helpers/site-copy.ts';

/**
 * Every message of the catalogue (src/config/messages.ts) is what some mistake produces: each code is
 * reported by a broken fixture (tests/fixtures/broken/), or by the unit test named here, which refers
 * to the code itself.
 */
const COVERED_ELSEWHERE: Partial<Record<MessageCode, string>> = {
  'tsv-no-header': 'tests/unit/catalogue.test.ts',
  'tsv-not-tabs': 'tests/unit/catalogue.test.ts',
  'yaml-syntax': 'tests/unit/layout.test.ts',
  'yaml-missing-char': 'tests/unit/layout.test.ts',
  'yaml-bad-indent': 'tests/unit/layout.test.ts',
  'yaml-unknown-alias': 'tests/unit/layout.test.ts',
  'yaml-too-many-aliases': 'tests/unit/layout.test.ts',
  'block-specific': 'tests/unit/add-block.test.ts',
  'value-must-be': 'tests/unit/explain.test.ts',
  'text-too-short': 'tests/unit/explain.test.ts',
  'no-accepted-form': 'tests/unit/explain.test.ts',
  'value-invalid': 'tests/unit/explain.test.ts',
  'airtable-read-failed': 'tests/unit/airtable.test.ts',
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
  const yamlSite = siteCopy();
  try {
    const result = await importAirtable(yamlSite.root);
    if (!result.ok) for (const problem of result.problems) produced.set(problem.code, 'npm run airtable:import on a YAML site');
  } finally {
    yamlSite.remove();
  }
  return produced;
}

describe('the message catalogue', () => {
  it('names the mistakes a fixture overlay cannot make', async () => {
    const produced = await producedByHand();
    expect([...produced.keys()]).toEqual(expect.arrayContaining(['site-file-missing', 'collection-unavailable', 'airtable-import-not-configured']));
  });

  it('every code is produced by a mistake an editor can make', async () => {
    const produced = await producedByHand();
    for (const name of readdirSync(BROKEN_FIXTURES).sort()) {
      const site = siteCopy(path.join(BROKEN_FIXTURES, name));
      try {
        for (const problem of (await loadConfiguredSite(site.root)).problems) if (!produced.has(problem.code)) produced.set(problem.code, name);
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
  }, 120_000);
});

describe('lists in messages', () => {
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
});

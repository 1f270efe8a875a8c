import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { mayHoldFieldsInText } from '../../src/config/schemas/explain.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { pruneParseCache, textKey } from '../../src/config/yaml/parse-cache.ts';
import { parseYaml, parseYamlCached } from '../../src/config/yaml/yaml-file.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/** The parse cache (src/config/yaml/parse-cache.ts): a text read before is read from JSON, its positions parsed only when asked for. */
const dir = mkdtempSync(path.join(tmpdir(), 'parse-cache-'));
const before = process.env.SITE_CONFIG_CACHE;
process.env.SITE_CONFIG_CACHE = dir;
afterAll(() => {
  if (before === undefined) delete process.env.SITE_CONFIG_CACHE;
  else process.env.SITE_CONFIG_CACHE = before;
  rmSync(dir, { recursive: true, force: true });
});

/** A text no other test has read (the cache in memory lives as long as the worker). */
const unique = (yaml: string) => `# ${Math.random()}\n${yaml}`;

describe('the parse cache', () => {
  beforeEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the same data and the same positions from the cache as from the YAML', () => {
    const text = unique('route: /x\ntitle: "A title"\nlist:\n  - id: a\n    n: 1.5\n  - id: b\n    flag: true\n');
    const first = parseYamlCached('pages/x.yaml', text);
    expect(existsSync(path.join(dir, `${textKey(text)}.json`))).toBe(true);
    const again = parseYamlCached('pages/x.yaml', text);
    expect(again.data).toEqual(first.data);
    expect(again.data).not.toBe(first.data); // a new object: the pipeline resolves values in place
    expect(again.lineCounter.linePos(text.indexOf('flag'))).toEqual(first.lineCounter.linePos(text.indexOf('flag')));
    expect(again.doc.getIn(['list', 1, 'id'])).toBe('b');
  });

  it('keeps no file with a problem, and reads a file that is not whole as a miss', () => {
    const broken = unique('route: /x\n\ttitle: tab\n');
    expect(parseYamlCached('pages/x.yaml', broken).problems.length).toBeGreaterThan(0);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    const text = unique('route: /y\n');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${textKey(text)}.json`), '{"route": "/y');
    expect(parseYamlCached('pages/y.yaml', text).data).toEqual({ route: '/y' });
    expect(JSON.parse(readFileSync(path.join(dir, `${textKey(text)}.json`), 'utf8'))).toEqual({ route: '/y' });
  });

  it('does not keep values JSON cannot hold exactly', () => {
    const text = unique('big: .inf\n');
    expect(parseYamlCached('content/x.yaml', text).data).toEqual({ big: Infinity });
    expect(parseYamlCached('content/x.yaml', text).data).toEqual({ big: Infinity });
    expect(existsSync(path.join(dir, `${textKey(text)}.json`))).toBe(false);
  });

  it('a problem found across files in a file read from the cache is placed as in one read from the YAML', () => {
    const site = siteCopy();
    try {
      loadSite(site.root); // every file of the site in the cache
      // the about page moves: the links to /about in site.config.yaml and home.yaml, both read from the cache, are problems there
      const about = path.join(site.root, 'pages/about.yaml');
      writeFileSync(about, readFileSync(about, 'utf8').replace(/^route: \/about$/m, 'route: /about-us'));
      const cached = loadSite(site.root).problems;
      process.env.SITE_CONFIG_CACHE = 'off';
      const uncached = loadSite(site.root).problems;
      process.env.SITE_CONFIG_CACHE = dir;
      expect(cached.map((p) => `${p.file}:${p.line}`)).toEqual(expect.arrayContaining(['site.config.yaml:14', 'pages/home.yaml:12']));
      expect(cached).toEqual(uncached);
      const home = readFileSync(path.join(site.root, 'pages/home.yaml'), 'utf8');
      expect(parseYamlCached('pages/home.yaml', home).data).toEqual(parseYaml('pages/home.yaml', home).data);
    } finally {
      site.remove();
    }
  });

  it('removes the entries no run has used for two weeks', () => {
    const old = unique('a: 1\n');
    const recent = unique('b: 2\n');
    parseYamlCached('x.yaml', old);
    parseYamlCached('y.yaml', recent);
    const longAgo = new Date(Date.now() - 15 * 86_400_000);
    utimesSync(path.join(dir, `${textKey(old)}.json`), longAgo, longAgo);
    pruneParseCache();
    expect(readdirSync(dir)).toEqual([`${textKey(recent)}.json`]);
  });
});

describe('whether a block of text may hold a field (the walk over the nodes is skipped where it cannot)', () => {
  it('a field line inside folded text may; text and fields beside it may not', () => {
    expect(mayHoldFieldsInText('a:\n  description: >-\n    Some text.\n    name: swallowed\n')).toBe(true);
    expect(mayHoldFieldsInText('- id: x\n  description: |\n    Text: with a colon\n  name: X\n')).toBe(true); // (a sibling after "- ": looked at, to be sure)
    expect(mayHoldFieldsInText('a:\n  description: >-\n    Some text, with: a colon inside.\n  name: beside\n')).toBe(false);
    expect(mayHoldFieldsInText('title: plain\nlist: [a, b]\n')).toBe(false);
  });

  it('holds for none of the shipped industry pages, whose texts are all folded', () => {
    const dir = path.join(import.meta.dirname, '../../pages/industries');
    const held = readdirSync(dir).filter((f) => mayHoldFieldsInText(readFileSync(path.join(dir, f), 'utf8')));
    expect(held).toEqual([]);
  });
});

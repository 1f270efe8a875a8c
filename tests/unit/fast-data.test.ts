import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastData } from '../../src/config/yaml/fast-data.ts';
import { parseWithLines } from '../../src/config/yaml/layout.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';

/**
 * fastData (src/config/yaml/fast-data.ts) reads a text with js-yaml instead of `yaml`. It may decline any text,
 * but whatever it reads must be what parseYaml reads: no problem in `yaml`, the same data.
 */
function yamlReading(text: string): { errors: string[]; data: unknown } {
  const { doc } = parseWithLines(text);
  if (doc.errors.length > 0) return { errors: doc.errors.map((e) => e.code), data: undefined };
  return { errors: [], data: doc.toJS({ maxAliasCount: 100 }) };
}

/** Checks fastData against `yaml` on each text; the number of texts it read. */
function agreeing(texts: string[]): number {
  let read = 0;
  for (const text of texts) {
    const fast = fastData(text);
    if (fast === undefined) continue;
    read++;
    const slow = yamlReading(text);
    expect({ text, errors: slow.errors }).toEqual({ text, errors: [] });
    expect({ text, data: fast }).toStrictEqual({ text, data: slow.data });
  }
  return read;
}

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const siteFiles = [path.join(PROJECT_ROOT, 'site.config.yaml'), ...yamlFilesUnder(path.join(PROJECT_ROOT, 'pages')), ...yamlFilesUnder(path.join(PROJECT_ROOT, 'content'))];
const fixtureFiles = yamlFilesUnder(path.join(PROJECT_ROOT, 'tests/fixtures'));
const read = (file: string) => readFileSync(file, 'utf8');

/** Texts on the edges where YAML readers are known to differ. */
const edges = [
  // plain values: YAML 1.2 core, not 1.1
  'a: yes\nb: no\nc: on\nd: off\ne: y\nf: Yes\ng: TRUE\nh: False\n',
  'a: 1_000\nb: 0b101\nc: 0o17\nd: 017\ne: 0x1F\nf: +12\ng: -0\nh: 1e3\ni: 1.5e-2\nj: .5\nk: 5.\nl: +.5\nm: 1E3\nn: 0.10\n',
  'a: .inf\nb: -.Inf\nc: .nan\nd: .NaN\ne: +.inf\nf: inf\ng: nan\nh: 12345678901234567890\ni: 1e400\n',
  'a: ~\nb: null\nc: Null\nd: NULL\ne:\nf: nul\ng: "null"\nh: \'~\'\n',
  'a: 2024-01-31\nb: 2024-01-31T10:00:00Z\nc: 12:30\nd: 1:20:30\ne: 0.1.2\n',
  'a: "1"\nb: \'true\'\nc: 1 2\nd: true story\ne: - x\n',
  // strings
  'a: "tab\\tnew\\nline \\u00e9 \\x41 \\/ \\" \\\\"\nb: \'it\'\'s\'\nc: "folded\n  over\n\n  lines"\nd: \'single\n  folded\'\n',
  'a: "\\N\\_\\L\\P\\0\\a\\b\\e\\f\\r\\v \\U0001F600"\n',
  'a: |\n  keep\n    more\n\n  end\nb: >\n  fold\n  these\n\n    indented\n  back\nc: |-\n  strip\nd: |+\n  keep\n\ne: >2\n    two\n',
  'a: >-\n\n  leading blank\nb: |\n  trailing spaces   \n  x\nc: >\n  a\n   b\n  c\n',
  'a: plain\n  continued\n  lines\nb: with # not a comment#\nc: url http://x.y/z?a=b#c\nd: "quoted" # comment\n',
  'a:   spaced   \nb:\ttabbed\nc: value\t# tab comment\n',
  // structure
  'list:\n- a\n- b\n-   c\n- - nested\n  - list\n- k: v\n  j: w\n',
  'flow: [a, b, {c: d, e: [1, 2]}, "x, y"]\nmap: {a: 1, b: , c}\nempty: []\nnone: {}\n',
  '---\na: 1\n...\n',
  '# only a comment\na: 1 # trailing\n# end\n',
  '"quoted key": 1\n\'single\': 2\n1: one\ntrue: yes\nnull: x\n3.5: y\n',
  '__proto__: 1\nconstructor: 2\n',
  'a: 1\r\nb: two\r\nc: |\r\n  x\r\n  y\r\n',
  '\uFEFFa: 1\n',
  'a: ""\nb: \'\'\nc: " "\n',
  '- 1\n- two\n',
  'just a line\n',
  '12\n',
  '',
  '# nothing\n',
  // mistakes and what only `yaml` reads the same way every time
  'a: 1\na: 2\n',
  'a:\n\tb: 1\n',
  'a: "open\nb: 1\n',
  'a: b: c\n',
  'a: "\\q"\n',
  'a: @x\n',
  'a: `x`\n',
  'a: [1, 2\nb: 3\n',
  'a: {b: 1\n',
  'a: 1\n  b: 2\n',
  'a:\n  - x\n - y\n',
  'a:\n  b: 1\n c: 2\n',
  'a: "x"y\n',
  'a: "x"#c\n',
  'a: \'x\'\'\n',
  'key without colon\nb: 1\n',
  'a: 1\n---\nb: 2\n',
  '%YAML 1.1\n---\na: yes\n',
  'a: &x 1\nb: *x\n',
  'a: *missing\n',
  'a: !!str 12\nb: !!int "3"\nc: ! 12\nd: !custom x\n',
  '? a\n: 1\n',
  '[a, b]: 1\n{c: d}: 2\n',
  `${'k'.repeat(1030)}: 1\n`,
  'a: 1\rb: 2\n',
  'a: - b\n',
  '- a\nb: 1\n',
  'a:\n- b\n  - c\n',
  'a: |\n text\n  b: 1\n',
  'a: >\nb: 1\n',
  'a: |x\n  y\n',
  'a: "\\u12"\n',
  'a: [b]c\n',
  'a: {b: c}d\n',
  'a: b\n# comment\n  c: d\n',
  'a:\n  - b:\n    c: 1\n',
  'a: [\n  b,\n  c\n  ]\n',
  'a: [b, c,]\nd: {e: 1,}\n',
  'a: [b,,c]\n',
  '- -\n',
  ': x\n',
  'a: x\n:\n',
  // values that go on over lines: `yaml` wants them indented deeper than their field
  'a:\n  b: "x\n  y"\n', 'a:\n  b: "x\n   y"\n', '- name: "x\n  y"\n', '- name: "x\n   y"\n', 'a: "x\ny"\n', 'a: "x\n y"\n',
  '- "x\ny"\n', '- "x\n y"\n', 'a: [b,\nc]\n', 'a: [b,\n c]\n', '- {a: b,\nc: d}\n', '- {a: b,\n c: d}\n', 'a:\n  - [x,\n  y]\n',
  "- - 'x\n  y'\n", "- - 'x\n   y'\n", 'a: "x\n\n y"\n', 'a: "x\n  # c\n  y"\n', 'a: [x, # c\n  y]\n', 'a: [x\n  , y]\n',
  'a: [x, "y\n z"]\n', '- name: x\n  y\n', '- name: x\n   y\n', 'a:\n  b: x\n  y\n', '- - x\n   y\n', 'a: x\n\n y\n',
  "a: 'x'#c\n", 'a: [x]#c\n', 'a: {b: c}#c\n', '- "x"#c\n', 'a: x#c\n', 'a: "#x"\nb: ["#1", \'#2\']\n',
  // keys that are not text
  '.inf: a\n0x1F: b\n1e3: c\n0.10: d\n-0: e\nfalse: f\n', '~: a\n', '{null: a}\n', 'Null : a\n', 'a:\n  : x\n', '- : x\n', '{a: 1, : 2}\n',
  // prose with the marks of anchors, aliases and tags
  'a: R&D, *bold* and Bonjour !\nb: 5 * 3\n', 'a: x\nb: &y z\n', 'a: [*x]\n',
  // flow collections
  'a: {? b: c}\n', 'a: [? b : c]\n', 'a: {x: 1, ? y}\n', 'a: [b: c, d]\n', 'a: {b}\n', 'a: {"b":c}\n', 'a: ["b":c]\n', 'a: [a, {b: c}: d]\n',
  'a: { b: c, }\n', 'a: [ ]\n', 'a: [[]]\n', 'a:\n- \n- b\n', 'a: "x\\\n  y"\n', 'a: "x \\\n  y"\n', 'a: 0x\nb: 1.\nc: .\nd: -.\n', 'a: |2-\n    x\n', 'a: !!null\n',
];

/** Small edits an editor makes by mistake, at places a fixed seed picks: deterministic, thousands of texts. */
function variations(text: string, count: number, seed: number): string[] {
  let state = seed;
  const random = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  const edits: ((t: string, at: number) => string)[] = [
    (t, at) => t.slice(0, at) + t.slice(at + 1),
    (t, at) => `${t.slice(0, at)} ${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}\t${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}:${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}"${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}'${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}- ${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}#${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}\n${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}[${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}|${t.slice(at)}`,
    (t, at) => `${t.slice(0, at)}>${t.slice(at)}`,
    (t, at) => {
      const lines = t.split('\n');
      const n = at % lines.length;
      lines.splice(n, 0, lines[n]);
      return lines.join('\n');
    },
    (t, at) => {
      const lines = t.split('\n');
      const n = at % lines.length;
      lines[n] = lines[n].replace(/^ /, '');
      return lines.join('\n');
    },
    (t, at) => {
      const lines = t.split('\n');
      const n = at % lines.length;
      lines[n] = `  ${lines[n]}`;
      return lines.join('\n');
    },
  ];
  return Array.from({ length: count }, () => edits[random(edits.length)](text, random(text.length + 1)));
}

describe('the fast reading of YAML data', () => {
  it('reads every file of the site as `yaml` reads it, and reads all of them', () => {
    expect(siteFiles.length).toBeGreaterThan(20);
    expect(agreeing(siteFiles.map(read))).toBe(siteFiles.length);
  });

  it('reads every fixture, broken ones included, as `yaml` does or leaves it to `yaml`', () => {
    expect(fixtureFiles.length).toBeGreaterThan(50);
    expect(agreeing(fixtureFiles.map(read))).toBeGreaterThan(fixtureFiles.length / 2);
  });

  it('reads the edges where YAML readers differ as `yaml` does, or leaves them to `yaml`', () => {
    expect(agreeing(edges)).toBeGreaterThan(20);
    expect(fastData('a: 1\na: 2\n')).toBeUndefined(); // a duplicate key is parseYaml's problem to explain
    expect(fastData('')).toBeUndefined(); // so is an empty file
    expect(fastData('a: 1_000\nb: yes\n')).toEqual({ a: '1_000', b: 'yes' });
    const long = `items:\n${Array.from({ length: 200_000 }, (_, i) => `  - ${i}`).join('\n')}\n`;
    expect((fastData(long) as { items: number[] }).items).toHaveLength(200_000); // a list longer than a call's arguments
  });

  it('reads small mistakes made anywhere in a file as `yaml` does, or leaves them to `yaml`', () => {
    const small = [path.join(PROJECT_ROOT, 'site.config.yaml'), ...siteFiles.filter((f) => f.includes('/content/'))].map(read);
    const page = read(siteFiles.find((f) => f.endsWith('banking.yaml'))!).slice(0, 6000);
    const texts = [...small, page].flatMap((text, i) => variations(text, 200, i + 1));
    expect(agreeing(texts)).toBeGreaterThan(texts.length / 4);
  });
});

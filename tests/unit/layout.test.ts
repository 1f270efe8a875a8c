import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/config/site/load-site.ts';
import { parseYaml } from '../../src/config/yaml/yaml-file.ts';
import { applyHint } from '../helpers/apply-hint.ts';
import { FIXTURE_SITE, siteCopy } from '../helpers/site-copy.ts';

/**
 * The layout diagnosis (src/config/yaml/layout.ts): each kind of layout mistake is named on its line, and
 * its hint, followed literally (tests/helpers/apply-hint.ts does what the hint says, nothing more),
 * gives back a valid file with the data the editor meant.
 */
const read = (file: string) => readFileSync(path.join(FIXTURE_SITE, file), 'utf8');
const ORCHARDS = 'pages/industries/orchards.yaml';

function broken(file: string, from: string, to: string): string {
  const text = read(file);
  expect(text.split(from).length - 1, `"${from}" occurs once in ${file}`).toBe(1);
  return text.replace(from, to);
}

/** The problems of a text, then the text once every hint is followed (at most `rounds` times). */
function followHints(file: string, text: string, rounds = 3) {
  let current = text;
  for (let i = 0; i < rounds; i++) {
    const [problem] = parseYaml(file, current).problems;
    if (!problem) break;
    const next = applyHint(current, problem);
    if (next === undefined) throw new Error(`hint not followed: ${problem.message}`);
    current = next;
  }
  return parseYaml(file, current);
}

/** A use case's description and advantage, and the same with the description written as a folded text (`>-`) on two lines. */
const GRADER = '      description: Grades fruit by photo.\n      advantage: Even grading.\n';
const GRADER_FOLDED = '      description: >-\n        Grades fruit by photo, from the\n        cameras above the packing line.\n      advantage: Even grading.\n';

/** `to` is the mistake; `meant` (when the editor meant something else than the original) what the fix gives back. */
const cases: { name: string; file: string; from: string; to: string; meant?: string; expected: { line: number; col: number; code: string; message: string } }[] = [
  {
    name: 'a tab before a field of a use case',
    file: ORCHARDS,
    from: '      description: Grades fruit by photo.',
    to: '\tdescription: Grades fruit by photo.',
    expected: {
      line: 29,
      col: 1,
      code: 'yaml-tab-indent',
      message: '"description" is indented with a tab; YAML accepts only spaces there: start the line with 6 spaces instead of the tab, so that it lines up with "title" on line 28',
    },
  },
  {
    name: 'a field without its colon',
    file: ORCHARDS,
    from: '      title: Picking Planner',
    to: '      title Picking Planner',
    expected: { line: 20, col: 12, code: 'yaml-missing-colon', message: '"title" has no colon after it; write "title: Picking Planner"' },
  },
  {
    name: 'no space after the colon',
    file: 'site.config.yaml',
    from: '  tagline: A test site',
    to: '  tagline:A test site',
    expected: { line: 4, col: 11, code: 'yaml-missing-space-after-colon', message: 'there is no space after "tagline:"; write "tagline: A test site"' },
  },
  {
    name: 'a field indented one level deeper than its sibling',
    file: ORCHARDS,
    from: '      advantage: Even grading.',
    to: '        advantage: Even grading.',
    expected: {
      line: 30,
      col: 9,
      code: 'yaml-indented-deeper',
      message: '"advantage" is indented 2 spaces deeper than its sibling "description" on line 29; remove 2 spaces at the start of the line',
    },
  },
  {
    name: 'a field indented one level shallower, at the column of the dashes',
    file: ORCHARDS,
    from: '      example: Uses blossom counts.',
    to: '    example: Uses blossom counts.',
    expected: {
      line: 39,
      col: 5,
      code: 'yaml-indented-shallower',
      message: '"example" is indented 2 spaces less than its sibling "advantage" on line 38; add 2 spaces at the start of the line',
    },
  },
  {
    name: 'a field indented one space too few',
    file: 'pages/about.yaml',
    from: '    title: About fixture heading',
    to: '   title: About fixture heading',
    expected: { line: 6, col: 4, code: 'yaml-indented-shallower', message: '"title" is indented 1 space less than its sibling "type" on line 5; add 1 space at the start of the line' },
  },
  {
    name: 'a new list entry typed without its dash (its fields under the previous entry’s)',
    file: ORCHARDS,
    from: '    - id: pruner\n',
    to: '      id: pruner\n',
    expected: {
      line: 43,
      col: 7,
      code: 'yaml-missing-dash',
      message: '"id" starts a new list entry but has no "- " before it; write "- id: pruner" with the dash at column 5 like the dash on line 19',
    },
  },
  {
    name: 'a new list entry typed without its dash (at the column of the dashes)',
    file: ORCHARDS,
    from: '    - id: pruner\n      title: Pruning Advisor\n      description: Advises on pruning.\n      advantage: Healthier trees.\n      example: Reads tree photos.\n      application: Winter work.\n      technologies: [computer-vision]\n      categories: fruit\n',
    to: '    id: pruner\n    title: Pruning Advisor\n    description: Advises on pruning.\n    advantage: Healthier trees.\n    example: Reads tree photos.\n    application: Winter work.\n    technologies: [computer-vision]\n    categories: fruit\n',
    expected: {
      line: 43,
      col: 5,
      code: 'yaml-missing-dash',
      message: '"id" starts a new list entry but has no "- " before it; write "- id: pruner" with the dash at column 5 like the dash on line 35, and add 2 spaces at the start of lines 44–50',
    },
  },
  {
    name: 'the first link of a list indented one step less than the others (the parser: "a block sequence may not be used as an implicit map key")',
    file: 'site.config.yaml',
    from: '    - label: Home\n      to: /\n',
    to: '  - label: Home\n    to: /\n',
    expected: {
      line: 11,
      col: 3,
      code: 'yaml-indented-shallower',
      message: 'the list entry "- label: Home" is indented 2 spaces less than its sibling "- label: About" on line 13; add 2 spaces at the start of lines 11–12',
    },
  },
  {
    name: 'the last link of a list indented one step less than the others',
    file: 'site.config.yaml',
    from: '    - label: About\n      to: /about\n  cta:',
    to: '  - label: About\n    to: /about\n  cta:',
    expected: {
      line: 13,
      col: 3,
      code: 'yaml-indented-shallower',
      message: 'the list entry "- label: About" is indented 2 spaces less than its sibling "- label: Home" on line 11; add 2 spaces at the start of lines 13–14',
    },
  },
  {
    name: 'the dash of the first link one step less, its field where it was',
    file: 'site.config.yaml',
    from: '    - label: Home\n      to: /\n',
    to: '  - label: Home\n      to: /\n',
    expected: {
      line: 11,
      col: 3,
      code: 'yaml-indented-shallower',
      message: 'the list entry "- label: Home" is indented 2 spaces less than its sibling "- label: About" on line 13; add 2 spaces at the start of the line',
    },
  },
  {
    name: 'a middle link of a footer group indented one step less',
    file: 'site.config.yaml',
    from: '  legal:\n    - label: Terms\n      to: /about\n',
    to: '  legal:\n    - label: Terms\n      to: /about\n  - label: Privacy\n    to: /about\n    - label: Cookies\n      to: /about\n',
    meant: '  legal:\n    - label: Terms\n      to: /about\n    - label: Privacy\n      to: /about\n    - label: Cookies\n      to: /about\n',
    expected: {
      line: 32,
      col: 3,
      code: 'yaml-indented-shallower',
      message: 'the list entry "- label: Privacy" is indented 2 spaces less than its sibling "- label: Terms" on line 30; add 2 spaces at the start of lines 32–33',
    },
  },
  {
    name: 'the last link of a nested list (a footer group’s) indented one step less',
    file: 'site.config.yaml',
    from: '      links:\n        - label: About\n          to: /about\n',
    to: '      links:\n        - label: About\n          to: /about\n      - label: Careers\n        to: /about\n',
    meant: '      links:\n        - label: About\n          to: /about\n        - label: Careers\n          to: /about\n',
    expected: {
      line: 25,
      col: 7,
      code: 'yaml-indented-shallower',
      message: 'the list entry "- label: Careers" is indented 2 spaces less than its sibling "- label: About" on line 23; add 2 spaces at the start of lines 25–26',
    },
  },
  {
    name: 'a whole use case indented one step less than the others',
    file: ORCHARDS,
    from: '    - id: grader\n      title: Fruit Grader\n      description: Grades fruit by photo.\n      advantage: Even grading.\n      example: Cameras on the line.\n      application: Packing house.\n      technologies: []\n      categories: fruit\n',
    to: '  - id: grader\n    title: Fruit Grader\n    description: Grades fruit by photo.\n    advantage: Even grading.\n    example: Cameras on the line.\n    application: Packing house.\n    technologies: []\n    categories: fruit\n',
    expected: {
      line: 27,
      col: 3,
      code: 'yaml-indented-shallower',
      message: 'the list entry "- id: grader" is indented 2 spaces less than its sibling "- id: picker" on line 19; add 2 spaces at the start of lines 27–34',
    },
  },
  {
    name: 'a field indented 1 space into the folded text above it (between the field’s column and the text’s)',
    file: ORCHARDS,
    from: GRADER,
    to: GRADER_FOLDED.replace('      advantage:', '       advantage:'),
    meant: GRADER_FOLDED,
    expected: {
      line: 32,
      col: 8,
      code: 'yaml-indented-deeper',
      message: '"advantage" is indented 1 space deeper than its sibling "description" on line 29; remove 1 space at the start of the line',
    },
  },
  {
    name: 'a text with ": " in it',
    file: 'pages/about.yaml',
    from: 'title: About the fixture',
    to: 'title: About: the fixture',
    meant: 'title: "About: the fixture"',
    expected: { line: 2, col: 8, code: 'yaml-value-with-colon', message: 'the value of "title" contains ": ", which YAML reads as the start of another field; put the value in quotes: title: "About: the fixture"' },
  },
];

describe('layout mistakes', () => {
  it.each(cases)('$name: named on its line, and its hint gives back the file', ({ file, from, to, meant, expected }) => {
    const text = broken(file, from, to);
    const { problems } = parseYaml(file, text);
    expect(problems.map(({ line, col, code, message }) => ({ line, col, code, message }))).toEqual([expected]);
    const fixed = applyHint(text, problems[0]);
    expect(fixed).toBeDefined();
    const after = parseYaml(file, fixed!);
    expect(after.problems).toEqual([]);
    expect(after.data).toEqual(parseYaml(file, meant ? broken(file, from, meant) : read(file)).data);
  });

  it('quotes: text after the closing quote, a quote never closed; brackets: a list never closed', () => {
    const file = 'pages/about.yaml';
    for (const [to, code] of [
      ['title: "About the fixture" and more', 'yaml-text-after-quote'],
      ['title: "About the fixture', 'yaml-unclosed-quote'],
    ] as const) {
      const text = broken(file, 'title: About the fixture', to);
      const { problems } = parseYaml(file, text);
      expect(problems.map((p) => [p.line, p.code])).toEqual([[2, code]]);
      expect(parseYaml(file, applyHint(text, problems[0])!).problems).toEqual([]);
    }
    const list = broken('pages/home.yaml', 'tools: [notion, sheets, inhouse]', 'tools: [notion, sheets, inhouse');
    const { problems } = parseYaml('pages/home.yaml', list);
    expect(problems.map((p) => [p.line, p.col, p.code])).toEqual([[21, 12, 'yaml-unclosed-bracket']]);
    expect(parseYaml('pages/home.yaml', applyHint(list, problems[0])!).data).toEqual(parseYaml('pages/home.yaml', read('pages/home.yaml')).data);
  });

  it('two mistakes in one file: each on its line, no echo of either', () => {
    let text = broken(ORCHARDS, '      title: Fruit Grader', '      title Fruit Grader');
    text = text.replace('      advantage: Better contracts.', '\tadvantage: Better contracts.');
    const { problems } = parseYaml(ORCHARDS, text);
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [28, 'yaml-missing-colon'],
      [38, 'yaml-tab-indent'],
    ]);
    expect(followHints(ORCHARDS, text).data).toEqual(parseYaml(ORCHARDS, read(ORCHARDS)).data);
  });

  it('Windows line ends and a byte-order mark change nothing', () => {
    const text = `\uFEFF${broken(ORCHARDS, '      title: Picking Planner', '      title Picking Planner').replace(/\n/g, '\r\n')}`;
    const { problems } = parseYaml(ORCHARDS, text);
    expect(problems.map((p) => [p.line, p.col, p.code])).toEqual([[20, 12, 'yaml-missing-colon']]);
    expect(parseYaml(ORCHARDS, applyHint(text, problems[0])!).problems).toEqual([]);
  });

  it('what the diagnosis cannot name is still located, in the parser’s words', () => {
    const codes = (text: string) => parseYaml('f.yaml', text).problems.map((p) => [p.line, p.code]);
    expect(codes('a: &x &y b\n')).toEqual([[1, 'yaml-syntax']]);
    expect(codes('{a: b\n')).toEqual([[2, 'yaml-missing-char']]);
    expect(codes('a: b #c\n d\n')).toEqual([[2, 'yaml-bad-indent']]);
    expect(codes('"a": b\n"c\n')).toEqual([
      [2, 'yaml-syntax'],
      [3, 'yaml-unclosed-quote'],
    ]);
    expect(codes('a: *missing\n')).toEqual([[1, 'yaml-unknown-alias']]);
    const laughs = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((c, i) => `${c}: &${c} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n');
    expect(codes(laughs)).toEqual([[1, 'yaml-too-many-aliases']]);
  });
});

/**
 * A field indented deeper than the field above it, whose value is a text on several lines (`>-`, `|`):
 * YAML reads the field as more of that text, a valid file without the field. The check against the
 * schema names it on its own line (not as a field missing from the whole entry, nor silently when
 * the field is optional), and its hint, followed literally, gives back the data meant.
 */
describe('a field indented into the text above it', () => {
  function siteProblems(file: string, text: string) {
    const site = siteCopy();
    try {
      writeFileSync(path.join(site.root, file), text);
      return loadSite(site.root).problems;
    } finally {
      site.remove();
    }
  }
  const folded = (advantage: string) => GRADER_FOLDED.replace('      advantage: Even grading.\n', advantage);
  const variants: { name: string; file: string; from: string; meant: string; to: string; expected: { line: number; col: number; message: string } }[] = [
    {
      name: 'a one-line field 2 spaces deeper',
      file: ORCHARDS,
      from: GRADER,
      meant: GRADER_FOLDED,
      to: folded('        advantage: Even grading.\n'),
      expected: {
        line: 32,
        col: 9,
        message: '"advantage" is indented 2 spaces deeper than its sibling "description" on line 29, so YAML reads it as part of the text of "description"; remove 2 spaces at the start of the line',
      },
    },
    {
      name: 'a one-line field 3 spaces deeper',
      file: ORCHARDS,
      from: GRADER,
      meant: GRADER_FOLDED,
      to: folded('         advantage: Even grading.\n'),
      expected: {
        line: 32,
        col: 10,
        message: '"advantage" is indented 3 spaces deeper than its sibling "description" on line 29, so YAML reads it as part of the text of "description"; remove 3 spaces at the start of the line',
      },
    },
    {
      name: 'a field holding a folded text, its first line 2 spaces deeper (its text where it was)',
      file: ORCHARDS,
      from: GRADER,
      meant: folded('      advantage: >-\n        Even grading,\n        day and night.\n'),
      to: folded('        advantage: >-\n        Even grading,\n        day and night.\n'),
      expected: {
        line: 32,
        col: 9,
        message: '"advantage" is indented 2 spaces deeper than its sibling "description" on line 29, so YAML reads it as part of the text of "description"; remove 2 spaces at the start of the line',
      },
    },
    {
      name: 'a field holding a folded text, all its lines 2 spaces deeper',
      file: ORCHARDS,
      from: GRADER,
      meant: folded('      advantage: >-\n        Even grading,\n        day and night.\n'),
      to: folded('        advantage: >-\n          Even grading,\n          day and night.\n'),
      expected: {
        line: 32,
        col: 9,
        message: '"advantage" is indented 2 spaces deeper than its sibling "description" on line 29, so YAML reads it as part of the text of "description"; remove 2 spaces at the start of lines 32–34',
      },
    },
    {
      name: 'an optional field (no schema error of its own)',
      file: 'pages/about.yaml',
      from: 'description: About page of the fixture site.\n',
      meant: 'description: >-\n  About page of the\n  fixture site.\nindex: false\n',
      to: 'description: >-\n  About page of the\n  fixture site.\n  index: false\n',
      expected: {
        line: 6,
        col: 3,
        message: '"index" is indented 2 spaces deeper than its sibling "description" on line 3, so YAML reads it as part of the text of "description"; remove 2 spaces at the start of the line',
      },
    },
  ];

  it.each(variants)('$name: named on its line, and its hint gives back the file', ({ file, from, meant, to, expected }) => {
    const text = broken(file, from, to);
    expect(parseYaml(file, text).problems, 'valid YAML').toEqual([]);
    const problems = siteProblems(file, text);
    expect(problems.map(({ file: f, line, col, code, message }) => ({ file: f, line, col, code, message }))).toEqual([{ file, ...expected, code: 'yaml-indented-deeper' }]);
    const fixed = applyHint(text, problems[0]);
    expect(fixed).toBeDefined();
    expect(siteProblems(file, fixed!)).toEqual([]);
    expect(parseYaml(file, fixed!).data).toEqual(parseYaml(file, broken(file, from, meant)).data);
  });
});

/**
 * Every line of the fixture site's files broken the ways editors break them, one at a time: the
 * mistake is reported, on its line for nearly all, and following the hints always gives a file YAML
 * reads (for a few two-line blocks the layout alone cannot tell which of two lines is off; the
 * other reading is valid YAML too, and the schema then says what is left).
 */
describe('every line of the fixture site, broken one way at a time', () => {
  const mutations: Record<string, (line: string) => string | undefined> = {
    'colon removed': (l) => (/^(\s*(?:- )?)[A-Za-z]\w*: \S/.test(l) ? l.replace(/^(\s*(?:- )?[A-Za-z]\w*): /, '$1 ') : undefined),
    'space after the colon removed': (l) => (/^(\s*(?:- )?)[A-Za-z]\w*: [A-Za-z0-9]/.test(l) ? l.replace(/^(\s*(?:- )?[A-Za-z]\w*): /, '$1:') : undefined),
    'indented 2 deeper': (l) => (/^\s*[A-Za-z]\w*: /.test(l) ? `  ${l}` : undefined),
    'indented 1 less': (l) => (/^ {2,}[A-Za-z]\w*:/.test(l) ? l.slice(1) : undefined),
    'indented 2 less': (l) => (/^ {2,}[A-Za-z]\w*:/.test(l) ? l.slice(2) : undefined),
    'indented with a tab': (l) => (/^ {2,}\S/.test(l) ? `\t${l.trimStart()}` : undefined),
    'dash replaced by spaces': (l) => (/^\s*- [A-Za-z]\w*: /.test(l) ? l.replace('- ', '  ') : undefined),
    'dash deleted': (l) => (/^\s*- [A-Za-z]\w*: /.test(l) ? l.replace('- ', '') : undefined),
  };

  it('reports each on its line and the hints give back a valid file', () => {
    let reported = 0;
    let onItsLine = 0;
    let sameData = 0;
    const unfixed: string[] = [];
    for (const file of ['site.config.yaml', 'pages/home.yaml', 'pages/about.yaml', ORCHARDS]) {
      const text = read(file);
      const original = parseYaml(file, text).data;
      const lines = text.split('\n');
      lines.forEach((line, index) => {
        for (const [name, mutate] of Object.entries(mutations)) {
          const changed = mutate(line);
          if (changed === undefined) continue;
          const mutated = [...lines.slice(0, index), changed, ...lines.slice(index + 1)].join('\n');
          const { problems } = parseYaml(file, mutated);
          if (problems.length === 0) continue; // still valid YAML (the schema has its say)
          reported++;
          if (problems.length === 1 && problems[0].line === index + 1) onItsLine++;
          const after = followHints(file, mutated);
          if (after.problems.length > 0) unfixed.push(`${file}:${index + 1} ${name}: ${after.problems[0].message}`);
          else if (isDeepStrictEqual(after.data, original)) sameData++;
        }
      });
    }
    expect(unfixed).toEqual([]);
    expect(reported).toBeGreaterThan(900);
    expect(onItsLine / reported).toBeGreaterThan(0.95);
    expect(sameData / reported).toBeGreaterThan(0.97);
  });
});

import Ajv2020 from 'ajv/dist/2020.js';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importAirtable } from '../../src/config/sources/airtable-import.ts';
import { fieldAt, MESSAGES, say, type MessageArgs, type MessageCode, type Said } from '../../src/config/messages/messages.ts';
import { andListFr, articledFr, fieldFr, joinHintFr, lineListFr, MESSAGES_FR, orListFr, spaceCountFr } from '../../src/config/messages/messages.fr.ts';
import { problemIn } from '../../src/config/messages/problem-in.ts';
import { formatJson, formatReport, type Problem } from '../../src/config/messages/problems.ts';
import { explainErrors } from '../../src/config/schemas/explain.ts';
import { preloadPastBudget } from '../../src/config/site/industries.ts';
import { loadSite } from '../../src/config/site/load-site.ts';
import { parseCatalogueTsv } from '../../src/config/sources/tsv.ts';
import { loadConfiguredSite } from '../../src/config/sources/data-source.ts';
import { backgroundVideoFaults, backgroundVideoFix } from '../../src/config/sources/video-probe.ts';
import { parseYaml } from '../../src/config/yaml/yaml-file.ts';
import { YAML_WORDS } from '../../src/editor/client/form/problem-words.ts';
import { problemsForPerson } from '../../src/editor/server/problems-in.ts';
import { EMBEDDED_SEARCH_LIMIT } from '../../src/search/limits.ts';
import { BROKEN_FIXTURES, siteCopy } from '../helpers/site-copy.ts';

/**
 * The site's own problems in French (src/config/messages/messages.fr.ts), for the editor of a person whose
 * interface is in French: every problem the broken fixtures (tests/fixtures/broken/) make, and those no
 * fixture can make (made here by hand or by the function that makes them), said again in French from its
 * code and the arguments it kept, as the editor's servers do (src/editor/server/problems-in.ts). None is
 * left in English, and each follows French typography.
 */

const NBSP = '\u00a0';

/** The English problems the mistakes make, and what made each. */
const made: { problem: Problem; from: string }[] = [];

const sayAny = say as (code: MessageCode, args?: unknown) => Said;
const by = (from: string, file: string, said: Said) => made.push({ problem: { file, line: 1, col: 1, ...said }, from });

/** Mistakes no fixture overlay makes: a file not there, a link, a command on the wrong setup, a rule no schema uses yet, a note. */
async function madeByHand(): Promise<void> {
  const empty = mkdtempSync(path.join(tmpdir(), 'no-site-'));
  try {
    for (const problem of loadSite(empty).problems) made.push({ problem, from: 'a folder without site.config.yaml' });
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
  const withoutTools = siteCopy();
  try {
    rmSync(path.join(withoutTools.root, 'content/tools.yaml'));
    for (const problem of loadSite(withoutTools.root).problems) made.push({ problem, from: 'content/tools.yaml deleted' });
  } finally {
    withoutTools.remove();
  }
  const looping = siteCopy();
  try {
    symlinkSync('..', path.join(looping.root, 'pages/back'));
    for (const problem of loadSite(looping.root).problems) made.push({ problem, from: 'a link from pages/ back to the site' });
  } finally {
    looping.remove();
  }
  const yamlSite = siteCopy();
  try {
    const result = await importAirtable(yamlSite.root);
    if (!result.ok) for (const problem of result.problems) made.push({ problem, from: 'npm run airtable:import on a YAML site' });
  } finally {
    yamlSite.remove();
  }
  // the YAML parser's own words
  const laughs = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((c, i) => `${c}: &${c} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n');
  for (const text of ['a: &x &y b\n', '{a: b\n', 'a: b #c\n d\n', 'a: *missing\n', laughs]) {
    for (const problem of parseYaml('f.yaml', text).problems) made.push({ problem, from: `the YAML ${JSON.stringify(text.slice(0, 20))}` });
  }
  // schema rules no shipped schema uses yet
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
  const rules: [object, string][] = [
    [{ type: 'object', properties: { version: { const: '2' } } }, 'version: "3"\n'],
    [{ type: 'object', properties: { code: { type: 'string', minLength: 4 } } }, 'code: AB\n'],
    [{ type: 'object', properties: { size: { anyOf: [{ type: 'integer' }, { enum: ['small', 'large'] }] } } }, 'size: huge\n'],
    [{ type: 'object', properties: { count: { type: 'integer', multipleOf: 5 } } }, 'count: 7\n'],
    [{ type: 'object', properties: { list: { type: 'array', items: { type: 'object' } } } }, 'list:\n  - 3\n'],
  ];
  for (const [schema, yaml] of rules) {
    const file = parseYaml('pages/example.yaml', yaml, undefined);
    const validate = ajv.compile(schema);
    validate(file.data);
    for (const problem of explainErrors(file, validate.errors ?? [], { kind: 'page' })) made.push({ problem, from: `the schema rule ${JSON.stringify(schema)}` });
  }
  for (const problem of parseCatalogueTsv('content/catalogue/finance.tsv', '', 'finance').problems) made.push({ problem, from: 'an empty table' });
  // a heavy background video, past budgets, a read that failed, a block's own words, translations to check
  const video = { bytes: 12.3 * 1024 * 1024, seconds: 20, width: 3840, height: 2160, codec: 'hevc', audio: true };
  by('a 4K background video with sound', 'pages/home.yaml', sayAny('background-video-unfit', { path: '/media/hero.mp4', faults: backgroundVideoFaults(video), command: backgroundVideoFix('/media/hero.mp4', video) }));
  by('12,000 use cases in the embedded search', 'site.config.yaml', sayAny('search-past-embedded-limit', {
    useCases: 12_000,
    gzipKb: 1_500,
    limitUseCases: EMBEDDED_SEARCH_LIMIT.useCases,
    limitGzipKb: EMBEDDED_SEARCH_LIMIT.dataGzipBytes / 1024,
    keystrokeMs: 50,
  }));
  by('1,500 industries', 'site.config.yaml', preloadPastBudget({ weighed: 400, gzipBytes: 400 * 3 * 1024 } as Parameters<typeof preloadPastBudget>[0], 1_500, 300));
  by('Airtable answering 404', 'Airtable base appAbCdEfGh123456', sayAny('airtable-read-failed', { reason: 'Airtable answered 404 (NOT_FOUND) for the table Industries' }));
  by('a block of the project', 'pages/home.yaml', sayAny('block-specific', { text: 'the author repeats the quote: write who said it', fr: `l’auteur répète la citation${NBSP}: écrivez qui l’a dite` }));
  const names = { language: 'French', languageCode: 'fr', source: 'English', file: 'pages/about.yaml', translation: 'pages/about.fr.yaml' };
  by('a translation behind its source', names.translation, sayAny('translation-missing', { count: 7, paths: ['title', 'description', 'blocks.0.title', 'blocks.0.intro', 'blocks.1.title', 'blocks.1.text', 'blocks.2.title'], ...names }));
  by('a translation one text behind', names.translation, sayAny('translation-missing', { count: 1, paths: ['title'], ...names }));
  by('an item removed from the source', names.translation, sayAny('translation-left-over', { path: 'industry.useCases.sorter', ...names }));
  by('a source text changed', names.translation, sayAny('translation-stale', { path: 'title', now: 'About the team', hash: '1a2b3c4d', sourceCode: 'en', ...names }));
  by('translations never stamped', names.translation, sayAny('translation-unchecked', { count: 4, paths: ['title', 'description', 'blocks.0.title', 'blocks.0.intro'], sourceCode: 'en', ...names }));
  by('a page not translated at all, in a language that hides such pages', names.file, sayAny('translation-hidden', { count: 12, route: '/about', sourceCode: 'en', ...names }));
}

/** Each problem in French, as the editor's servers send it. */
const french = (problem: Problem) => problemsForPerson([problem], 'fr')[0];

beforeAll(async () => {
  for (const name of readdirSync(BROKEN_FIXTURES).sort()) {
    const site = siteCopy(path.join(BROKEN_FIXTURES, name));
    try {
      const result = await loadConfiguredSite(site.root);
      for (const problem of [...result.problems, ...(('notes' in result ? result.notes : undefined) ?? [])]) made.push({ problem, from: `tests/fixtures/broken/${name}` });
    } finally {
      site.remove();
    }
  }
  await madeByHand();
});

/** Arguments that hold words the checks write in English (said in French), as opposed to the site's own words, files and code. */
const WORDED_ARGS = new Set(['reason', 'rule', 'why', 'form', 'needs', 'sentence', 'reword', 'faults', 'expected', 'actual', 'bound', 'noun', 'object', 'here', 'looksLike', 'found', 'item', 'language', 'source', 'numbers', 'field', 'sibling', 'where', 'text']);
/** English words that have no business in a French sentence. */
const ENGLISH = /\b(the|is|are|and|with|should|which|must|not|has|have|this|line|lines|file|field|write|add|remove|delete|did you mean|its|it|of|or|to|no)\b/;
/** Words a French message quotes as they are: an error a library prints. */
const QUOTED_AS_IS = ['`apiKey` is missing.'];

/** Every string an argument holds (in lists and groups too). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The French text without the site's own words and code that the arguments put in it, what it quotes (« title »), and what a library says. */
function ownWords(text: string, args: Readonly<Record<string, unknown>>): string {
  const theirs = Object.entries(args)
    .filter(([name]) => !WORDED_ARGS.has(name))
    .flatMap(([, value]) => stringsOf(value))
    .concat(QUOTED_AS_IS)
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length);
  return theirs.reduce((rest, s) => rest.split(s).join(' '), text).replace(/«\u00a0[^«»]*\u00a0»/g, '« »');
}

/** What is wrong with the typography of a French text, given its English (code is the same in both). */
function typographyMistakes(fr: string, en: string): string[] {
  const mistakes: string[] = [];
  if (/« /.test(fr) || / »/.test(fr)) mistakes.push('an ordinary space inside « »');
  if (/«(?!\u00a0)/.test(fr)) mistakes.push('« without a no-break space after it');
  if (/(?<!\u00a0)»/.test(fr)) mistakes.push('» without a no-break space before it');
  if (/ [:;?!]/.test(fr)) mistakes.push('an ordinary space before : ; ? or !');
  for (const match of fr.matchAll(/(\S+)([;?!])(?=\s|$|\))/g)) if (!en.includes(match[0])) mistakes.push(`"${match[0]}" without a no-break space`);
  // a colon glued to a word is code (route: /about, mailto:), written as the English writes it
  for (const match of fr.matchAll(/([^\s\u00a0«]+):(?=\s|$)/g)) if (!en.includes(`${match[1]}:`)) mistakes.push(`"${match[0]}" without a no-break space`);
  const straight = (text: string) => text.split('"').length - 1;
  if (straight(en) > 0 ? straight(fr) >= straight(en) && /"[A-Za-z][\w-]*"/.test(en) : straight(fr) > 0) mistakes.push('straight quotes where French writes « »');
  return mistakes;
}

describe('the problems in French', () => {
  it('says every code in French, from a mistake an editor can make', () => {
    const codes = new Set(made.map(({ problem }) => problem.code));
    expect((Object.keys(MESSAGES) as MessageCode[]).filter((code) => !codes.has(code)), 'codes no mistake made here').toEqual([]);
    expect(Object.keys(MESSAGES_FR).sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  it('keeps arguments that cross a thread and JSON, and says the same problem again from them', () => {
    for (const { problem, from } of made) {
      expect(problem.args, `${from}: ${problem.code}`).toBeDefined();
      const crossed = JSON.parse(JSON.stringify(problem)) as Problem;
      expect(crossed.args, `${from}: ${problem.code} keeps plain data`).toEqual(problem.args);
      expect(structuredClone(problem.args), `${from}: ${problem.code}`).toEqual(problem.args);
      const { args: _sent, ...saidFromJson } = problemIn(crossed, 'fr');
      const { args: _kept, ...said } = problemIn(problem, 'fr');
      expect(saidFromJson, `${from}: ${problem.code}`).toEqual(said);
    }
  });

  it('leaves English, and a problem without its arguments, as they are', () => {
    for (const { problem } of made.slice(0, 20)) {
      expect(problemIn(problem, 'en')).toBe(problem);
      expect(problemsForPerson([problem], 'en')[0]).toBe(problem);
      const { args: _args, ...byHand } = problem;
      expect(problemIn(byHand, 'fr')).toBe(byHand);
    }
  });

  it('leaves nothing in English: message, hint and title differ, and no English word is left in its own words', () => {
    for (const { problem, from } of made) {
      const fr = french(problem);
      const where = `${from}: ${problem.code}\n  en: ${problem.message}\n  fr: ${fr.message}`;
      expect({ file: fr.file, line: fr.line, col: fr.col, code: fr.code }).toEqual({ file: problem.file, line: problem.line, col: problem.col, code: problem.code });
      expect(fr.message, where).not.toBe(problem.message);
      expect(fr.detail, where).not.toBe(problem.detail);
      expect(fr.title, where).not.toBe(problem.title);
      expect(fr.hint === '', where).toBe(problem.hint === '');
      if (problem.hint) expect(fr.hint, where).not.toBe(problem.hint);
      expect(fr.message, where).toBe(joinHintFr(fr.detail, fr.hint, (MESSAGES[problem.code] as { join?: Parameters<typeof joinHintFr>[2] }).join));
      expect(fr.message, where).not.toMatch(/undefined|\[object Object\]|NaN/);
    }
    // the YAML parser's own words (its message, in parentheses) and what the Airtable read said (the build's, never the editor's) are left as they are written
    const parser = new Set<MessageCode>(['yaml-syntax', 'yaml-missing-char', 'yaml-bad-indent', 'airtable-read-failed']);
    const english = made
      .filter(({ problem }) => !parser.has(problem.code))
      .flatMap(({ problem, from }) => {
        const words = ownWords(french(problem).message, problem.args!);
        return ENGLISH.test(words) ? [`${from}: ${problem.code}: ${words}`] : [];
      });
    expect(english).toEqual([]);
  });

  it('follows French typography: « » and the space before : ; ? ! are no-break spaces', () => {
    for (const { problem, from } of made) {
      const fr = french(problem);
      expect(typographyMistakes(fr.message, problem.message), `${from}: ${problem.code}\n  fr: ${fr.message.replace(/\u00a0/g, '⍽')}`).toEqual([]);
    }
  });

  it('hides from the Form view the same hints in French as in English: those about YAML’s syntax', () => {
    for (const { problem, from } of made) {
      const fr = french(problem);
      expect(YAML_WORDS.test(fr.hint), `${from}: ${problem.code}\n  en: ${problem.hint}\n  fr: ${fr.hint}`).toBe(YAML_WORDS.test(problem.hint));
    }
  });

  it('keeps the reports in English and without the arguments', () => {
    const problems = made.slice(0, 10).map(({ problem }) => problem);
    expect(formatReport(problems)).not.toContain('args');
    for (const entry of JSON.parse(formatJson(problems)).problems as object[]) expect(Object.keys(entry)).toEqual(['file', 'line', 'column', 'code', 'title', 'message', 'hint']);
  });
});

/**
 * Problems whose arguments were once English phrases (a list joined with "or", "lines 4–6", "PNG image",
 * "12.3 MB", "text or a number") that the French parsed back: they keep data now, each said in each
 * language by its catalogue. With lists of several items, so that a connector would show.
 */
const polish = {
  language: 'Polish',
  categories: [
    { category: 'one', numbers: { kind: 'whole', numbers: [1], more: false } },
    { category: 'few', numbers: { kind: 'whole', numbers: [2, 3, 4], more: true } },
    { category: 'many', numbers: { kind: 'whole', numbers: [0, 5, 6], more: true } },
    { category: 'other', numbers: { kind: 'fraction', number: 0.5 } },
  ],
} satisfies MessageArgs<'plural-form-unknown'>['rule'];
const FROM_DATA: { [C in MessageCode]?: MessageArgs<C>[] } = {
  'no-main-heading': [{ headlineTypes: ['hero', 'page-header', 'use-case-search'] }],
  'second-main-heading': [{ first: 1, headlineTypes: ['hero', 'page-header'] }],
  'industry-not-shown': [{ blockTypes: ['industry-categories', 'industry-grid'] }],
  'catalogue-list-not-shown': [{ id: 'finance', blockTypes: ['catalogue', 'catalogue-grid'] }],
  'plural-form-unused': [
    { category: 'one', language: 'Japanese', languageCode: 'ja', lines: [4, 5, 6] },
    { category: 'two', language: 'English', languageCode: 'en', lines: [8] },
  ],
  'plural-form-unknown': [{ key: 'onee', rule: polish, languageCode: 'pl', lines: [4, 5, 8] }],
  'plural-written-as-text': [{ field: 'results', rule: polish, languageCode: 'pl', withCount: false, write: 'results: {…}', reword: { kind: 'each' } }],
  'plural-form-missing': [
    { field: 'results', category: 'few', language: 'Polish', languageCode: 'pl', numbers: { kind: 'whole', numbers: [2, 3, 4], more: true }, add: { line: 'few: x', place: 'above', at: 12 }, reword: { kind: 'it', numbers: { kind: 'large', number: 1000 } } },
    { field: 'results', category: 'many', language: 'French', languageCode: 'fr', numbers: { kind: 'large', number: 1_000_000 }, add: { line: 'many: x', place: 'below', at: 14 } },
  ],
  'plural-form-missing-placeholder': [{ field: 'results', category: 'few', missing: ['{count}', '{query}', '{where}'], write: 'few: x', reword: { kind: 'it', numbers: { kind: 'fraction', number: 1.5 } } }],
  'media-not-what-named': [
    { path: '/media/team.jpg', what: 'image', named: { kind: 'image', name: 'JPEG' }, is: { kind: 'drawing', name: 'SVG' } },
    { path: '/media/hero.mov', what: 'background video', named: { kind: 'movie', name: 'QuickTime' }, is: { kind: 'image', name: 'PNG' } },
    { path: '/media/hero', what: 'background video', named: { kind: 'video' } },
  ],
  'missing-field': [
    { object: { kind: 'page' }, field: 'route' },
    { object: { kind: 'collection', name: 'tools' }, field: 'id' },
    { object: { kind: 'catalogue-list' }, field: 'rows' },
    { object: { kind: 'block', type: 'hero' }, field: 'title' },
  ],
  'unknown-field': [{ field: 'titel', object: { kind: 'site-config' }, allowed: ['title', 'brand'] }],
  'type-missing': [{ object: { kind: 'this-item' }, tag: 'type', known: ['hero', 'prose'] }],
  'needs-one-of': [{ object: { kind: 'field', field: fieldAt(['actions', '0']) }, fields: ['to', 'opens'] }],
  'yaml-tab-indent': [
    { line: 3, field: { kind: 'line' }, spaces: 2 },
    { line: 3, field: { kind: 'entry', text: 'label: Home' }, spaces: 4, sibling: { name: { kind: 'text-of', key: 'description' }, line: 2, child: true } },
  ],
  'yaml-indented-shallower': [{ field: { kind: 'fields', keys: ['title', 'intro', 'icon'] }, plural: true, by: 2, sibling: { kind: 'fields', keys: ['id'] }, siblingLine: 4, from: 5, to: 7, group: 'cards' }],
  'yaml-indented-deeper': [{ field: { kind: 'text', text: 'more words' }, by: 2, sibling: { kind: 'entry', text: 'a' }, siblingLine: 4, from: 5, to: 6, intoText: 'intro' }],
  'yaml-missing-dash': [{ field: { kind: 'fields', keys: ['label'] }, dashCol: 3, dashLine: 4, fixed: '- label: Home', following: [6, 7, 9] }],
  'tsv-not-tabs': [{ found: { kind: 'character', character: ';' } }, { found: { kind: 'spaces' } }, {}],
  'tsv-row-not-tabs': [{ found: { kind: 'character', character: '|' } }],
  'unknown-type': [
    { type: 'heros', known: ['hero', 'prose'] },
    { of: fieldAt(['cards', '1']), type: 'bigg', known: ['big', 'small'] },
    { of: fieldAt(['0']), type: 'bigg', known: ['big', 'small'] },
  ],
  'empty-text': [{ field: fieldAt(['blocks', '0', 'cards', '1', '0']) }, { field: fieldAt(['3']) }, { field: fieldAt([]) }, { field: { kind: 'value' } }],
  'colour-form': [
    { field: fieldAt(['gradient', '0']), value: '#12g', reason: { kind: 'hex-digit', character: 'g' } },
    { field: fieldAt(['primary']), value: '#1234567', reason: { kind: 'hex-length', digits: 7 } },
    { field: fieldAt(['primary']), value: '8b6cff', reason: { kind: 'no-hash' }, suggestion: '"#8b6cff"' },
    { field: fieldAt(['primary']), value: 'rbg(1 2 3)', reason: { kind: 'not-a-function', name: 'rbg' }, suggestion: 'rgb(1 2 3)' },
    { field: fieldAt(['primary']), value: 'rgb(1 2)', reason: { kind: 'parts', name: 'rgb', parts: 'rgb', fault: { kind: 'count', count: 2, expected: 3 } } },
    { field: fieldAt(['primary']), value: 'hsl(a 1% 2%)', reason: { kind: 'parts', name: 'hsl', parts: 'hsl', fault: { kind: 'hue', part: 'a' } } },
    { field: fieldAt(['primary']), value: 'hwb(1 b 2)', reason: { kind: 'parts', name: 'hwb', parts: 'hwb', fault: { kind: 'number', part: 'b' } } },
    { field: fieldAt(['primary']), value: 'lab(1 2 3 / x)', reason: { kind: 'parts', name: 'lab', parts: 'lab', fault: { kind: 'opacity', part: 'x' } } },
    { field: fieldAt(['primary']), value: 'lch(1 2 3 / 4 / 5)', reason: { kind: 'parts', name: 'lch', parts: 'lch', fault: { kind: 'slashes' } } },
    { field: fieldAt(['primary']), value: 'rgb(1 2 3 /)', reason: { kind: 'parts', name: 'rgb', parts: 'rgb', fault: { kind: 'no-opacity' } } },
    { field: fieldAt(['primary']), value: 'blak', reason: { kind: 'not-a-name' }, suggestion: 'black' },
    { field: fieldAt(['primary']), value: '1 2', reason: { kind: 'not-a-colour' } },
  ],
  'duration-form': [
    { field: fieldAt(['duration']), value: '1:75', reason: { kind: 'seconds' } },
    { field: fieldAt(['duration']), value: 'long', reason: { kind: 'minutes-seconds' } },
    { field: fieldAt(['goLive']), value: 'soon', reason: { kind: 'time-to-go-live' }, example: 'goLive: 3 weeks' },
  ],
  'youtube-id-form': [
    { field: fieldAt(['youtubeId']), value: 'https://youtu.be/abc', reason: { kind: 'address', id: 'abc' }, address: true },
    { field: fieldAt(['youtubeId']), value: 'https://vimeo.com/1', reason: { kind: 'address' }, address: true },
    { field: fieldAt(['youtubeId']), value: 'dQw4w9WgX!Q', reason: { kind: 'character', character: '!' }, address: false },
    { field: fieldAt(['youtubeId']), value: 'dQw4w9WgXc', reason: { kind: 'length', length: 10 }, address: false },
  ],
  'email-form': (['no-at', 'several-at', 'space', 'no-domain', 'characters', 'incomplete'] as const).map((kind) => ({ field: fieldAt(['email']), value: 'a', reason: { kind } })),
  'mailto-form': [{ link: 'mailto:a', reason: { kind: 'no-at' } }],
  'link-form': [{ link: 'https://a b.com', space: true }],
  'file-empty': (['page', 'site-config', 'collection', 'catalogue-list', 'translation'] as const).map((needs) => ({ needs })),
  'value-invalid': [
    { field: fieldAt(['count']), rule: { keyword: 'multipleOf', params: { multipleOf: 5 }, words: 'must be multiple of 5' } },
    { field: fieldAt(['day']), rule: { keyword: 'format', params: { format: 'date' }, words: 'must match format "date"' } },
    { field: fieldAt(['links']), rule: { keyword: 'maxProperties', params: { limit: 3 }, words: 'must NOT have more than 3 properties' } },
    { field: fieldAt(['links']), rule: { keyword: 'minProperties', params: { limit: 1 }, words: 'must NOT have fewer than 1 properties' } },
    { field: fieldAt(['tags']), rule: { keyword: 'items', params: { limit: 2 }, words: 'must NOT have more than 2 items' } },
    { field: fieldAt(['tags']), rule: { keyword: 'contains', params: { minContains: 1 }, words: 'must contain at least 1 valid item(s)' } },
    { field: fieldAt(['tags']), rule: { keyword: 'contains', params: { minContains: 1, maxContains: 3 }, words: 'must contain at least 1 and no more than 3 valid item(s)' } },
    { field: fieldAt(['links']), rule: { keyword: 'propertyNames', params: { propertyName: 'A B' }, words: 'property name must be valid' } },
    { field: fieldAt(['action']), rule: { keyword: 'oneOf', params: { passingSchemas: null }, words: 'must match exactly one schema in oneOf' } },
    { field: fieldAt(['action']), rule: { keyword: 'x-unknown', params: {} } },
  ],
  'wrong-type': [
    { field: fieldAt(['cards']), expected: ['array', 'string', 'number', 'integer', 'boolean', 'object', 'null'], actual: { kind: 'group' } },
    { field: fieldAt(['cards']), expected: ['array'], actual: { kind: 'number', number: '10' } },
    { field: fieldAt(['cards']), expected: ['array'], actual: { kind: 'empty' } },
  ],
  'value-not-allowed': [{ field: fieldAt(['level']), actual: { kind: 'text', text: 'Hard' }, allowed: ['easy', 'hard'], raw: 'Hard' }],
  'listed-twice': [{ field: fieldAt(['tags']), item: { kind: 'list' }, first: 1, second: 3 }],
  'number-out-of-range': [{ field: fieldAt(['count']), actual: { kind: 'number', number: '300' }, bound: 'maximum', limit: 100 }],
  'wrong-form': [{ field: fieldAt(['updated']), actual: { kind: 'boolean', value: true }, form: 'a day written year-month-day, for example 2026-11-21', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }],
  'background-video-unfit': [
    {
      path: '/media/hero.mp4',
      faults: [{ kind: 'heavy', bytes: 12.3 * 1024 * 1024, maxBytes: 3 * 1024 * 1024 }, { kind: 'large', width: 3840, height: 2160 }, { kind: 'codec', codec: 'hevc' }, { kind: 'sound' }],
      command: 'ffmpeg',
    },
  ],
};

describe('problems said in French from data, not from English', () => {
  it('leaves no English connector, line or unit in them', () => {
    for (const [code, cases] of Object.entries(FROM_DATA) as [MessageCode, unknown[]][]) {
      for (const args of cases) {
        const problem = { file: 'f.yaml', line: 1, col: 1, ...sayAny(code, args) };
        const fr = french(problem).message;
        const where = `${code}\n  en: ${problem.message}\n  fr: ${fr}`;
        expect(fr, where).not.toMatch(/ (and|or) |\blines? \d|\d MB\b|[A-Z]\w* (image|drawing|movie)\b|\bvideo\b(?!\/)|\b(text|number|above|below|such as|word|uses|for|spaces|separator)\b/);
        // a field, a reason, a rule: worded in French, not English ("cards item 2", "it has no @", "must be multiple of 5")
        expect(fr, where).not.toMatch(/\bitems?\b|\bthe (file|value|address)\b|\bhexadecimal\b|\bcolou?r\b|\bYouTube id has\b|\bmust\b|\bproperty\b/);
        expect(ENGLISH.test(ownWords(fr, problem.args)), `${where}\n  own words: ${ownWords(fr, problem.args)}`).toBe(false);
        expect(JSON.parse(JSON.stringify(problem.args)), where).toEqual(problem.args);
      }
    }
  });

  it('says a field from its name and item numbers', () => {
    expect(fieldFr(fieldAt(['blocks', '0', 'cards', '1']))).toBe(`l’élément 2 de «${NBSP}cards${NBSP}»`);
    expect(fieldFr(fieldAt(['rows', '0', '1']))).toBe(`l’élément 2 de l’élément 1 de «${NBSP}rows${NBSP}»`);
    expect(fieldFr(fieldAt(['2']))).toBe('l’élément 3');
    expect(fieldFr(fieldAt([]))).toBe('le fichier');
    expect(fieldFr({ kind: 'address' })).toBe('l’adresse');
    const colour = (field: MessageArgs<'colour-form'>['field']) => french({ file: 'f.yaml', line: 1, col: 1, ...say('colour-form', { field, value: 'blak', reason: { kind: 'not-a-name' }, suggestion: 'black' }) }).hint;
    expect(colour(fieldAt(['primary']))).toBe(`vouliez-vous dire primary: black${NBSP}?`);
    expect(colour(fieldAt(['gradient', '0']))).toBe(`vouliez-vous dire black${NBSP}?`);
  });

  it('reads no English back: messages.fr.ts has no regular expression over words, and the catalogues none over a field', () => {
    const source = (file: string) => readFileSync(path.join(import.meta.dirname, '../../src/config/messages', file), 'utf8');
    const french = source('messages.fr.ts');
    expect(french).not.toMatch(/\bPATTERNS\b|\binFrench\b|new RegExp/);
    // each regular expression literal, its character classes ([aeiouyéèêh]) left out: none spells a word
    const literals = [...french.matchAll(/(?<=(?:[(=,:!&|?>;{}]|\breturn)\s*)\/(?![/*])((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/[dgimsuy]*/g)].map((match) => match[1]);
    expect(literals, 'the spacing and elision expressions are found').toContain('^[aeiouyéèêh]');
    expect(literals.filter((literal) => /[A-Za-z]{2,}/.test(literal.replace(/\[(?:\\.|[^\]\\])*\]/g, '').replace(/\\./g, '')))).toEqual([]);
    for (const file of ['messages.ts', 'messages.fr.ts']) expect(source(file), file).not.toMatch(/item \\d/);
  });
});

describe('French lists, counts and lines', () => {
  it('lists with « ou » and « et », counts spaces, names lines', () => {
    expect(orListFr([])).toBe('');
    expect(orListFr(['a'])).toBe('a');
    expect(orListFr(['a', 'b', 'c'])).toBe('a, b ou c');
    expect(andListFr(['a', 'b', 'c'])).toBe('a, b et c');
    expect(spaceCountFr(1)).toBe('1 espace');
    expect(spaceCountFr(2)).toBe('2 espaces');
    expect(lineListFr([4])).toBe('ligne 4');
    expect(lineListFr([4, 5, 6])).toBe('lignes 4 à 6');
    expect(lineListFr([4, 5, 8])).toBe('lignes 4, 5 et 8');
    expect(articledFr({ kind: 'image', name: 'PNG' })).toBe('une image PNG');
    expect(articledFr({ kind: 'drawing', name: 'SVG' })).toBe('un dessin SVG');
    expect(articledFr({ kind: 'movie', name: 'QuickTime' })).toBe('un film QuickTime');
    expect(articledFr({ kind: 'file', name: 'MP4' })).toBe('un fichier MP4');
    expect(articledFr({ kind: 'video' })).toBe('une vidéo');
  });

  it('says the kinds of value, the things named and the reasons the checks write', () => {
    const fr = (code: MessageCode, args: unknown) => french({ file: 'f.yaml', line: 1, col: 1, ...sayAny(code, args) }).message;
    expect(fr('wrong-type', { field: fieldAt(['cards']), expected: ['array', 'string'], actual: { kind: 'group' } } satisfies MessageArgs<'wrong-type'>)).toBe(
      `«${NBSP}cards${NBSP}» devrait être une liste (des lignes qui commencent par «${NBSP}-${NBSP}») ou du texte, mais c’est un groupe de champs`,
    );
    expect(fr('empty-text', { field: fieldAt(['cards', '1', '0']) })).toBe(`l’élément 1 de l’élément 2 de «${NBSP}cards${NBSP}» est vide${NBSP}; écrivez un texte ou supprimez le champ`);
    expect(fr('missing-field', { object: { kind: 'block', type: 'hero' }, field: 'title' } satisfies MessageArgs<'missing-field'>)).toBe(`le champ obligatoire «${NBSP}title${NBSP}» manque dans le bloc hero`);
    expect(fr('email-form', { field: fieldAt(['email']), value: 'a', reason: { kind: 'no-at' } })).toBe(`«${NBSP}email${NBSP}» vaut «${NBSP}a${NBSP}», qui n’est pas une adresse e-mail${NBSP}: elle n’a pas de @${NBSP}; écrivez une adresse comme leads@example.com`);
  });
});

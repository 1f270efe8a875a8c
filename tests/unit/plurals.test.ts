import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { listYaml, loadSite, PROJECT_ROOT } from '../../src/config/site/load-site.ts';
import { englishSingular, numbersOf, pluralCategoriesOf, pluralMistakes } from '../../src/config/schemas/plurals.ts';
import { formatProblem, sortProblems } from '../../src/config/messages/problems.ts';
import { siteCopy } from '../helpers/site-copy.ts';

/**
 * Counted messages: a text that shows a number has one form per plural category of the site's
 * language (countMessage picks it in the browser: count-message.test.ts); `npm run validate` checks
 * the forms, and says what to type.
 */

const intro = { one: '{count} more AI agent in this category', other: '{count} more AI agents in this category' };

describe('the forms a language needs', () => {
  it('come from Intl.PluralRules, in CLDR order', () => {
    expect(pluralCategoriesOf('en')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('pl')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategoriesOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect(pluralCategoriesOf('xx')).toBeUndefined();
  });

  it('are named with the numbers they hold', () => {
    expect(numbersOf('en', 'one')).toBe('1');
    expect(numbersOf('en', 'other')).toBe('0, 2, 3…');
    expect(numbersOf('pl', 'few')).toBe('2, 3, 4…');
    expect(numbersOf('pl', 'many')).toBe('0, 5, 6…');
    expect(numbersOf('pl', 'other')).toBe('fractions such as 0.5');
  });
});

describe('the mistakes of a counted message', () => {
  it('none when the forms are right', () => {
    expect(pluralMistakes(intro, 'en')).toEqual([]);
    expect(pluralMistakes({ one: '{count} agent', few: '{count} agenty', many: '{count} agentów', other: '{count} agenta' }, 'pl')).toEqual([]);
  });

  it('a single text, a missing form, a form English does not use, a key that is no form, a form without {count}', () => {
    expect(pluralMistakes('{count} more', 'en')).toEqual([{ kind: 'text', text: '{count} more' }]);
    expect(pluralMistakes({ other: '{count} more' }, 'en')).toEqual([{ kind: 'missing', category: 'one' }]);
    expect(pluralMistakes({ zero: 'None', ...intro }, 'en')).toEqual([{ kind: 'unused', category: 'zero' }]);
    expect(pluralMistakes({ singular: intro.one, other: intro.other }, 'en')).toEqual([{ kind: 'unknown', key: 'singular', meant: 'one' }]);
    // French's one is 0 and 1: the number cannot go unsaid; Russian's one is 1, 21, 31…
    expect(pluralMistakes({ one: 'Un agent de plus', many: '{count} d’agents de plus', other: '{count} agents de plus' }, 'fr')).toEqual([{ kind: 'placeholders', category: 'one', missing: ['{count}'] }]);
    expect(pluralMistakes({ one: 'Ещё один агент', few: 'Ещё {count} агента', many: 'Ещё {count} агентов', other: 'Ещё {count} агента' }, 'ru')).toEqual([
      { kind: 'placeholders', category: 'one', missing: ['{count}'] },
    ]);
  });

  it('a form for one number only may say it in words: Arabic\'s one and two, English\'s one', () => {
    const arabic = { zero: 'لا وكلاء إضافيين', one: 'وكيل إضافي واحد', two: 'وكيلان إضافيان', few: '{count} وكلاء إضافيين', many: '{count} وكيلًا إضافيًا', other: '{count} وكيل إضافي' };
    expect(pluralMistakes(arabic, 'ar')).toEqual([]);
    expect(pluralMistakes({ one: 'One more AI agent', other: intro.other }, 'en')).toEqual([]);
    // few stands for 3 to 10, 103 to 110…: its form shows the number
    expect(pluralMistakes({ ...arabic, few: 'بضعة وكلاء' }, 'ar')).toEqual([{ kind: 'placeholders', category: 'few', missing: ['{count}'] }]);
  });

  it('a form without a value the "other" form shows', () => {
    expect(pluralMistakes({ one: 'Found {count} use case', other: 'Found {count} use cases matching "{query}"' }, 'en')).toEqual([
      { kind: 'placeholders', category: 'one', missing: ['{query}'] },
    ]);
  });

  it('Polish needs few and many as well', () => {
    expect(pluralMistakes(intro, 'pl')).toEqual([
      { kind: 'missing', category: 'few' },
      { kind: 'missing', category: 'many' },
    ]);
  });

  it('a language the runtime does not know needs only "other"', () => {
    expect(pluralMistakes({ other: '{count}' }, 'xx')).toEqual([]);
  });
});

describe('the English singular a hint suggests', () => {
  it.each([
    ['{count} more AI agents in this category', '{count} more AI agent in this category'],
    ['Showing {count} industries', 'Showing {count} industry'],
    ['Found {count} use case(s) matching "{query}"', 'Found {count} use case matching "{query}"'],
    ['{count} views', '{count} view'],
    ['Please keep this under {count} characters.', 'Please keep this under {count} character.'],
    ['Showing {shown} of {count} use cases in {sector}', 'Showing {shown} of {count} use case in {sector}'],
    ['+{count} more', '+{count} more'],
    ['{count} boxes', '{count} box'],
  ])('%s → %s', (plural, singular) => {
    expect(englishSingular(plural)).toBe(singular);
  });
});

describe('npm run validate on counted messages', () => {
  it('reports each mistake at its place, with the YAML to type', () => {
    const site = siteCopy();
    try {
      const file = path.join(site.root, 'site.config.yaml');
      const text = readFileSync(file, 'utf8')
        .replace('  categoryDialogIntro: { one: "{count} more", other: "{count} more" }\n', '  categoryDialogIntro: "{count} more AI agents in this category"\n')
        .replace('      tooLong: { one: "Max {count}.", other: "Max {count}." }\n', '      tooLong:\n        one: Max one character.\n        other: Max a few characters.\n');
      writeFile(file, text);
      const lines = sortProblems(loadSite(site.root).problems).map(formatProblem);
      expect(lines).toEqual([
        // "one" may say its one number in words in English; "other" stands for every other number
        'site.config.yaml:94:16 the "other" form of "tooLong" has no {count}, so it would not show the number; write {count} where the number goes',
        'site.config.yaml:139:24 "categoryDialogIntro" is a single text, but a text that shows a number needs a form for each kind of number: English uses "one" for 1 and "other" for 0, 2, 3…; write categoryDialogIntro: { one: "{count} more AI agent in this category", other: "{count} more AI agents in this category" }',
      ]);
    } finally {
      site.remove();
    }
  });

  it('in a Polish site, asks for the forms Polish uses', () => {
    const site = siteCopy();
    try {
      const file = path.join(site.root, 'site.config.yaml');
      writeFile(file, readFileSync(file, 'utf8').replace('language: en\n', 'language: pl\n'));
      const problems = loadSite(site.root).problems;
      expect(new Set(problems.map((p) => p.code))).toEqual(new Set(['plural-form-missing']));
      expect(problems.map((p) => p.message)).toContain(
        '"categoryDialogIntro" has no "few" form, which Polish uses for 2, 3, 4…; write categoryDialogIntro: { one: "{count} more", few: "{count} more", other: "{count} more" }, and word it for 2, 3, 4…',
      );
    } finally {
      site.remove();
    }
  });
});

describe('the shipped site', () => {
  it('writes every text that shows {count} as a counted message, with the forms English needs', () => {
    const plain: string[] = [];
    const walk = (value: unknown, at: string[], file: string) => {
      if (typeof value === 'string') {
        if (value.includes('{count}') && !['one', 'other'].includes(at.at(-1) ?? '')) plain.push(`${file}: ${at.join('.')}`);
      } else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) walk(child, [...at, key], file);
      }
    };
    for (const file of ['site.config.yaml', ...listYaml(PROJECT_ROOT, 'pages'), ...listYaml(PROJECT_ROOT, 'content')]) {
      walk(parseDocument(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')).toJS(), [], file);
    }
    expect(plain).toEqual([]);
    expect(loadSite(PROJECT_ROOT).problems.map(formatProblem)).toEqual([]);
  });
});

function writeFile(file: string, text: string): void {
  // the fixture's text must have changed: a replacement that matched nothing would test nothing
  expect(text).not.toBe(readFileSync(file, 'utf8'));
  writeFileSync(file, text);
}

import { describe, expect, it } from 'vitest';
import { countMessage, fillMessage, formatNumber } from '../../src/ui/site-context.tsx';

/** countMessage: the form of a counted message for a number, chosen by Intl.PluralRules for the site's language. */

const intro = { one: '{count} more AI agent in this category', other: '{count} more AI agents in this category' };

describe('countMessage picks the form of the number', () => {
  it('English: 1 is singular, 0 and 4 are plural', () => {
    expect(countMessage(intro, 1, 'en')).toBe('1 more AI agent in this category');
    expect(countMessage(intro, 0, 'en')).toBe('0 more AI agents in this category');
    expect(countMessage(intro, 4, 'en')).toBe('4 more AI agents in this category');
    expect(countMessage(intro, 21, 'en-GB')).toBe('21 more AI agents in this category');
  });

  it('fills the other placeholders, and writes the number for the language', () => {
    const found = { one: 'Found {count} use case matching "{query}"', other: 'Found {count} use case(s) matching "{query}"' };
    expect(countMessage(found, 1, 'en', { query: 'outage' })).toBe('Found 1 use case matching "outage"');
    expect(countMessage(found, 534, 'en', { query: 'ai' })).toBe('Found 534 use case(s) matching "ai"');
    expect(countMessage({ one: '{count} view', other: '{count} views' }, 10002, 'en')).toBe('10,002 views');
    expect(countMessage({ other: '{count}' }, 10002, 'de')).toBe('10.002');
  });

  it('Polish: one, few and many', () => {
    const agents = { one: '{count} agent', few: '{count} agenty', many: '{count} agentów', other: '{count} agenta' };
    expect([1, 2, 4, 5, 12, 22, 25, 0].map((n) => countMessage(agents, n, 'pl'))).toEqual([
      '1 agent',
      '2 agenty',
      '4 agenty',
      '5 agentów',
      '12 agentów',
      '22 agenty',
      '25 agentów',
      '0 agentów',
    ]);
    expect(countMessage(agents, 1.5, 'pl')).toBe('1,5 agenta');
  });

  it('Arabic: zero, one, two, few, many and other', () => {
    const forms = { zero: 'zero {count}', one: 'one {count}', two: 'two {count}', few: 'few {count}', many: 'many {count}', other: 'other {count}' };
    const category = (n: number) => countMessage(forms, n, 'ar').split(' ')[0];
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map(category)).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other']);
  });

  it('falls back to the "other" form when the form of the number is not written', () => {
    expect(countMessage({ other: '{count} items' }, 1, 'en')).toBe('1 items');
  });
});

describe('every number in a message is written for its language, in Latin digits whatever the browser', () => {
  it('fills {n} and {total} as English, French and Arabic write them', () => {
    expect(fillMessage('Video {n} of {total}', { n: 3, total: 12000 }, 'en')).toBe('Video 3 of 12,000');
    expect(fillMessage('Vidéo {n} sur {total}', { n: 3, total: 12000 }, 'fr')).toBe('Vidéo 3 sur 12\u202f000');
    expect(fillMessage('الفيديو {n} من {total}', { n: 3, total: 12000 }, 'ar')).toBe('الفيديو 3 من 12,000');
    expect(formatNumber(2000, 'ar')).toBe('2,000');
    // a text stays as it is; without a language a number is written as it is given
    expect(fillMessage('{query}: {ms} ms', { query: '2000', ms: 1500 })).toBe('2000: 1500 ms');
  });
});

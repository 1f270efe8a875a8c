import { describe, expect, it } from 'vitest';
import { EDITOR_TEXTS } from '../../src/editor/client/texts/editor.ts';
import { FORM_TEXTS } from '../../src/editor/form/form-texts.ts';
import { bestLanguage, languageOfRequest } from '../../src/interface/language.ts';
import { MEDIA_TEXTS } from '../../src/editor/client/texts/media.ts';
import { SITE_LIST_TEXTS } from '../../src/editor/client/texts/site-list.ts';
import { TRANSLATE_TEXTS } from '../../src/editor/client/texts/translate.ts';
import { REFUSALS } from '../../src/editor/server/refusals.ts';
import { CHANGE_TEXTS } from '../../src/studio/change-texts.ts';
import { STUDIO_REFUSALS_IN, STUDIO_TEXTS } from '../../src/studio/texts.ts';

/**
 * The editor's and the studio's own interface in English and French: every catalogue a pair of the same
 * shape (the typecheck sees to that), each French text written in French (not the English left in place)
 * with French typography. A text with values is tried with sample values of each kind.
 */
const CATALOGUES = { EDITOR_TEXTS, FORM_TEXTS, MEDIA_TEXTS, SITE_LIST_TEXTS, TRANSLATE_TEXTS, REFUSALS, STUDIO_TEXTS, STUDIO_REFUSALS_IN, CHANGE_TEXTS };

/** Words French writes as English does. */
const SAME_IN_BOTH = new Set(['YAML', 'Catalogue', 'Technologies', 'Studio', 'E-mail', 'Type', 'Images', 'Vidéos', 'Pages', 'Options', 'Publication', 'Date', 'Version', 'Note', 'Total', 'Article', 'Actions', 'Sections', 'Description', 'Introduction', 'Navigation', 'Message', 'Messages', 'Accessibilité']);

function leaves(value: unknown, at: string, out: [string, unknown][] = []): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) for (const [key, child] of Object.entries(value)) leaves(child, `${at}.${key}`, out);
  else out.push([at, value]);
  return out;
}

/** What a text says with sample values: each argument tried as a count, a name and a list. */
function samples(text: unknown): string[] {
  if (typeof text === 'string') return [text];
  if (typeof text !== 'function') return [];
  const said: string[] = [];
  for (const sample of [2, 'banking.yaml', ['a', 'b']]) {
    try {
      const result = (text as (...args: unknown[]) => unknown)(...Array.from({ length: Math.max(text.length, 1) }, () => sample));
      if (typeof result === 'string') said.push(result);
    } catch {
      // a value of another kind: tried with the next sample
    }
  }
  return said;
}

describe('the interface in English and French', () => {
  for (const [name, { en, fr }] of Object.entries(CATALOGUES)) {
    it(`${name}: every French text is French, with French typography`, () => {
      const english = new Map(leaves(en, name));
      const french = leaves(fr, name);
      expect(french.map(([at]) => at)).toEqual([...english.keys()]);
      const untranslated: string[] = [];
      const typography: string[] = [];
      for (const [at, text] of french) {
        const frenchSaid = samples(text);
        const englishSaid = samples(english.get(at));
        frenchSaid.forEach((said, index) => {
          // the words of the text itself, the sample values left out
          const own = said.replaceAll('banking.yaml', '').replaceAll('NaN', '');
          if (said === englishSaid[index] && /[a-z]{3}/i.test(own) && !SAME_IN_BOTH.has(said.trim())) untranslated.push(`${at}: ${said}`);
          // a no-break space before : ; ? ! (not at the start of a line, not in an address such as https:)
          if (/[^\s\u00a0\u202f(][;?!](\s|$)/.test(said) || /[^\s\u00a0\u202f:/\d([][:](\s|$)/.test(said)) typography.push(`${at}: ${said}`);
          if (/« | »/.test(said)) typography.push(`${at}: ${said}`);
        });
      }
      expect(untranslated).toEqual([]);
      expect(typography).toEqual([]);
    });
  }
});

describe('the interface language of a request', () => {
  it('is the person\'s choice first, then the browser\'s languages by weight, else English', () => {
    expect(languageOfRequest({ cookie: 'a=1; interface-language=fr', 'accept-language': 'en' })).toBe('fr');
    expect(languageOfRequest({ 'accept-language': 'de-DE,fr;q=0.8,en;q=0.5' })).toBe('fr');
    expect(languageOfRequest({ 'accept-language': 'en;q=0.4,fr-MA;q=0.9' })).toBe('fr');
    expect(languageOfRequest({ 'accept-language': 'fr;q=0,en' })).toBe('en');
    expect(languageOfRequest({ cookie: 'interface-language=xx' })).toBe('en');
    expect(languageOfRequest({})).toBe('en');
    expect(bestLanguage(['ar-MA', 'fr-FR'])).toBe('fr');
  });
});

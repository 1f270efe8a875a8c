import type { LanguageInfo, TranslationRow } from '../../contract.ts';
import { interfaceLanguage } from '../../../interface/language.ts';
import { TRANSLATE_TEXT as T } from '../texts/translate.ts';

/**
 * The Translate view's words for what it shows (TranslateView.tsx), pure functions of their input and of the
 * interface language: a language named as the interface says it, the plural forms of a language with the
 * numbers each is for, and where a text is in its file. The site list names languages with `languageName` too.
 */

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * A language as the interface names it mid-sentence ("French"; « français » in French), with its own name
 * beside when different ("French (Français)", « arabe (العربية) »).
 */
export function languageName(language: Pick<LanguageInfo, 'code' | 'name'>, withOwn = false): string {
  let named: string | undefined;
  try {
    named = new Intl.DisplayNames([interfaceLanguage()], { type: 'language' }).of(language.code);
  } catch {
    named = undefined;
  }
  if (!named || named === language.code) return language.name;
  return withOwn && language.name.toLowerCase() !== named.toLowerCase() ? `${named} (${language.name})` : named;
}

/** The same at the start of a label: "French", « Français ». */
export function languageLabel(language: Pick<LanguageInfo, 'code' | 'name'>, withOwn = false): string {
  const name = languageName(language, withOwn);
  return name.charAt(0).toLocaleUpperCase(interfaceLanguage()) + name.slice(1);
}

/**
 * The plural forms of a language in order, each with the numbers it is for, as a person reads them:
 * French one "for 0, 1", many "for 1,000,000, 2,000,000…", other "for 2 and more"; Arabic few "for 3–10, 103–110…".
 */
export function pluralForms(code: string): { form: string; label: string }[] {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(code);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const LIMIT = 1000;
  const categories = [...rules.resolvedOptions().pluralCategories].sort((a, b) => PLURAL_ORDER.indexOf(a) - PLURAL_ORDER.indexOf(b));
  const ranges = new Map<string, [number, number][]>(categories.map((category) => [category, []]));
  for (let n = 0; n <= LIMIT; n++) {
    const list = ranges.get(rules.select(n))!;
    const last = list.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else list.push([n, n]);
  }
  const number = new Intl.NumberFormat(interfaceLanguage());
  const said = ([a, b]: [number, number]) =>
    b === LIMIT && b - a > 100 ? T.andMore(number.format(a)) : a === b ? number.format(a) : b === a + 1 ? `${a}, ${b}` : `${number.format(a)}–${number.format(b)}`;
  return categories.map((form) => {
    const list = ranges.get(form)!;
    if (list.length > 0) return { form, label: T.pluralFor(`${list.slice(0, 2).map(said).join(', ')}${list.length > 2 ? '…' : ''}`) };
    const big = [1e6, 2e6].filter((n) => rules.select(n) === form);
    if (big.length > 0) return { form, label: T.pluralFor(`${big.map((n) => number.format(n)).join(', ')}…`) };
    const fraction = [0.5, 1.5, 2.5].find((n) => rules.select(n) === form);
    return { form, label: fraction !== undefined ? T.forFractions(number.format(fraction)) : T.forOtherNumbers };
  });
}

/** "useCases" → "use cases"; "use cases" → "use case". */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
const singular = (name: string) => (/ies$/.test(name) ? name.replace(/ies$/, 'y') : /[^s]s$/.test(name) ? name.slice(0, -1) : name);

/**
 * Where a text is, in words: ["industry", "use case “Fraud Alerts”", "title"] for industry.useCases.2.title,
 * each list item by its name where it has one, else by its number (an id is not shown: it is no word of the page).
 */
export function placeInWords(row: Pick<TranslationRow, 'at' | 'path' | 'field' | 'names'>): string[] {
  const parts: string[] = [];
  let items = 0;
  for (let i = 0; i < row.at.length; i++) {
    const segment = row.at[i];
    if (typeof segment === 'number') {
      const name = row.names?.[items++];
      parts.push(name ? T.named(name) : T.item(segment + 1));
      continue;
    }
    const next = row.at[i + 1];
    if (typeof next === 'number') {
      const name = row.names?.[items++];
      parts.push(`${singular(words(segment))} ${name ? T.named(name) : next + 1}`);
      i++;
    } else parts.push(words(segment));
  }
  return parts.length > 0 ? parts : [row.field || row.path];
}

import { isMap, isPair, isScalar, type Node, type Pair, type YAMLMap } from 'yaml';
import { numbersText, say, type CategoryNumbers, type PluralRule, type Reword, type Said } from '../messages/messages.ts';
import { closest } from '../messages/suggest.ts';
import type { YamlFile } from '../yaml/yaml-file.ts';

/**
 * Counted messages: a text that shows a number ({count}) is written once per plural category of the
 * site's language, as Intl.PluralRules names them (schemas/defs.schema.json#/$defs/countedMessage,
 * marked x-plural). The browser picks the form (src/ui/site-context.tsx, countMessage); this module
 * finds what is wrong with one as written (for the x-plural keyword) and says it, with the YAML to type.
 */

/** Every plural category, in CLDR order (the order the forms are suggested in). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const isCategory = (key: string): key is PluralCategory => (PLURAL_CATEGORIES as readonly string[]).includes(key);

/**
 * The categories the numbers of `language` fall into, in CLDR order; undefined for a language tag the
 * runtime does not know (its rules are unknown: then only "other" is required, as every language has it).
 */
export function pluralCategoriesOf(language: string): PluralCategory[] | undefined {
  try {
    if (Intl.PluralRules.supportedLocalesOf([language]).length === 0) return undefined;
    const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
    return PLURAL_CATEGORIES.filter((category) => used.includes(category));
  } catch {
    return undefined; // not a well-formed language tag: the site's "language" field has its own problem
  }
}

/**
 * Whether the form of `category` is used for one number only in `language` (Arabic's zero, one and two; English's
 * one): its words may say the number ("وكيلان", two agents) without {count}. French's one (0 and 1) and Russian's
 * (1, 21, 31…) stand for several numbers: their forms show {count}.
 */
export function formOfOneNumber(language: string, category: PluralCategory): boolean {
  try {
    const rules = new Intl.PluralRules(language);
    let numbers = 0;
    // the categories of every language repeat within the first two hundred numbers
    for (let n = 0; n <= 200 && numbers < 2; n++) if (rules.select(n) === category) numbers++;
    return numbers === 1;
  } catch {
    return false;
  }
}

/** "English", "Polish", or the tag itself. */
export function languageName(language: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** The numbers a category holds in `language`, as data: its first whole numbers, a large one, a fraction, or none. */
export function categoryNumbers(language: string, category: PluralCategory): CategoryNumbers {
  const rules = new Intl.PluralRules(language);
  const whole = Array.from({ length: 200 }, (_, n) => n).filter((n) => rules.select(n) === category);
  if (whole.length > 0) return { kind: 'whole', numbers: whole.slice(0, 3), more: whole.length > 3 };
  const large = [1_000, 10_000, 100_000, 1_000_000].find((n) => rules.select(n) === category);
  if (large !== undefined) return { kind: 'large', number: large };
  const fraction = [0.5, 1.5, 2.5].find((n) => rules.select(n) === category);
  return fraction !== undefined ? { kind: 'fraction', number: fraction } : { kind: 'none' };
}

/** The numbers a category holds in `language`, as an editor reads them: "1", "0, 2, 3…", "fractions such as 1.5". */
export function numbersOf(language: string, category: PluralCategory): string {
  return numbersText(categoryNumbers(language, category));
}

/** The placeholders of a text, in order: ["{count}", "{query}"]. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(text.match(/\{\w+\}/g) ?? [])];
}

/** What can be wrong with a counted message, found from its value alone (the wording needs its YAML). */
export type PluralMistake =
  /** written as one text instead of its forms */
  | { kind: 'text'; text: string }
  /** a form the language needs is not there */
  | { kind: 'missing'; category: PluralCategory }
  /** a category the language does not use: its form is never shown */
  | { kind: 'unused'; category: PluralCategory }
  /** a key that is no plural category ("singular", "plural"), with the missing one it probably means */
  | { kind: 'unknown'; key: string; meant?: PluralCategory }
  /** a form without {count} (but one for a single number, which may say it in words), or without a value the "other" form shows */
  | { kind: 'placeholders'; category: PluralCategory; missing: string[] };

/** The mistakes of a counted message's value in a site written in `language`. */
export function pluralMistakes(value: unknown, language: string): PluralMistake[] {
  if (typeof value === 'string') return [{ kind: 'text', text: value }];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const forms = value as Record<string, unknown>;
  const known = pluralCategoriesOf(language);
  const needed = known ?? ['other'];
  const found: PluralMistake[] = [];
  const absent = needed.filter((category) => !(category in forms));
  const meant = new Set<PluralCategory>();
  const reference = typeof forms.other === 'string' ? placeholdersOf(forms.other) : [];
  for (const [key, text] of Object.entries(forms)) {
    if (!isCategory(key)) {
      // "singular:" for "one:": renaming it is the fix, and the missing form is not reported too
      const guess = (KNOWN_NAMES[key.toLowerCase()] ?? closest(key, absent)) as PluralCategory | undefined;
      const free = guess !== undefined && absent.includes(guess) && !meant.has(guess) ? guess : undefined;
      if (free) meant.add(free);
      found.push({ kind: 'unknown', key, meant: free });
      continue;
    }
    if (known && !known.includes(key)) {
      found.push({ kind: 'unused', category: key });
      continue;
    }
    if (typeof text !== 'string') continue; // its type has its own problem
    const has = placeholdersOf(text);
    // a form of one number (Arabic's two) may say it in words; every other form shows it
    const wanted = new Set(['{count}', ...reference]);
    if (formOfOneNumber(language, key)) wanted.delete('{count}');
    const missing = [...wanted].filter((p) => !has.includes(p));
    if (missing.length > 0) found.push({ kind: 'placeholders', category: key, missing });
  }
  for (const category of absent) if (!meant.has(category)) found.push({ kind: 'missing', category });
  return found;
}

/**
 * The English singular of a plural form, for the "one" form a hint suggests: "(s)" dropped, or the
 * first plural noun within four words after {count} made singular ("agents" → "agent", "industries"
 * → "industry"). Unchanged when no such word is found ("+{count} more").
 */
export function englishSingular(text: string): string {
  const at = text.indexOf('{count}');
  if (at < 0) return text;
  const head = text.slice(0, at + '{count}'.length);
  let rest = text.slice(head.length);
  if (/^[^{]*?\(s\)/.test(rest)) return head + rest.replace('(s)', '');
  let done = '';
  for (let i = 0; i < 4; i++) {
    const word = /^([^A-Za-z{]*)([A-Za-z]+)/.exec(rest);
    if (!word) break;
    const [whole, before, noun] = word;
    const singular = singularNoun(noun);
    if (singular !== undefined) return head + done + before + singular + rest.slice(whole.length);
    done += whole;
    rest = rest.slice(whole.length);
  }
  return text;
}

function singularNoun(word: string): string | undefined {
  if (word.length <= 3 || !/s$/.test(word) || /(ss|us|is)$/i.test(word)) return undefined;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** A text as a YAML value that reads back as the same text: quoted. */
export function yamlText(text: string): string {
  return text.includes('"') && !text.includes("'") ? `'${text}'` : JSON.stringify(text);
}

/** The forms as a one-line YAML map, in CLDR order: { one: "…", other: "…" }. */
function flowMap(forms: Partial<Record<string, string>>): string {
  const keys = Object.keys(forms).sort((a, b) => order(a) - order(b));
  return `{ ${keys.map((key) => `${key}: ${yamlText(forms[key]!)}`).join(', ')} }`;
}

const order = (key: string) => (isCategory(key) ? PLURAL_CATEGORIES.indexOf(key) : PLURAL_CATEGORIES.length);

/**
 * The text to suggest for `category`, from a form that is right (`base`, the "other" form when it is):
 * the English singular for "one", else the base as it is. `exact` is false when the wording is only
 * a copy the editor has to adapt.
 */
function suggestedForm(base: { category: string; text: string }, category: PluralCategory, language: string): { text: string; exact: boolean } {
  if (base.category === category) return { text: base.text, exact: true };
  const english = language.toLowerCase().split('-')[0] === 'en';
  if (english && category === 'one' && base.category === 'other') return { text: englishSingular(base.text), exact: true };
  return { text: base.text, exact: false };
}

/** The categories `language` uses and their numbers (said "English uses "one" for 1 and "other" for 0, 2, 3…"). */
function pluralRule(language: string): PluralRule {
  const categories = pluralCategoriesOf(language) ?? ['other'];
  return { language: languageName(language), categories: categories.map((category) => ({ category, numbers: categoryNumbers(language, category) })) };
}

interface Worded {
  said: Said;
  path: (string | number)[];
  target: 'value' | 'key';
}

/** A counted message as written in its file: where it is, its forms, and the block map that holds them (when written as one). */
interface Message {
  source: YamlFile;
  at: (string | number)[];
  /** Its field's name, as the hints write it. */
  field: string;
  forms: Record<string, unknown>;
  /** The map of forms written one per line, not a flow map ({ … }) or a single text. */
  block?: YAMLMap<unknown, unknown>;
  language: string;
  /** The categories the language needs ("other" when it is unknown). */
  needed: PluralCategory[];
}

/**
 * The problem of a mistake found by pluralMistakes, in words, located in its file, with the YAML to
 * type: a whole map on one line where the value is one text, a flow map ({ … }) or an alias, else
 * the line to add above or below a form, or the line to delete.
 */
export function sayPluralMistake(source: YamlFile, at: (string | number)[], mistake: PluralMistake, language: string): Worded {
  const value = valueAt(source.data, at);
  const node = source.doc.getIn(at, true) as Node | undefined;
  const message: Message = {
    source,
    at,
    field: String(at[at.length - 1] ?? 'the message'),
    forms: value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
    block: isMap(node) && !(node as YAMLMap).flow ? (node as YAMLMap<unknown, unknown>) : undefined,
    language,
    needed: pluralCategoriesOf(language) ?? ['other'],
  };
  switch (mistake.kind) {
    case 'text':
      return sayWrittenAsText(message, mistake.text);
    case 'missing':
      return sayFormMissing(message, mistake.category);
    case 'unused':
      return sayFormUnused(message, mistake.category);
    case 'unknown':
      return sayUnknownKey(message, mistake.key, mistake.meant);
    case 'placeholders':
      return sayPlaceholdersMissing(message, mistake.category, mistake.missing);
  }
}

/** The form written on the line of `key` in the message's block map. */
function pairOf({ block }: Message, key: string): Pair<unknown, unknown> | undefined {
  return block?.items.find((p): p is Pair<unknown, unknown> => isPair(p) && isScalar(p.key) && String(p.key.value) === key);
}

/** The lines a form takes, from its key to the end of its value. */
function linesOf({ source }: Message, pair: Pair<unknown, unknown>): { from: number; to: number } {
  const lineOf = (offset: number) => source.lineCounter.linePos(offset).line;
  const from = lineOf((pair.key as Node).range![0]);
  const end = (pair.value as Node | null)?.range;
  return { from, to: end ? lineOf(Math.max(end[0], end[1] - 1)) : from };
}

/** The line numbers of the form of `key`, when the message is a block map that has it. */
function formLines(message: Message, key: string): number[] | undefined {
  const pair = pairOf(message, key);
  const lines = pair ? linesOf(message, pair) : undefined;
  return lines ? Array.from({ length: lines.to - lines.from + 1 }, (_, i) => lines.from + i) : undefined;
}

/** The form to start a suggestion from: "other" when it shows every placeholder, else the first category form that does. */
function baseForm({ forms }: Message): { category: string; text: string } | undefined {
  const complete = (text: unknown): text is string => typeof text === 'string' && ['{count}', ...placeholdersOf(typeof forms.other === 'string' ? forms.other : '')].every((p) => text.includes(p));
  if (complete(forms.other)) return { category: 'other', text: forms.other };
  const key = Object.keys(forms).find((k) => isCategory(k) && complete(forms[k]));
  return key ? { category: key, text: forms[key] as string } : undefined;
}

/** One text where the forms go: the whole map to write instead. */
function sayWrittenAsText({ field, language, needed, at }: Message, text: string): Worded {
  const base = { category: 'other', text };
  const all = Object.fromEntries(needed.map((category) => [category, suggestedForm(base, category, language)]));
  const exact = Object.values(all).every((form) => form.exact);
  return {
    said: say('plural-written-as-text', {
      field,
      rule: pluralRule(language),
      languageCode: language,
      withCount: text.includes('{count}'),
      write: `${field}: ${flowMap(Object.fromEntries(Object.entries(all).map(([category, form]) => [category, form.text])))}`,
      reword: !exact ? { kind: 'each' } : undefined,
    }),
    path: at,
    target: 'value',
  };
}

/** A form the language needs is missing: the line to add (next to its neighbours in CLDR order), or the whole map on one line. */
function sayFormMissing(message: Message, category: PluralCategory): Worded {
  const { field, language, at, block, needed, forms } = message;
  const base = baseForm(message);
  if (!base) {
    // no form to start from: what to write, in words
    return { said: say('plural-form-missing', { field, category, language: languageName(language), languageCode: language, numbers: categoryNumbers(language, category) }), path: at, target: 'key' };
  }
  const form = suggestedForm(base, category, language);
  const reword: Reword | undefined = form.exact ? undefined : { kind: 'it', numbers: categoryNumbers(language, category) };
  let add: { line: string; place: 'above' | 'below'; at: number } | undefined;
  if (block && block.items.length > 0) {
    const next = needed
      .slice(needed.indexOf(category) + 1)
      .map((key) => pairOf(message, key))
      .find(Boolean);
    const last = block.items.at(-1) as Pair<unknown, unknown>;
    add = next
      ? { line: `${category}: ${yamlText(form.text)}`, place: 'above', at: linesOf(message, next).from }
      : { line: `${category}: ${yamlText(form.text)}`, place: 'below', at: linesOf(message, last).to };
  }
  const rewritten = { ...stringForms(forms), [category]: form.text };
  return {
    said: say('plural-form-missing', {
      field,
      category,
      language: languageName(language),
      languageCode: language,
      numbers: categoryNumbers(language, category),
      add,
      write: add ? undefined : `${field}: ${flowMap(rewritten)}`,
      reword,
    }),
    path: at,
    target: 'key',
  };
}

/** A form for a category the language does not use: the lines to delete, or the map without it. */
function sayFormUnused(message: Message, category: PluralCategory): Worded {
  const { field, language, at, forms } = message;
  const lines = formLines(message, category);
  const typical = { zero: 0, one: 1, two: 2 }[category as 'zero' | 'one' | 'two'];
  const takenBy = typical !== undefined ? (new Intl.PluralRules(language).select(typical) as PluralCategory) : undefined;
  const { [category]: _unused, ...rest } = stringForms(forms);
  return {
    said: say('plural-form-unused', {
      category,
      language: languageName(language),
      languageCode: language,
      takenBy: typical !== undefined && takenBy ? { number: typical, category: takenBy } : undefined,
      lines,
      write: lines ? undefined : `${field}: ${flowMap(rest)}`,
    }),
    path: [...at, category],
    target: 'key',
  };
}

/** A key that is no plural category: the one it probably means, or its lines to delete. */
function sayUnknownKey(message: Message, key: string, meant: PluralCategory | undefined): Worded {
  const lines = formLines(message, key);
  return {
    said: say('plural-form-unknown', { key, rule: pluralRule(message.language), languageCode: message.language, meant, lines: meant ? undefined : lines }),
    path: [...message.at, key],
    target: 'key',
  };
}

/** A form without {count} (or a value the "other" form shows): the form to write, from a complete one. */
function sayPlaceholdersMissing(message: Message, category: PluralCategory, missing: string[]): Worded {
  const { field, language, at } = message;
  const base = baseForm(message);
  const form = base && base.category !== category ? suggestedForm(base, category, language) : undefined;
  return {
    said: say('plural-form-missing-placeholder', {
      field,
      category,
      missing,
      write: form ? `${category}: ${yamlText(form.text)}` : undefined,
      reword: form && !form.exact ? { kind: 'it', numbers: categoryNumbers(language, category) } : undefined,
    }),
    path: [...at, category],
    target: 'value',
  };
}

/** What editors write for the two English forms. */
const KNOWN_NAMES: Record<string, string> = { singular: 'one', single: 'one', plural: 'other', plurals: 'other', default: 'other', others: 'other' };

function stringForms(forms: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(forms).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function valueAt(data: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);
}

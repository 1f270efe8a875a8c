import { createContext, useContext } from 'react';
import type { CountedMessage, ShellData } from '../model/types.ts';

const SiteContext = createContext<ShellData | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The site-wide data from site.config.yaml (brand, navigation, messages, …). */
export function useSite(): ShellData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() used outside <SiteProvider>');
  return site;
}

const TextLanguageContext = createContext<string | undefined>(undefined);

/** Set by a block shown in its source language because it is not yet translated (src/app/BlockView.tsx). */
export const TextLanguageProvider = TextLanguageContext.Provider;

/** The language a block's texts are in: the page's, or the source's in a block not yet translated (its dates and numbers are written so). */
export function useTextLanguage(): string {
  const own = useContext(TextLanguageContext);
  const { language } = useSite();
  return own ?? language;
}

/**
 * Replaces {name} placeholders in a message from YAML. Numbers are written for `language` when given
 * (2,000 · 2 000 · 2,000 in Arabic with Latin digits): pass it whenever a value is a number.
 */
export function fillMessage(template: string, values: Record<string, string | number>, language?: string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return typeof value === 'number' && language ? formatNumber(value, language) : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as `language` writes it, in Latin digits always: the numbering system is named, not left to
 * the browser's data (older ICU writes Arabic-Indic digits for `ar`, newer Latin ones), so the prerendered
 * HTML and the page the browser draws show the same figure. Morocco, the Arabic of this site, writes Latin digits.
 */
export function formatNumber(value: number, language: string): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language, { numberingSystem: 'latn' })));
  return format.format(value);
}

/** A day written year-month-day (2026-11-21) as `language` writes a date in full, in Latin digits like the numbers: November 21, 2026 in en, 21 novembre 2026 in fr. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The form of `message` for `count` in `language` (Intl.PluralRules: 1 → "one", 0 and 4 → "other" in
 * English; Polish also has "few" and "many"), its placeholders filled: {count} is the number written
 * for the language (10,002), the other placeholders come from `values` (numbers written so too).
 */
export function countMessage(message: CountedMessage, count: number, language: string, values: Record<string, string | number> = {}): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return fillMessage(message[rules.select(count)] ?? message.other, { ...values, count }, language);
}

/** The language a route of the site is in: the one whose prefix it starts with (/fr, /fr/banque), else the default. */
export function languageOfRoute(route: string, languages: readonly { code: string }[] | undefined, defaultLanguage: string): string {
  const found = languages?.find(({ code }) => code !== defaultLanguage && (route === `/${code}` || route.startsWith(`/${code}/`) || route.startsWith(`/${code}#`) || route.startsWith(`/${code}?`)));
  return found?.code ?? defaultLanguage;
}

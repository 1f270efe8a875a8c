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

/** Replaces {name} placeholders in a message from YAML. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The form of `message` for `count` in `language` (Intl.PluralRules: 1 → "one", 0 and 4 → "other" in
 * English; Polish also has "few" and "many"), its placeholders filled: {count} is the number written
 * for the language (10,002), the other placeholders come from `values`.
 */
export function countMessage(message: CountedMessage, count: number, language: string, values: Record<string, string | number> = {}): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return fillMessage(message[rules.select(count)] ?? message.other, { ...values, count: format.format(count) });
}

/** The language a route of the site is in: the one whose prefix it starts with (/fr, /fr/banque), else the default. */
export function languageOfRoute(route: string, languages: readonly { code: string }[] | undefined, defaultLanguage: string): string {
  const found = languages?.find(({ code }) => code !== defaultLanguage && (route === `/${code}` || route.startsWith(`/${code}/`) || route.startsWith(`/${code}#`) || route.startsWith(`/${code}?`)));
  return found?.code ?? defaultLanguage;
}

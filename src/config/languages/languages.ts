import path from 'node:path';

/** A language of the site, as site.config.yaml's `languages` lists it. */
export interface Language {
  /** `en`, `fr`, `ar`, `en-GB`. */
  code: string;
  /** Its name in its own language ("Français", "العربية"), shown by the language switcher. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The language the site is written in: its pages keep the routes without a prefix. */
  default: boolean;
  /**
   * What a text not yet translated does: `fallback` shows the source text (marked as such for screen
   * readers), `required` makes it a problem, so that validate fails and the studio does not publish,
   * `hide` is `fallback` but for a page none of whose texts is translated: that page does not exist in
   * the language (not built, not in the sitemap nor hreflang; links to it lead to the source's page).
   * The home page and the not-found page are never hidden.
   */
  missing: 'fallback' | 'required' | 'hide';
  /** Its language and region for social previews (`fr_FR`, `ar_MA`), when site.config.yaml gives one. */
  locale?: string;
}

const CODE = /^[a-z]{2}(-[A-Z]{2})?$/;
const LOCALE = /^[a-z]{2,3}_[A-Z]{2}$/;

/**
 * The site's languages, read leniently from site.config.yaml's data (its schema checks them): the
 * `languages` list, or the one `language` of a site that has no list. The default comes first.
 */
export function siteLanguages(siteData: unknown): Language[] {
  const data = (siteData ?? {}) as { language?: unknown; languages?: unknown };
  const single = typeof data.language === 'string' ? data.language : 'en';
  if (!Array.isArray(data.languages) || data.languages.length === 0) return [{ code: single, name: single, dir: 'ltr', default: true, missing: 'fallback' }];
  const listed = data.languages.flatMap((entry): Language[] => {
    const item = (entry ?? {}) as Record<string, unknown>;
    if (typeof item.code !== 'string' || !CODE.test(item.code)) return [];
    return [
      {
        code: item.code,
        name: typeof item.name === 'string' ? item.name : item.code,
        dir: item.dir === 'rtl' ? 'rtl' : 'ltr',
        default: item.default === true,
        missing: item.missing === 'required' || item.missing === 'hide' ? item.missing : 'fallback',
        ...(typeof item.locale === 'string' && LOCALE.test(item.locale) ? { locale: item.locale } : {}),
      },
    ];
  });
  const first = listed.find((language) => language.default) ?? listed.find((language) => language.code === single) ?? listed[0];
  if (!first) return [{ code: single, name: single, dir: 'ltr', default: true, missing: 'fallback' }];
  return [{ ...first, default: true }, ...listed.filter((language) => language !== first && language.code !== first.code).map((language) => ({ ...language, default: false }))];
}

/** `pages/industries/banking.fr.yaml` → { source: 'pages/industries/banking.yaml', code: 'fr' }; undefined for a file that is no translation. */
export function translationOf(file: string): { source: string; code: string } | undefined {
  const match = /^(.+)\.([a-z]{2}(?:-[A-Z]{2})?)\.ya?ml$/.exec(path.posix.basename(file));
  if (!match) return undefined;
  return { source: path.posix.join(path.posix.dirname(file), `${match[1]}.yaml`), code: match[2] };
}

/** Where the translation of `file` into `code` is: beside it, `banking.yaml` → `banking.fr.yaml`; a catalogue table's too, `finance.tsv` → `finance.fr.yaml`. */
export function translationFile(file: string, code: string): string {
  return file.replace(/\.(ya?ml|tsv)$/, `.${code}.yaml`);
}

/**
 * What a translation file translates, found with `exists` (relative paths): translationOf's source, or the
 * table beside it when there is only a table (`content/catalogue/finance.fr.yaml` → `finance.tsv`).
 */
export function sourceOfTranslation(file: string, exists: (source: string) => boolean): { source: string; code: string } | undefined {
  const of = translationOf(file);
  if (!of || exists(of.source)) return of;
  const table = of.source.replace(/\.yaml$/, '.tsv');
  return exists(table) ? { ...of, source: table } : of;
}

/** The route of a page in `language`: the translation's own, else the source's under the language's prefix (`/fr`, `/fr/about`). */
export function prefixedRoute(route: string, code: string): string {
  return route === '/' ? `/${code}` : `/${code}${route}`;
}

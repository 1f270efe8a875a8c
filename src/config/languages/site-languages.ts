import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { languageDataUrl } from '../../runtime/queries.ts';
import type { PageData, ShellData, SiteModel } from '../../model/types.ts';
import { SITE_FILE } from '../../paths.ts';
import { say } from '../messages/messages.ts';
import { CATALOGUE_DIR } from '../sources/catalogue.ts';
import type { Problem } from '../messages/problems.ts';
import type { SchemaSet } from '../schemas/validator.ts';
import { textPaths, type DataPath } from '../schemas/text-fields.ts';
import { redirectsInLanguage } from '../site/redirects.ts';
import { siteTree } from '../site/site-tree.ts';
import { locate, readYaml, type Position, type YamlFile } from '../yaml/yaml-file.ts';
import { prefixedRoute, siteLanguages, sourceOfTranslation, translationFile, translationOf, type Language } from './languages.ts';
import { languageName, translateFile, type FileTranslation, type TranslationStatus } from './translate.ts';

/** What the translation files of the site hold for one language, ready to be loaded as a site of its own. */
export interface LanguagePlan {
  language: Language;
  /** The data of each source file in the language, by file; shared with the memo: a load that changes it works on a copy. */
  data: Map<string, unknown>;
  /** For each file, where its translated texts are written: a problem with one (too long, a plural form missing) points there. */
  relocate: Map<string, (at: (string | number)[], target: 'value' | 'key') => Position | undefined>;
  /** Source route → the route in the language (a page the language hides has none). */
  routes: Map<string, string>;
  /**
   * The source routes of the pages the language hides (`missing: hide`, none of their texts translated):
   * not built in it, no version of theirs in it, and its links to them lead to the source's page. In the
   * language's own load each keeps its source route, so that those links are checked like any other.
   */
  hidden: Set<string>;
  /** Route in the language → the blocks shown in the source language (none translated), and whether the page has no translation at all. */
  untranslated: Map<string, { blocks: number[]; whole: boolean }>;
  /** For each file of content/catalogue/: the texts shown in the source language (not yet translated), by their paths. */
  fallback: Map<string, DataPath[]>;
}

export interface TranslationsResult {
  languages: Language[];
  plans: LanguagePlan[];
  problems: Problem[];
  notes: Problem[];
  statuses: TranslationStatus[];
}

/**
 * What the last plan with the same memo found for each file in each language (by `code file`): a file whose
 * source text, translation text, language settings and routes of the site are those it was translated under
 * is not translated again, so that a keystroke in one page does not re-check the translations of every page.
 */
export type TranslationMemo = Map<string, TranslatedUnder & { translated: FileTranslation }>;

interface TranslatedUnder {
  context: string;
  sourceText: string;
  /** undefined: the file had no translation yet. */
  translationText: string | undefined;
  schemas: SchemaSet;
}

/**
 * The site's languages and, for each one but the default, every source file (site.config.yaml, the
 * pages, the collections) with its translation applied. Checks the translation files: mistakes are
 * problems, missing, stale and unchecked texts are notes (problems for a language whose `missing` is
 * `required`). `sources` are the files as the default language's load read them, their data not yet resolved.
 */
export function planTranslations(
  root: string,
  site: YamlFile,
  sources: YamlFile[],
  schemas: SchemaSet,
  overlay: Readonly<Record<string, string>> = {},
  memo?: TranslationMemo,
): TranslationsResult {
  const used = new Set<string>();
  const languages = siteLanguages(site.data ?? site.partialData);
  const problems: Problem[] = [...languageListProblems(site)];
  const notes: Problem[] = [];
  const statuses: TranslationStatus[] = [];
  const [sourceLanguage, ...others] = languages;
  const codes = new Set(languages.map((language) => language.code));
  const sourceFiles = new Set(sources.map((source) => source.file));

  for (const file of translationFilesIn(root, overlay)) {
    const of = sourceOfTranslation(file, (source) => sourceFiles.has(source) || Object.hasOwn(overlay, source) || existsSync(path.join(root, source)))!;
    if (!codes.has(of.code) || of.code === sourceLanguage.code) {
      problems.push({ file, line: 1, col: 1, ...say('translation-unknown-language', { file, code: of.code, languages: languages.map((l) => l.code) }) });
    } else if (!sourceFiles.has(of.source) && !existsSync(path.join(root, of.source))) {
      problems.push({ file, line: 1, col: 1, ...say('translation-without-source', { file, source: of.source }) });
    }
  }

  // the same paths in every language: found once per file, and only for a file some language translates anew
  const textsOf = new Map<string, DataPath[]>();
  const texts = (source: YamlFile) => {
    let found = textsOf.get(source.file);
    if (!found) textsOf.set(source.file, (found = textPaths(schemas, schemaFileOf(source.file), source.data)));
    return found;
  };
  const plans = others.map((language): LanguagePlan => {
    const read = (file: string) => {
      const name = translationFile(file, language.code);
      return Object.hasOwn(overlay, name) || existsSync(path.join(root, name)) ? readYaml(root, name, 'translation', overlay) : undefined;
    };
    const translations = new Map(sources.map((source) => [source.file, read(source.file)]));
    const hidden = language.missing === 'hide' ? hiddenPages(sources, translations, language, sourceLanguage, texts, schemas, memo) : new Set<string>();
    const routes = new Map<string, string>();
    for (const source of sources) {
      const route = (source.data as { route?: unknown } | undefined)?.route;
      if (typeof route !== 'string') continue;
      const translation = translations.get(source.file);
      const own = (translation?.data as { route?: unknown } | undefined)?.route;
      const prefix = prefixedRoute('/', language.code);
      if (typeof own === 'string' && own !== prefix && !own.startsWith(`${prefix}/`)) {
        problems.push({ file: translationFile(source.file, language.code), ...locate(translation!, ['route']), ...say('translation-route-prefix', { route: own, prefix, suggestion: `${prefix}${own.startsWith('/') ? own : `/${own}`}` }) });
        if (!hidden.has(route)) routes.set(route, prefixedRoute(route, language.code));
        continue;
      }
      // a hidden page has no route in the language: a link to it keeps the source's route
      if (!hidden.has(route)) routes.set(route, typeof own === 'string' ? own : prefixedRoute(route, language.code));
    }
    const localLink = (value: string) => {
      const match = /^(\/[^?#]*)([?#].*)?$/.exec(value);
      if (!match) return undefined;
      const local = routes.get(match[1]);
      return local === undefined ? undefined : `${local}${match[2] ?? ''}`;
    };
    // what each file's translation depends on beyond its own two texts: the language and the routes its links become
    const context = createHash('sha1').update(JSON.stringify([language, sourceLanguage, [...routes], [...hidden]])).digest('hex');
    const data = new Map<string, unknown>();
    const relocate: LanguagePlan['relocate'] = new Map();
    const untranslated = new Map<string, { blocks: number[]; whole: boolean }>();
    const fallback = new Map<string, DataPath[]>();
    for (const source of sources) {
      if (source.data === undefined) continue;
      const isPage = source.file.startsWith('pages/');
      const translationPath = translationFile(source.file, language.code);
      const memoKey = `${language.code} ${source.file}`;
      const under: TranslatedUnder | undefined = source.text === undefined ? undefined : { context, sourceText: source.text, translationText: translations.get(source.file)?.text, schemas };
      const known = memo?.get(memoKey);
      used.add(memoKey);
      const fresh = () =>
        translateFile({
          source,
          translation: translations.get(source.file),
          translationPath,
          texts: texts(source),
          language,
          sourceLanguage,
          isPage,
          localLink,
        });
      let translated: FileTranslation;
      if (known && under && known.context === under.context && known.schemas === schemas && known.sourceText === under.sourceText && known.translationText === under.translationText) {
        translated = known.translated;
      } else {
        translated = fresh();
        if (under) memo?.set(memoKey, { ...under, translated });
      }
      const sourceRoute = isPage ? (source.data as { route?: unknown }).route : undefined;
      const hides = typeof sourceRoute === 'string' && hidden.has(sourceRoute);
      problems.push(...translated.problems);
      if (hides) {
        // not shown in the language at all: said once, in place of its texts showing in the source language
        notes.push(...translated.notes.filter((note) => note.code !== 'translation-missing'));
        const where = translations.get(source.file) ? { file: translationPath, line: 1, col: 1 } : { file: source.file, line: 1, col: 1 };
        const names = { language: languageName(language.code), languageCode: language.code, source: languageName(sourceLanguage.code), sourceCode: sourceLanguage.code, file: source.file, translation: translationPath };
        notes.push({ ...where, ...say('translation-hidden', { ...names, route: sourceRoute, count: translated.status.texts }) });
      } else {
        notes.push(...translated.notes);
      }
      const translation = translations.get(source.file);
      if (translation && translated.texts.length > 0) {
        const written = new Map(translated.texts.map((text) => [JSON.stringify(text.sourceAt), text.at]));
        relocate.set(source.file, (at, target) => {
          for (let length = at.length; length > 0; length--) {
            const inTranslation = written.get(JSON.stringify(at.slice(0, length)));
            if (inTranslation) return { file: translationPath, ...locate(translation, [...inTranslation, ...at.slice(length)], target) };
          }
          return undefined;
        });
      }
      statuses.push(hides ? { ...translated.status, hidden: true } : translated.status);
      if (isPage) {
        const page = translated.data as { route?: unknown };
        // a hidden page keeps its source route in the language's load (mergeLanguages leaves it out)
        const route = typeof sourceRoute === 'string' ? (hides ? sourceRoute : routes.get(sourceRoute)) : undefined;
        if (route !== undefined) {
          page.route = route;
          if (!hides) untranslated.set(route, { blocks: translated.untranslatedBlocks, whole: translated.status.translated === 0 });
        }
      }
      // the site in this language: counted texts are checked against its plural forms, dates written its way
      if (source.file === SITE_FILE) (translated.data as { language?: unknown }).language = language.code;
      if (source.file.startsWith(`${CATALOGUE_DIR}/`)) fallback.set(source.file, translated.fallback);
      data.set(source.file, translated.data);
    }
    return { language, data, relocate, routes, hidden, untranslated, fallback };
  });
  if (memo) for (const memoKey of memo.keys()) if (!used.has(memoKey)) memo.delete(memoKey);
  return { languages, plans, problems, notes, statuses };
}

/** The schema a source file is checked against. */
export function schemaFileOf(file: string): string {
  if (file === SITE_FILE) return 'site.schema.json';
  if (file.startsWith('pages/')) return 'page.schema.json';
  if (file.startsWith(`${CATALOGUE_DIR}/`)) return 'catalogue-list.schema.json';
  return `collections/${path.posix.basename(file).replace(/\.ya?ml$/, '')}.schema.json`;
}

/**
 * The source routes of the pages a language with `missing: hide` hides: those with texts none of which is
 * translated (a page partly translated shows, its missing texts in the source language). Never the home
 * page nor the not-found page: each language has its own, shown in the source language until translated.
 * Whether a text is translated does not depend on the routes, so a file's last translation (the memo) answers
 * when its texts are those it was made from.
 */
function hiddenPages(
  sources: YamlFile[],
  translations: Map<string, YamlFile | undefined>,
  language: Language,
  sourceLanguage: Language,
  texts: (source: YamlFile) => DataPath[],
  schemas: SchemaSet,
  memo: TranslationMemo | undefined,
): Set<string> {
  const site = sources.find((source) => source.file === SITE_FILE)?.data as { notFoundRoute?: unknown } | undefined;
  const kept = new Set(['/', typeof site?.notFoundRoute === 'string' ? site.notFoundRoute : '/404']);
  const hidden = new Set<string>();
  for (const source of sources) {
    const route = (source.data as { route?: unknown } | undefined)?.route;
    if (!source.file.startsWith('pages/') || typeof route !== 'string' || kept.has(route) || texts(source).length === 0) continue;
    const translation = translations.get(source.file);
    if (translation !== undefined && translatedCount(source, translation, language, sourceLanguage, texts(source), schemas, memo) > 0) continue;
    hidden.add(route);
  }
  return hidden;
}

/** How many texts of `source` its translation holds. */
function translatedCount(source: YamlFile, translation: YamlFile, language: Language, sourceLanguage: Language, texts: DataPath[], schemas: SchemaSet, memo: TranslationMemo | undefined): number {
  const known = memo?.get(`${language.code} ${source.file}`);
  if (known && source.text !== undefined && known.schemas === schemas && known.sourceText === source.text && known.translationText === translation.text) return known.translated.status.translated;
  const translationPath = translationFile(source.file, language.code);
  return translateFile({ source, translation, translationPath, texts, language, sourceLanguage, isPage: true, localLink: () => undefined }).status.translated;
}

/** The translation files of the site: beside site.config.yaml, the pages, the collections and the catalogue's lists. */
function translationFilesIn(root: string, overlay: Readonly<Record<string, string>>): string[] {
  const onDisk = [...siteTree(root, 'pages').files, ...siteTree(root, 'content').files];
  const beside = [...new Set([...onDisk, ...Object.keys(overlay)])].filter((file) => /\.ya?ml$/.test(file) && translationOf(file));
  const siteTranslations = [...readdirSync(root), ...Object.keys(overlay)].filter((file) => !file.includes('/') && translationOf(file)?.source === SITE_FILE);
  return [...new Set([...beside, ...siteTranslations])].sort();
}

/** Exactly one default language, and it is `language`. */
function languageListProblems(site: YamlFile): Problem[] {
  const data = site.data as { language?: unknown; languages?: { default?: unknown; code?: unknown }[] } | undefined;
  if (!Array.isArray(data?.languages)) return [];
  const defaults = data.languages.flatMap((entry, index) => (entry?.default === true ? [index] : []));
  if (defaults.length !== 1) {
    return [{ file: site.file, ...locate(site, ['languages', ...(defaults.length > 1 ? [defaults[1], 'default'] : [])], defaults.length > 1 ? 'value' : 'key'), ...say('languages-default', { count: defaults.length }) }];
  }
  const code = data.languages[defaults[0]]?.code;
  if (typeof code === 'string' && typeof data.language === 'string' && code !== data.language) {
    return [{ file: site.file, ...locate(site, ['language']), ...say('languages-default-not-language', { language: data.language, code }) }];
  }
  return [];
}

/**
 * The site in every language, as one model: the default language's pages and data as they are; each
 * other language's pages on their own routes, its data files under /_data/<code>/, its shell apart.
 * Every page knows its versions in the other languages (for hreflang and the language switcher); each old address
 * (site.config.yaml `redirects`) has its version in each language, leading to the page's version there.
 * A page a language hides (`missing: hide`) has no version in it: the language's load made it on the source's
 * route, so that its links there lead to the source's page; it is left out here.
 */
export function mergeLanguages(base: SiteModel, languages: Language[], others: { plan: LanguagePlan; model: SiteModel }[]): SiteModel {
  const homeIn = (code: string) => others.find(({ plan }) => plan.language.code === code)?.plan.routes.get('/') ?? '/';
  // a language that may hide a page names its home page: where its switcher link leads from a page it hides
  const switcher = languages.map(({ code, name, dir, missing }) => ({ code, name, dir, ...(missing === 'hide' ? { home: homeIn(code) } : {}) }));
  const withLanguages = (shell: ShellData, language: Language): ShellData => ({
    ...shell,
    language: language.code,
    ...(language.locale ? { locale: language.locale } : {}),
    dir: language.dir,
    languages: switcher,
    defaultLanguage: languages[0].code,
    home: homeIn(language.code),
    // one Algolia index per language: products, products_fr, products_ar
    search: shell.search.algolia && !language.default ? { ...shell.search, algolia: { ...shell.search.algolia, indexName: `${shell.search.algolia.indexName}_${language.code}` } } : shell.search,
  });
  const alternatesOf = (sourceRoute: string): Record<string, string> =>
    Object.fromEntries([
      [languages[0].code, sourceRoute],
      ...others.filter(({ plan }) => !plan.hidden.has(sourceRoute)).map(({ plan }) => [plan.language.code, plan.routes.get(sourceRoute) ?? prefixedRoute(sourceRoute, plan.language.code)]),
    ]);
  const pages: PageData[] = base.pages.map((page) => ({ ...page, alternates: alternatesOf(page.route) }));
  const data: Record<string, unknown> = { ...base.data };
  const shells: Record<string, ShellData> = { [languages[0].code]: withLanguages(base.shell, languages[0]) };
  for (const { plan, model } of others) {
    const sourceRouteOf = new Map([...plan.routes].map(([source, local]) => [local, source]));
    for (const page of model.pages) {
      if (plan.hidden.has(page.route)) continue;
      const sourceRoute = sourceRouteOf.get(page.route) ?? page.route;
      const untranslated = plan.untranslated.get(page.route);
      pages.push({
        ...page,
        lang: plan.language.code,
        alternates: alternatesOf(sourceRoute),
        ...(untranslated?.whole ? { sourceLanguage: languages[0].code } : untranslated && untranslated.blocks.length > 0 ? { untranslatedBlocks: untranslated.blocks, sourceLanguage: languages[0].code } : {}),
      });
    }
    for (const [url, value] of Object.entries(model.data)) data[languageDataUrl(url, plan.language.code)] = value;
    shells[plan.language.code] = withLanguages(model.shell, plan.language);
  }
  // the versions that show only the source language: each version of the page names them (hreflang, sitemap)
  const untranslatedIn = new Map<string, string[]>();
  for (const { plan } of others)
    for (const [route, { whole }] of plan.untranslated)
      if (whole) {
        const source = [...plan.routes].find(([, local]) => local === route)?.[0] ?? route;
        untranslatedIn.set(source, [...(untranslatedIn.get(source) ?? []), plan.language.code]);
      }
  for (const [index, page] of pages.entries()) {
    const codes = untranslatedIn.get(page.alternates?.[languages[0].code] ?? page.route);
    if (codes) pages[index] = { ...page, untranslatedIn: codes };
  }
  const industriesIn = Object.fromEntries(others.map(({ plan, model }) => [plan.language.code, model.industries]));
  const routes = new Set(pages.map((page) => page.route));
  const languageCodes = languages.map((language) => language.code);
  const redirects = [...(base.redirects ?? []), ...others.flatMap(({ plan, model }) => redirectsInLanguage(model.redirects ?? [], plan.language.code, languageCodes, (route) => routes.has(route)))];
  return { ...base, shell: shells[languages[0].code], shells, industriesIn, pages, data, server: { ...base.server, languages: languages.map((language) => language.code) }, redirects };
}


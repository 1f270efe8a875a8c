import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, SCHEMAS_DIR, SITE_FILE } from '../../paths.ts';
import type { SearchConfig, ServerConfig, ShellData, SiteModel } from '../../model/types.ts';
import { resolverFor } from './block-hooks.ts';
import type { PageSections, SharedSource } from './block-resolve.ts';
import { slugOf } from '../../model/slug.ts';
import { CATALOGUE_DIR, catalogueSources, checkCatalogueIds, readCatalogue, type SourcedList } from '../sources/catalogue.ts';
import type { SiteConfig } from '../../model/schema-types.generated.ts';
import { layContent } from '../sources/content-source.ts';
import { buildIndustries, checkIndustryPage, industryKeyChecker, industryLinker, preloadedEverywhere, preloadPastBudget, type AsWritten, type IndustryPage, type PreloadPlan } from './industries.ts';
import { industryUrls } from '../../industry/urls.ts';
import { checkRedirects, siteRedirects } from './redirects.ts';
import { searchLimitProblem } from './search-limit.ts';
import { siteLinks, siteTree } from './site-tree.ts';
import { translationOf } from '../languages/languages.ts';
import { mergeLanguages, planTranslations, type TranslationMemo } from '../languages/site-languages.ts';
import { languageName, type TranslationStatus } from '../languages/translate.ts';
import { SEARCH_DATA_URL, type SearchData } from '../../search/data.ts';
import { explainErrors } from '../schemas/explain.ts';
import { imageOf } from '../schemas/media-keywords.ts';
import { say, type ObjectName, type Said } from '../messages/messages.ts';
import type { Problem } from '../messages/problems.ts';
import { anchorsOf, cleanRoute, loadSchemas, routeShapeProblem, type SchemaSet, type ValidationContext } from '../schemas/validator.ts';
import { locate, parseYamlCached, readYaml, type YamlFile } from '../yaml/yaml-file.ts';
import { copyOfData } from '../yaml/data-copy.ts';

export { PROJECT_ROOT, SCHEMAS_DIR };

export interface LoadResult {
  /** Present only when there are no problems. */
  model?: SiteModel;
  problems: Problem[];
  /**
   * What the site does that it would do better otherwise (its search data past the embedded engine's
   * limit): said by validate and the build, located and with its fix like a problem, but it stops nothing.
   */
  notes?: Problem[];
  /** Every file that was read, relative to the root (for watching). */
  files: string[];
  /** With a model: the site's pages in every language (with `sourceModelOnly`, more than the model holds). */
  pageCount?: number;
  /** On a site in several languages: how far each file is translated into each language. */
  translations?: TranslationStatus[];
}

export interface LoadOptions {
  /**
   * Files from the content sources besides the YAML folders (src/config/sources/content-source.ts), laid over the
   * folders' files (src/config/sources/airtable.ts gives the industries' content from Airtable).
   */
  content?: readonly YamlFile[];
  /**
   * File texts by path relative to the root (`pages/about.yaml`), read in place of the files on disk;
   * a path not on disk is read as a new file. The browser editor checks unsaved text this way.
   */
  overlay?: Readonly<Record<string, string>>;
  /**
   * What the last load with the same memo found: a page whose text and whose facts of the rest of the site
   * (routes, anchors, site.config.yaml, collections) are those it was validated under is not read or
   * validated again. The dev server keeps one, so that a keystroke in the editor re-checks one page.
   */
  memo?: SiteMemo;
  /** Only the problems are wanted (the editor's check): the model is not built. */
  problemsOnly?: boolean;
  /**
   * Only the default language's model is wanted (validate: its notes come from it): the other languages are
   * checked and their pages counted, their models not built.
   */
  sourceModelOnly?: boolean;
  /**
   * The site in a language other than the default (src/config/languages/): the files as written (read by the
   * default language's pass, never changed) and each one's data in the language, which the load copies.
   */
  translated?: { written: ParsedSiteFiles; data: ReadonlyMap<string, unknown>; fallback?: ReadonlyMap<string, (string | number)[][]> };
  /** With `translated`: where a file's translated values are written, for problems with them. */
  relocate?: ReadonlyMap<string, NonNullable<YamlFile['relocate']>>;
}

/** Pages validated by an earlier load (LoadOptions.memo), by file. */
export interface SiteMemo {
  pages: Map<string, { source: YamlFile; facts: string; problems: Problem[]; valid: boolean; stamp?: string }>;
  /** The modification time and size of each page file when it was last read. */
  stamps: Map<string, string>;
  /** Each file's translation into each language, with what it was made from (src/config/languages/site-languages.ts). */
  translations: TranslationMemo;
  /** Each page as written (its data not resolved), with its time and size on disk when read: what the translations start from. */
  written: Map<string, { stamp: string; source: YamlFile }>;
  /** The memo of the site in each other language, by code. */
  languages: Map<string, SiteMemo>;
  /** In a language's memo: each page in the language as last loaded, with what it was made from (the page as written, its translated data). */
  inLanguage: Map<string, { written: YamlFile; data: unknown; file: YamlFile }>;
}

export function createSiteMemo(): SiteMemo {
  return { pages: new Map(), stamps: new Map(), translations: new Map(), written: new Map(), languages: new Map(), inLanguage: new Map() };
}

type Report = (source: YamlFile, pathInFile: (string | number)[], problem: Said, target?: 'value' | 'key') => void;

/**
 * Reads site.config.yaml, pages/ and content/ under `root`, validates them against schemas/,
 * checks references between files and resolves them into the site model the browser receives.
 * Never throws for a mistake in the configuration: every mistake becomes a located problem.
 *
 * The passes: read (YAML with positions) → index what exists (routes, anchors, collection items) →
 * validate each file against its schema → resolve the blocks through their hooks → check across
 * files → build the model. A pass reports every mistake it finds, so one mistake hides no other.
 */
export function loadSite(root: string = PROJECT_ROOT, options: LoadOptions = {}): LoadResult {
  const base = loadOneLanguage(root, options);
  if (!existsSync(path.join(root, SITE_FILE)) || base.files.length === 0) return base;
  // the translations read the files as written: the load above resolved its own copies in place
  const { overlay } = options;
  const site = readYaml(root, SITE_FILE, undefined, overlay);
  if (!Array.isArray((site.data as { languages?: unknown } | undefined)?.languages)) return base;
  const { memo } = options;
  const asWritten = new Map<string, { stamp: string; source: YamlFile }>();
  const pages = listYaml(root, 'pages', overlay).map((file) => {
    // a page the load above found unchanged on disk (same time and size) is the same text as written last time
    const stamp = Object.hasOwn(overlay ?? {}, file) || options.content ? undefined : memo?.stamps.get(file);
    const known = memo?.written.get(file);
    const source = stamp !== undefined && known?.stamp === stamp ? known.source : readYaml(root, file, undefined, overlay);
    if (stamp !== undefined) asWritten.set(file, { stamp, source });
    return source;
  });
  if (memo) memo.written = asWritten;
  const yamlCollections = listYaml(root, 'content', overlay)
    .filter((file) => !file.startsWith(`${CATALOGUE_DIR}/`))
    .map((file) => readYaml(root, file, undefined, overlay));
  // with another content source (Airtable), what is translated is the content it gives
  const collections = laidOver(pages, yamlCollections, options.content);
  const sources = [site, ...pages, ...collections, ...catalogueSources(root, overlay)]
    // a file with a mistake is translated once it is fixed: its translation's texts cannot be placed before
    .filter((file) => file.problems.length === 0 && !base.problems.some((problem) => problem.file === file.file));
  const translations = planTranslations(root, site, sources, loadSchemas(SCHEMAS_DIR), overlay, options.content ? undefined : options.memo?.translations);
  const problems = [...base.problems, ...translations.problems];
  const notes = [...(base.notes ?? []), ...translations.notes];
  const files = [...base.files, ...translations.statuses.map((status) => status.translation).filter((file) => existsSync(path.join(root, file)))];
  if ((!base.model && !options.problemsOnly) || problems.length > 0) return { problems, notes, files, translations: translations.statuses };
  const written: ParsedSiteFiles = {
    site: sources[0],
    pages: sources.filter((file) => pages.includes(file)),
    collections: sources.filter((file) => collections.includes(file)),
  };
  const others = [];
  for (const plan of translations.plans) {
    const code = plan.language.code;
    if (memo && !memo.languages.has(code)) memo.languages.set(code, createSiteMemo());
    const loaded = loadOneLanguage(root, {
      ...options,
      memo: memo?.languages.get(code),
      translated: { written, data: plan.data, fallback: plan.fallback },
      relocate: plan.relocate,
      problemsOnly: options.problemsOnly || options.sourceModelOnly,
    });
    // a translated text the schema refuses (too long, say): said in the language's words
    problems.push(...loaded.problems.map((problem) => ({ ...problem, message: `in ${languageName(code)}: ${problem.message}` })));
    if (loaded.model) others.push({ plan, model: loaded.model });
  }
  if (memo) for (const code of memo.languages.keys()) if (!translations.plans.some((plan) => plan.language.code === code)) memo.languages.delete(code);
  if (problems.length > 0 || options.problemsOnly || !base.model) return { problems, notes, files, translations: translations.statuses };
  if (options.sourceModelOnly) {
    // each language has every page but those it hides (mergeLanguages)
    const pageCount = translations.plans.reduce((count, plan) => count + base.model!.pages.length - plan.hidden.size, base.model.pages.length);
    return { model: base.model, pageCount, problems, notes, files, translations: translations.statuses };
  }
  const model = mergeLanguages(base.model, translations.languages, others);
  return { model, pageCount: model.pages.length, problems, notes, files, translations: translations.statuses };
}

/** The site in one language: the default (the files as they are), or another (`translated`: each file's data in it). */
function loadOneLanguage(root: string, options: LoadOptions): LoadResult {
  const links = siteLinks(root, SITE_FILE);
  // nothing is read through a link: it could lead out of the site, or in a loop
  if (links.length > 0) return { problems: links.map((file) => ({ file, line: 1, col: 1, ...say('symbolic-link', { file }) })), files: [] };
  if (!existsSync(path.join(root, SITE_FILE))) {
    return { problems: [{ file: SITE_FILE, line: 1, col: 1, ...say('site-file-missing', { file: SITE_FILE, root }) }], files: [] };
  }
  const schemas = loadSchemas(SCHEMAS_DIR);
  const problems: Problem[] = [];
  const report: Report = (source, pathInFile, problem, target = 'value') => problems.push({ file: source.file, ...locate(source, pathInFile, target), ...problem });

  const files = readFiles(root, options);
  for (const file of [files.site, ...files.pages, ...files.collections]) problems.push(...file.problems);
  const known = indexWhatExists(files, schemas, root, report, problems);
  const valid = validateFiles(files, known, schemas, report, problems, options.memo);
  const inLanguage = options.translated && { data: options.translated.data, relocate: options.relocate, fallback: options.translated.fallback };
  const catalogue = readCatalogue(root, (file) => valid.check(file, 'catalogue-list.schema.json', { kind: 'catalogue-list' }), problems, options.overlay, inLanguage);
  const { pages, published } = resolveBlocks(valid.pages, catalogue.lists, schemas, report, problems);
  if (valid.site) checkSite(files.site, valid.site, known, report);

  const read = [files.site, ...files.pages, ...files.collections].map((f) => f.file).concat(catalogue.files);
  if (problems.length > 0 || !valid.site || options.problemsOnly) return { problems, files: read };
  const collectionData = (name: string) => (known.collectionFiles.get(name)?.data ?? []) as never[];
  const asWritten = options.translated && asWrittenIn(options.translated.written, valid.pages);
  const { model, preload } = buildModel(valid.site, pages, collectionData, published, path.join(root, 'public'), asWritten);
  const notes: Problem[] = [];
  // said once, of the default language's data: the other languages have the same use cases (their notes are not kept)
  const searchTooBig = options.translated ? undefined : searchLimitProblem(valid.site.search.engine, model.data[SEARCH_DATA_URL] as SearchData);
  if (searchTooBig) notes.push({ file: files.site.file, ...locate(files.site, ['search'], 'key'), ...searchTooBig });
  if (preload.pastBudget) notes.push({ file: files.site.file, ...locate(files.site, ['industryPages', 'preloadEveryIndustryWithinKB'], 'key'), ...preloadPastBudget(preload.pastBudget, model.industries.length, valid.site.industryPages.preloadEveryIndustryWithinKB) });
  return { model, pageCount: model.pages.length, problems, notes, files: read };
}

interface ParsedSiteFiles {
  site: YamlFile;
  pages: YamlFile[];
  /** content/*.yaml (the catalogue's folder apart), with the other content sources' files laid over them. */
  collections: YamlFile[];
  /** A page as it was before this load resolved its values in place: to validate it again under other facts. */
  reread?: (page: YamlFile) => YamlFile;
}

/** Pass 1: every file, parsed with the position of each value. */
function readFiles(root: string, options: LoadOptions): ParsedSiteFiles {
  if (options.translated) return inLanguage(options.translated, options);
  const { overlay } = options;
  const site = readYaml(root, SITE_FILE, 'site-config', overlay);
  const pages = listYaml(root, 'pages', overlay).map((f) => {
    const known = options.content ? undefined : options.memo?.pages.get(f);
    if (Object.hasOwn(overlay ?? {}, f)) {
      options.memo?.stamps.delete(f); // what is validated now is not the file on disk
      return known?.source.text === overlay![f] ? known.source : parseYamlCached(f, overlay![f], 'page');
    }
    // a file not written since the last load is not read again
    const { mtimeMs, size } = statSync(path.join(root, f));
    if (known && known.stamp === `${mtimeMs} ${size}`) return known.source;
    const text = readFileSync(path.join(root, f), 'utf8');
    options.memo?.stamps.set(f, `${mtimeMs} ${size}`);
    return known?.source.text === text ? known.source : parseYamlCached(f, text, 'page');
  });
  const yamlCollections = listYaml(root, 'content', overlay)
    .filter((f) => !f.startsWith(`${CATALOGUE_DIR}/`))
    .map((f) => readYaml(root, f, 'collection', overlay));
  return { site, pages, collections: laidOver(pages, yamlCollections, options.content) };
}

/** Lays the other content sources' files over the pages (in place) and the collections: the collections, with any file a source added. */
function laidOver(pages: YamlFile[], collections: YamlFile[], content: readonly YamlFile[] = []): YamlFile[] {
  const onPages = content.filter((file) => file.file.startsWith('pages/'));
  layContent(pages, onPages);
  return layContent(collections, content.filter((file) => !onPages.includes(file)));
}

/** In a language other than the source: the site's data as written in the source, by the route of each page in the language and by collection. */
function asWrittenIn(written: ParsedSiteFiles, pages: ValidFiles['pages']): AsWritten {
  const writtenPages = new Map(written.pages.map((file) => [file.file, file.data]));
  const byRoute = new Map(pages.map(({ source, data }) => [data.route, writtenPages.get(source.file)]));
  const collections = new Map(written.collections.map((file) => [path.posix.basename(file.file).replace(/\.ya?ml$/, ''), file.data]));
  return { page: (route) => byRoute.get(route), collection: (name) => collections.get(name) };
}

/**
 * The files in a language: each the same file as written (its positions, parsed only when a problem needs
 * them) with a copy of its data in the language, which this load resolves in place. A page whose text and
 * translation are those of the memo's last load is that load's file again, so that it is not validated again.
 */
function inLanguage(translated: NonNullable<LoadOptions['translated']>, options: LoadOptions): ParsedSiteFiles {
  const { written, data } = translated;
  const remembered = options.memo?.inLanguage;
  const used = new Set<string>();
  // the plan's data is the memo's too, and kept for the next load: a copy is resolved; without a memo, no one reads it after this load
  const own = options.memo ? (value: unknown) => copyOfData(value) : (value: unknown) => value;
  const wrap = (file: YamlFile, descriptors: PropertyDescriptorMap = {}): YamlFile =>
    data.has(file.file)
      ? Object.create(file, { data: { value: own(data.get(file.file)), enumerable: true }, relocate: { value: options.relocate?.get(file.file), enumerable: true }, ...descriptors })
      : // not translated (its data could not be read): nothing in it to resolve
        file;
  const page = (file: YamlFile): YamlFile => {
    used.add(file.file);
    const known = remembered?.get(file.file);
    if (known && known.written === file && known.data === data.get(file.file)) return known.file;
    const inIt = wrap(file);
    remembered?.set(file.file, { written: file, data: data.get(file.file), file: inIt });
    return inIt;
  };
  // the facts the pages are validated under: the site's and the collections' texts in the language
  const withFacts = (file: YamlFile) => wrap(file, { text: { value: undefined } });
  const files = { site: withFacts(written.site), pages: written.pages.map(page), collections: written.collections.map(withFacts) };
  if (remembered) for (const file of remembered.keys()) if (!used.has(file)) remembered.delete(file);
  const writtenPages = new Map(written.pages.map((file) => [file.file, file]));
  const reread = (file: YamlFile): YamlFile => {
    const asWritten = writtenPages.get(file.file)!;
    const inIt = wrap(asWritten);
    remembered?.set(file.file, { written: asWritten, data: data.get(file.file), file: inIt });
    return inIt;
  };
  return { ...files, reread };
}

interface Known {
  routes: Map<string, YamlFile>;
  context: ValidationContext;
  collectionFiles: Map<string, YamlFile>;
}

/** Pass 2: what exists (routes, section anchors, collection items), read leniently so one mistake does not hide the others. */
function indexWhatExists(files: ParsedSiteFiles, schemas: SchemaSet, root: string, report: Report, problems: Problem[]): Known {
  const blockTypes = schemas.blockTypes();
  const routes = new Map<string, YamlFile>();
  const anchors = new Map<string, Set<string>>();
  const claims = new Map<string, YamlFile[]>();
  for (const page of files.pages) {
    const route = routeOf(page);
    if (route !== undefined) claims.set(route, [...(claims.get(route) ?? []), page]);
  }
  for (const [route, claimants] of claims) {
    // the page that keeps a route two files claim: the one named after it (pages/about.yaml for /about),
    // else the first by path; the other is the copy, and the problem is reported there
    const [owner, ...copies] = [...claimants].sort((a, b) => Number(namedAfter(b.file, route)) - Number(namedAfter(a.file, route)) || a.file.localeCompare(b.file));
    routes.set(route, owner);
    for (const copy of copies) {
      if (routeShapeProblem(String(((copy.data ?? copy.partialData) as { route?: unknown } | undefined)?.route))) continue; // "about" for "/about": its own problem says so
      const taken = new Set([...claims.keys()]);
      const base = `/${path.posix.basename(copy.file).replace(/\.ya?ml$/, '').toLowerCase().replace(/[^a-z0-9._~-]+/g, '-')}`;
      let suggestion = base;
      for (let n = 2; taken.has(suggestion); n++) suggestion = `${base}-${n}`;
      report(copy, ['route'], say('route-taken', { route, owner: owner.file, suggestion }));
    }
    const lenient = (owner.data ?? owner.partialData) as { blocks?: unknown } | undefined;
    const blocks = Array.isArray(lenient?.blocks) ? (lenient.blocks as { type?: unknown }[]) : [];
    anchors.set(route, new Set(blocks.flatMap((block) => anchorsOf(block, blockTypes.get(String(block?.type))?.anchors ?? []))));
  }

  const collectionKeys = schemas.collections();
  const collectionNames = [...collectionKeys.keys()];
  const collections = new Map<string, Map<string, unknown>>();
  const collectionFiles = new Map<string, YamlFile>();
  for (const file of files.collections) {
    const name = path.posix.basename(file.file).replace(/\.ya?ml$/, '');
    if (!collectionKeys.has(name)) {
      problems.push({ file: file.file, line: 1, col: 1, ...say('unknown-collection-file', { name, known: collectionNames }) });
      continue;
    }
    collectionFiles.set(name, file);
    const items = new Map<string, unknown>();
    const keyField = collectionKeys.get(name) ?? 'id';
    if (Array.isArray(file.data)) {
      file.data.forEach((item, index) => {
        const key = (item as Record<string, unknown> | null)?.[keyField];
        if (typeof key !== 'string') return;
        if (items.has(key)) report(file, [index, keyField], say('id-twice-in-collection', { keyField, key, file: file.file }));
        else items.set(key, item);
      });
    }
    collections.set(name, items);
  }
  const language = ((files.site.data ?? files.site.partialData) as { language?: unknown } | undefined)?.language;
  return {
    routes,
    collectionFiles,
    context: { routes: new Set(routes.keys()), anchors, collections, publicDir: path.join(root, 'public'), language: typeof language === 'string' ? language : 'en' },
  };
}

/** What a file is once valid against its schema: the types generated from the schemas (and resolved). */
interface SchemaTypes {
  'site.schema.json': SiteConfig;
  'page.schema.json': IndustryPage;
}

/** `data` passed validation against `schemaFile` (`valid`), so it has that schema's type. */
function conforms<F extends keyof SchemaTypes>(_data: unknown, valid: boolean, _schemaFile: F): _data is SchemaTypes[F] {
  return valid;
}

interface ValidFiles {
  /** site.config.yaml, when valid (defaults applied, values resolved). */
  site?: SiteConfig;
  /** The pages without a mistake, with their file. */
  pages: { source: YamlFile; data: IndustryPage }[];
  /** Validates one more file against a schema (the catalogue's lists). */
  check: (source: YamlFile, schemaFile: string, rootNoun: ObjectName) => boolean;
}

/**
 * Pass 3: each file against its schema, then what one page's schema cannot say (one main heading,
 * the industry section's own references). A valid file's values are resolved at once (ids become
 * collection items, icon names SVG data): collections first, since pages refer to their items.
 */
function validateFiles(files: ParsedSiteFiles, known: Known, schemas: SchemaSet, report: Report, problems: Problem[], memo?: SiteMemo): ValidFiles {
  const check = (source: YamlFile, schemaFile: string, rootNoun: ObjectName): boolean => {
    if (source.data === undefined) return false;
    const result = schemas.validate(schemaFile, source.data, known.context);
    const explained = explainErrors(source, result.errors, rootNoun, (at) => schemas.schemaAt(schemaFile, source.data, at));
    problems.push(...explained);
    // (a field indented into the text above it is a problem the schema alone does not see)
    if (result.errors.length > 0 || explained.length > 0) return false;
    for (const r of result.resolutions) (r.parent as Record<string | number, unknown>)[r.key] = r.value();
    return true;
  };
  for (const [name, source] of known.collectionFiles) check(source, `collections/${name}.schema.json`, { kind: 'collection', name });
  const siteData = files.site.data;
  const site = conforms(siteData, check(files.site, 'site.schema.json', { kind: 'site-config' }), 'site.schema.json') ? siteData : undefined;

  const blockTypes = [...schemas.blockTypes()];
  const headlineTypes = blockTypes.filter(([, t]) => t.headline).map(([name]) => name);
  /** What one page's schema cannot say: one main heading, the industry section's own references. */
  const checkPage = (source: YamlFile): boolean => {
    const page = source.data;
    if (!conforms(page, check(source, 'page.schema.json', { kind: 'page' }), 'page.schema.json')) return false;
    const before = problems.length;
    checkIndustryPage(page, (pathInFile, problem, target) => report(source, pathInFile, problem, target));
    // a block's id is its section's anchor and what its translations find it by
    const blockIds = new Map<string, number>();
    page.blocks.forEach((block, index) => {
      const id = (block as { id?: unknown }).id;
      if (typeof id !== 'string') return;
      const first = blockIds.get(id);
      if (first === undefined) blockIds.set(id, index);
      else report(source, ['blocks', index, 'id'], say('block-id-twice', { id, first: first + 1 }));
    });
    const headlines = page.blocks.flatMap((b, i) => (blockTypes.find(([type]) => type === b.type)?.[1].headline ? [i] : []));
    if (headlines.length === 0) report(source, ['blocks'], say('no-main-heading', { headlineTypes }), 'key');
    for (const extra of headlines.slice(1)) {
      report(source, ['blocks', extra, 'type'], say('second-main-heading', { first: headlines[0] + 1, headlineTypes }));
    }
    return problems.length === before;
  };
  const facts = memo ? factsOf(files, known) : '';
  const checkIndustryKey = industryKeyChecker();
  const pages: ValidFiles['pages'] = [];
  for (let source of files.pages) {
    const before = problems.length;
    const remembered = memo?.pages.get(source.file);
    // validated under other facts: its values are resolved already, so it is read again from its text
    if (remembered?.source === source && remembered.facts !== facts) source = files.reread ? files.reread(source) : parseYamlCached(source.file, source.text!, 'page');
    let valid: boolean;
    if (remembered && remembered.source === source && remembered.facts === facts) {
      problems.push(...remembered.problems);
      valid = remembered.valid;
    } else {
      valid = checkPage(source);
      memo?.pages.set(source.file, { source, facts, problems: problems.slice(before), valid, stamp: memo.stamps.get(source.file) });
    }
    if (!conforms(source.data, valid, 'page.schema.json')) continue;
    const page = source.data;
    checkIndustryKey(page, source.file, (pathInFile, problem, target) => report(source, pathInFile, problem, target));
    if (problems.length === before) pages.push({ source, data: page });
  }
  const present = new Set(files.pages.map((p) => p.file));
  if (memo) for (const file of memo.pages.keys()) if (!present.has(file)) memo.pages.delete(file);
  return { site, pages, check };
}

/**
 * What a page's validation depends on besides its own text: the other files' routes and anchors,
 * site.config.yaml and the collections (their texts), the site's public folder and language.
 */
function factsOf(files: ParsedSiteFiles, known: Known): string {
  const hash = createHash('sha1');
  for (const file of [files.site, ...files.collections]) hash.update(`${file.file}\0${file.text ?? JSON.stringify(file.data)}\0`);
  for (const [route, anchors] of [...known.context.anchors].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${route} ${[...anchors].join(' ')}\n`);
  hash.update(`${known.context.publicDir}\0${known.context.language}`);
  return hash.digest('hex');
}

/**
 * Pass 4: each block through its type's build-time hook (src/blocks/<type>/resolve.ts), which derives
 * what the block shows from the rest of the site; then what no block claimed: an industry section
 * no block shows, a catalogue list no sector shows.
 */
function resolveBlocks(
  pages: ValidFiles['pages'],
  lists: Map<string, SourcedList>,
  schemas: SchemaSet,
  report: Report,
  problems: Problem[],
): { pages: IndustryPage[]; published: Record<string, unknown> } {
  const published: Record<string, unknown> = {};
  const showsOf = (content: string) => [...schemas.blockTypes()].filter(([, t]) => t.shows === content).map(([name]) => name);
  const shared = new Map<string, SharedItems>([['catalogue', { items: lists, used: new Set() }]]);
  const resolved = pages.map(({ source, data: page }) => {
    const shownSections = new Set<string>();
    const sections: PageSections = { industry: page.industry };
    const blocks = page.blocks.map((block, index) => {
      const hook = resolverFor(block.type);
      if (!hook) return block;
      return hook(block, {
        page: { route: page.route, slug: slugOf(page.route), section: (name) => sections[name] },
        show: (name) => {
          shownSections.add(name);
          return sections[name];
        },
        shared: <Item,>(name: string) => sharedSource<Item>(shared, name),
        publish: (url, data) => {
          if (!url.startsWith('/_data/') || url in published) throw new Error(`the ${block.type} block publishes ${url} twice or outside /_data/`);
          published[url] = data;
        },
        problem: (pathInBlock, problem, target) => report(source, ['blocks', index, ...pathInBlock], problem, target),
      });
    });
    if (page.industry && !shownSections.has('industry')) {
      report(source, ['industry'], say('industry-not-shown', { blockTypes: showsOf('industry') }), 'key');
    }
    return { ...page, blocks };
  });
  const catalogue = shared.get('catalogue')!;
  if (catalogue.used.size > 0) {
    for (const list of lists.values()) {
      if (catalogue.used.has(list.id)) continue;
      problems.push({ file: list.file, line: 1, col: 1, ...say('catalogue-list-not-shown', { id: list.id, blockTypes: showsOf('catalogue') }) });
    }
  }
  checkCatalogueIds(lists, problems);
  return { pages: resolved, published };
}

/** A source shared between pages: its items by id, and the ids some block has shown. */
interface SharedItems {
  items: ReadonlyMap<string, unknown>;
  used: Set<string>;
}

function sharedSource<Item>(shared: Map<string, SharedItems>, name: string): SharedSource<Item> {
  const source = shared.get(name);
  if (!source) throw new Error(`no shared source "${name}": the sources are ${[...shared.keys()].join(', ')}`);
  return {
    ids: () => [...source.items.keys()],
    use: (id) => {
      source.used.add(id); // named, even when unknown: the block's own problem says so, and the rest must still be shown
      return source.items.get(id) as Item | undefined;
    },
  };
}

/** Pass 5: what site.config.yaml says about the rest (forms, search, data source, the not-found page, the old addresses). */
function checkSite(source: YamlFile, site: SiteConfig, { routes, context }: Known, report: Report): void {
  for (const [formName, form] of Object.entries(site.forms)) {
    if (!('fields' in form)) continue;
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.name)) report(source, ['forms', formName, 'fields', index, 'name'], say('form-field-twice', { form: formName, field: field.name }));
      seen.add(field.name);
    });
  }
  const algolia = site.search.algolia;
  if (site.search.engine === 'algolia' && algolia && !process.env[algolia.apiKeyEnv]) {
    report(source, ['search', 'algolia', 'apiKeyEnv'], say('algolia-key-unset', { variable: algolia.apiKeyEnv }));
  }
  if (site.data.source === 'airtable' && !site.data.airtable) {
    report(source, ['data', 'source'], say('airtable-section-missing'));
  }
  if (!routes.has(site.notFoundRoute)) {
    report(source, ['notFoundRoute'], say('not-found-route-missing', { route: site.notFoundRoute, routes: [...routes.keys()] }));
  }
  checkRedirects(source, site.redirects, routes, context.anchors, (at, problem) => report(source, ['redirects', ...at], problem));
}

/**
 * The route a page claims, read leniently; a route written without its "/" ("about") counts as the
 * route it means ("/about"), so links to it are not reported too: the page's own problem says it.
 */
function routeOf(page: YamlFile): string | undefined {
  const route = ((page.data ?? page.partialData) as { route?: unknown } | undefined)?.route;
  if (typeof route !== 'string') return undefined;
  const meant = cleanRoute(route);
  return routeShapeProblem(route) && !routeShapeProblem(meant) ? meant : route;
}

/** pages/about.yaml for /about, pages/home.yaml or index.yaml for /. */
function namedAfter(file: string, route: string): boolean {
  const name = path.posix.basename(file).replace(/\.ya?ml$/, '');
  return route === '/' ? name === 'home' || name === 'index' : name === route.split('/').pop();
}

export function listYaml(root: string, dir: string, overlay: Readonly<Record<string, string>> = {}): string[] {
  const onDisk = siteTree(root, dir).files;
  const added = Object.keys(overlay).filter((f) => f.startsWith(`${dir}/`));
  // translations (banking.fr.yaml) are read with their source, by src/config/languages/
  return [...new Set([...onDisk, ...added])].filter((f) => /\.ya?ml$/.test(f) && !translationOf(f)).sort();
}

function buildModel(
  site: SiteConfig,
  pages: IndustryPage[],
  collection: (name: string) => never[],
  published: Record<string, unknown>,
  publicDir: string,
  asWritten?: AsWritten,
): { model: SiteModel; preload: PreloadPlan } {
  const url = (process.env.SITE_URL ?? site.url).replace(/\/+$/, '');
  const { defaultStyle, preloadEveryIndustryWithinKB, ...industryPages } = site.industryPages;
  // what an old address says is written into its page at build time: the browser never needs it
  const { pageMoved, ...messages } = site.messages;
  const inPublic = publicFiles(publicDir);
  const photo = (src: string) => (inPublic(src) ? imageOf(src, publicDir).image : undefined);
  const industries = buildIndustries(pages, collection, defaultStyle, photo, asWritten);
  const shell: ShellData = {
    brand: site.brand,
    url,
    language: site.language,
    titleTemplate: site.titleTemplate,
    notFoundRoute: site.notFoundRoute,
    navigation: site.navigation,
    footer: { ...site.footer, groups: site.footer.groups ?? [], social: site.footer.social ?? [], legal: site.footer.legal ?? [] },
    messages,
    industryPages,
    search: searchConfig(site.search),
    forms: { contact: withoutTransport(site.forms.contact), booking: withoutTransport(site.forms.booking) },
    buildYear: new Date().getFullYear(),
  };
  const { contact, booking, limits } = site.forms;
  const server: ServerConfig = {
    siteUrl: url,
    limits,
    forms: {
      contact: { fields: contact.fields, transport: contact.transport },
      booking: { fields: booking.fields, transport: booking.transport, booking: { days: booking.days, slots: booking.slots } },
    },
    connectSources: searchOrigins(shell.search),
  };
  const searchIndex = site.search.algolia && (({ apiKeyEnv: _browserKey, ...rest }) => rest)(site.search.algolia);
  const linksOf = industryLinker([shell.navigation, shell.footer], industries.refs);
  const withLinks = pages.map((page) => {
    const industryLinks = linksOf(page);
    return industryLinks.length > 0 ? { ...page, industryLinks } : page;
  });
  const preload = preloadedEverywhere(industries.refs, industries.data, preloadEveryIndustryWithinKB);
  const data = { ...industries.data, [industryUrls.preloadedEverywhere]: preload.list, ...published };
  const redirects = siteRedirects(site.redirects, pageMoved);
  const model = { shell, theme: site.theme, pages: withLinks.sort((a, b) => a.route.localeCompare(b.route)), industries: industries.refs, server, data, searchIndex, redirects };
  return { model, preload };
}

/** Whether public/ has a file, each folder listed once (a category photo is looked for on every industry page). */
function publicFiles(publicDir: string): (src: string) => boolean {
  const folders = new Map<string, Set<string>>();
  return (src) => {
    const folder = path.posix.dirname(src);
    let names = folders.get(folder);
    if (!names) {
      const full = path.join(publicDir, folder);
      names = new Set(existsSync(full) ? readdirSync(full) : []);
      folders.set(folder, names);
    }
    return names.has(path.posix.basename(src));
  };
}

/** The search settings for the browser: the search-only key read from the build environment, the admin key left out. */
function searchConfig({ algolia, ...rest }: SiteConfig['search']): SearchConfig {
  if (!algolia || rest.engine !== 'algolia') return rest;
  const { apiKeyEnv, adminKeyEnv: _serverOnly, ...settings } = algolia;
  return { ...rest, algolia: { ...settings, apiKey: process.env[apiKeyEnv] ?? '' } };
}

/** Where the browser sends searches: the configured hosts, else Algolia's own for the application. */
function searchOrigins({ engine, algolia }: SearchConfig): string[] {
  if (engine !== 'algolia' || !algolia) return [];
  if (algolia.hosts) return algolia.hosts.map((h) => `${h.protocol}://${h.url}${h.port ? `:${h.port}` : ''}`);
  const id = algolia.appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, `https://${id}.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

function withoutTransport<T extends { transport: unknown }>(form: T): Omit<T, 'transport'> {
  const { transport: _serverOnly, ...rest } = form;
  return rest;
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, SCHEMAS_DIR } from '../paths.ts';
import type { CategoryStyle } from '../industry/model.ts';
import type { AlgoliaConfig, IconData, IndustryPagesConfig, SearchConfig, ServerConfig, ShellData, SiteModel, ThemeTokens, TransportConfig } from '../model/types.ts';
import { attachCatalogue, CATALOGUE_DIR, checkCatalogue, readCatalogue, type CatalogueBlockSource } from './catalogue.ts';
import type { ExternalContent } from '../airtable/normalise.ts';
import { applyExternalContent } from './external-content.ts';
import { buildIndustries, checkIndustryPage, type IndustryPage } from './industries.ts';
import { explainErrors } from './explain.ts';
import type { Problem } from './problems.ts';
import { didYouMean } from './suggest.ts';
import { anchorsOf, loadSchemas, type Resolution, type ValidationContext } from './validator.ts';
import { locate, readYaml, type YamlFile } from './yaml-file.ts';

export { PROJECT_ROOT, SCHEMAS_DIR };

export interface LoadResult {
  /** Present only when there are no problems. */
  model?: SiteModel;
  problems: Problem[];
  /** Every file that was read, relative to the root (for watching). */
  files: string[];
}

const SITE_FILE = 'site.config.yaml';

export interface LoadOptions {
  /** Industry content read from the configured data source (Airtable), in place of the YAML's. */
  external?: ExternalContent;
}

/**
 * Reads site.config.yaml, pages/ and content/ under `root`, validates them against schemas/,
 * checks references between files and resolves them into the site model the browser receives.
 * Never throws for a mistake in the configuration: every mistake becomes a located problem.
 */
export function loadSite(root: string = PROJECT_ROOT, options: LoadOptions = {}): LoadResult {
  const schemas = loadSchemas(SCHEMAS_DIR);
  const problems: Problem[] = [];
  const at = (source: YamlFile, pathInFile: (string | number)[], message: string, target: 'value' | 'key' = 'value') =>
    problems.push({ file: source.file, ...locate(source, pathInFile, target), message });

  if (!existsSync(path.join(root, SITE_FILE))) {
    problems.push({ file: SITE_FILE, line: 1, col: 1, message: `${SITE_FILE} is missing from ${root}` });
    return { problems, files: [] };
  }
  const site = readYaml(root, SITE_FILE, 'it holds the brand, navigation, footer, theme and messages of the site');
  const pages = listYaml(root, 'pages').map((f) => readYaml(root, f, 'a page needs at least route, title, description and blocks'));
  const collectionKeys = schemas.collections();
  const collectionNames = [...collectionKeys.keys()];
  const yamlCollections = listYaml(root, 'content').filter((f) => !f.startsWith(`${CATALOGUE_DIR}/`)).map((f) => readYaml(root, f, 'a collection is a list of items, each with an id'));
  const collectionFiles = options.external ? applyExternalContent(options.external, pages, yamlCollections) : yamlCollections;
  const all = [site, ...pages, ...collectionFiles];
  for (const file of all) problems.push(...file.problems);

  const blockTypes = schemas.blockTypes();
  // Pass 1: what exists (routes, collection ids), read leniently so one mistake does not hide the others.
  const routeOwners = new Map<string, YamlFile>();
  const anchors = new Map<string, Set<string>>();
  for (const page of pages) {
    const lenient = (page.data ?? page.partialData) as { route?: unknown; blocks?: unknown } | undefined;
    const route = lenient?.route;
    if (typeof route !== 'string') continue;
    const owner = routeOwners.get(route);
    if (owner) at(page, ['route'], `the route "${route}" is already used by ${owner.file}; each page needs its own route`);
    else routeOwners.set(route, page);
    const blocks = Array.isArray(lenient?.blocks) ? (lenient.blocks as { type?: unknown }[]) : [];
    anchors.set(route, new Set(blocks.flatMap((block) => anchorsOf(block, blockTypes.get(String(block?.type))?.anchors ?? []))));
  }
  const collections = new Map<string, Map<string, unknown>>();
  const collectionSources = new Map<string, YamlFile>();
  for (const file of collectionFiles) {
    const name = path.posix.basename(file.file).replace(/\.ya?ml$/, '');
    if (!collectionNames.includes(name)) {
      problems.push({
        file: file.file,
        line: 1,
        col: 1,
        message: `content/ has no collection called "${name}"${didYouMean(name, collectionNames) || `; the collections are: ${collectionNames.join(', ')}`}`,
      });
      continue;
    }
    collectionSources.set(name, file);
    const items = new Map<string, unknown>();
    const keyField = collectionKeys.get(name) ?? 'id';
    if (Array.isArray(file.data)) {
      file.data.forEach((item, index) => {
        const key = (item as Record<string, unknown> | null)?.[keyField];
        if (typeof key !== 'string') return;
        if (items.has(key)) at(file, [index, keyField], `the ${keyField} "${key}" is used twice in ${file.file}; each ${keyField} must be unique`);
        else items.set(key, item);
      });
    }
    collections.set(name, items);
  }
  const context: ValidationContext = { routes: new Set(routeOwners.keys()), anchors, collections, publicDir: path.join(root, 'public') };

  // Pass 2: schemas. Collections first: pages refer to their (resolved) items.
  const resolutions: Resolution[] = [];
  const check = (source: YamlFile, schemaFile: string, rootNoun: string): boolean => {
    if (source.data === undefined) return false;
    const result = schemas.validate(schemaFile, source.data, context);
    problems.push(...explainErrors(source, result.errors, rootNoun));
    resolutions.push(...result.resolutions);
    return result.errors.length === 0;
  };
  for (const [name, source] of collectionSources) check(source, `collections/${name}.schema.json`, `the ${name} list`);
  applyResolutions(resolutions.splice(0)); // collection items now carry their resolved logos and icons
  const siteValid = check(site, 'site.schema.json', 'site.config.yaml');
  const industryKeys = new Map<string, YamlFile>();
  for (const page of pages) {
    if (!check(page, 'page.schema.json', 'the page')) continue;
    const pageData = page.data as IndustryPage;
    checkIndustryPage(pageData, (pathInFile, message, target) => at(page, pathInFile, message, target));
    if (pageData.industry) {
      const owner = industryKeys.get(pageData.industry.key);
      if (owner) at(page, ['industry', 'key'], `the industry key "${pageData.industry.key}" is already used by ${owner.file}; each industry needs its own key`);
      else industryKeys.set(pageData.industry.key, page);
    }
    const blocks = pageData.blocks;
    const headlines = blocks.flatMap((b, i) => (blockTypes.get(b.type)?.headline ? [i] : []));
    const headlineTypes = orList([...blockTypes].filter(([, t]) => t.headline).map(([name]) => name));
    if (headlines.length === 0) at(page, ['blocks'], `the page has no main heading; add a ${headlineTypes} block (usually first)`, 'key');
    for (const extra of headlines.slice(1)) {
      at(page, ['blocks', extra, 'type'], `the page already has a main heading in block ${headlines[0] + 1}; use only one ${headlineTypes} block per page`);
    }
  }
  const catalogue = readCatalogue(root, (file) => check(file, 'catalogue-list.schema.json', 'the catalogue list'), problems);
  const catalogueBlocks = pages.flatMap((page) =>
    page.data && problems.every((p) => p.file !== page.file)
      ? (page.data as IndustryPage).blocks.flatMap((block, index) =>
          block.type === 'use-case-catalogue' ? [{ block: block as unknown as CatalogueBlockSource, at: (rest: (string | number)[], message: string) => at(page, ['blocks', index, ...rest], message) }] : [],
        )
      : [],
  );
  checkCatalogue(catalogue.lists, catalogueBlocks, problems);

  if (siteValid) {
    for (const [formName, form] of Object.entries((site.data as SiteConfig).forms)) {
      if (!('fields' in form)) continue;
      const seen = new Set<string>();
      form.fields.forEach((field, index) => {
        if (seen.has(field.name)) at(site, ['forms', formName, 'fields', index, 'name'], `the ${formName} form already has a field named "${field.name}"; each field needs its own name`);
        seen.add(field.name);
      });
    }
    const algolia = (site.data as SiteConfig).search.algolia;
    if ((site.data as SiteConfig).search.engine === 'algolia' && algolia && !process.env[algolia.apiKeyEnv]) {
      at(site, ['search', 'algolia', 'apiKeyEnv'], `the environment variable ${algolia.apiKeyEnv} is not set: set it to the Algolia search-only API key when building, or the search client cannot start (\`apiKey\` is missing.)`);
    }
    const data = (site.data as SiteConfig).data;
    if (data.source === 'airtable' && !data.airtable) {
      at(site, ['data', 'source'], 'data.source is airtable but there is no data.airtable section: add one with the baseId (and tokenEnv, the name of the environment variable holding the token)');
    }
    const notFound = (site.data as { notFoundRoute: string }).notFoundRoute;
    if (!routeOwners.has(notFound)) {
      at(site, ['notFoundRoute'], `no file in pages/ has the route "${notFound}"${didYouMean(notFound, routeOwners.keys())}`);
    }
  }

  const files = [...all.map((f) => f.file), ...catalogue.files];
  if (problems.length > 0) return { problems, files };
  applyResolutions(resolutions);
  for (const { block } of catalogueBlocks) attachCatalogue(block, catalogue.lists);
  const collectionData = (name: string) => (collectionSources.get(name)?.data ?? []) as never[];
  const model = buildModel(site.data as SiteConfig, pages.map((p) => p.data as IndustryPage), collectionData);
  return { model, problems, files };
}

function applyResolutions(resolutions: Resolution[]): void {
  for (const r of resolutions) (r.parent as Record<string | number, unknown>)[r.key] = r.value();
}

export function listYaml(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return (readdirSync(full, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => `${dir}/${f}`);
}

/** site.config.yaml's data section after validation (defaults applied). */
interface DataConfig {
  source: 'yaml' | 'airtable';
  airtable?: { baseId: string; tokenEnv: string; view: string; timeoutSeconds: number };
}

/** site.config.yaml after validation (defaults applied, icons resolved). */
interface SiteConfig {
  brand: ShellData['brand'];
  url: string;
  language: string;
  titleTemplate: string;
  notFoundRoute: string;
  navigation: ShellData['navigation'];
  footer: Omit<ShellData['footer'], 'groups' | 'social' | 'legal'> & {
    groups?: ShellData['footer']['groups'];
    social?: { label: string; to: string; icon: IconData }[];
    legal?: ShellData['footer']['legal'];
  };
  theme: ThemeTokens;
  messages: ShellData['messages'];
  industryPages: IndustryPagesConfig & { defaultStyle: CategoryStyle };
  search: Omit<SearchConfig, 'algolia'> & { algolia?: Omit<AlgoliaConfig, 'apiKey'> & { apiKeyEnv: string; adminKeyEnv: string } };
  data: DataConfig;
  forms: {
    limits: ServerConfig['limits'];
    contact: ShellData['forms']['contact'] & { transport: TransportConfig };
    booking: ShellData['forms']['booking'] & { transport: TransportConfig };
  };
}

function buildModel(site: SiteConfig, pages: IndustryPage[], collection: (name: string) => never[]): SiteModel {
  const url = (process.env.SITE_URL ?? site.url).replace(/\/+$/, '');
  const { defaultStyle, ...industryPages } = site.industryPages;
  const industries = buildIndustries(pages, collection('technologies'), collection('category-styles'), defaultStyle);
  const shell: ShellData = {
    brand: site.brand,
    url,
    language: site.language,
    titleTemplate: site.titleTemplate,
    notFoundRoute: site.notFoundRoute,
    routes: pages.map((p) => p.route).sort(),
    navigation: site.navigation,
    footer: { ...site.footer, groups: site.footer.groups ?? [], social: site.footer.social ?? [], legal: site.footer.legal ?? [] },
    messages: site.messages,
    industries: industries.refs,
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
  return { shell, theme: site.theme, pages: [...pages].sort((a, b) => a.route.localeCompare(b.route)), server, data: industries.data, searchIndex };
}

/** The search settings for the browser: the search-only key read from the build environment, the admin key left out. */
function searchConfig({ algolia, ...rest }: SiteConfig['search']): SearchConfig {
  if (!algolia || rest.engine !== 'algolia') return rest;
  const { apiKeyEnv, adminKeyEnv: _serverOnly, ...settings } = algolia;
  return { ...rest, algolia: { ...settings, apiKey: process.env[apiKeyEnv] ?? '' } };
}

/** "a, b or c" */
function orList(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
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

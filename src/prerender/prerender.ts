import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pageDataUrl, SHELL_DATA_URL } from '../app/routes.ts';
import { languageDataUrl } from '../runtime/queries.ts';
import { loadConfiguredSite, type ClientOverrides } from '../config/sources/data-source.ts';
import type { Problem } from '../config/messages/problems.ts';
import type { TranslationStatus } from '../config/languages/translate.ts';
import type { PageData, SiteModel } from '../model/types.ts';
import { buildDate } from '../config/site/build-date.ts';
import { PROJECT_ROOT } from '../paths.ts';
import { BuildCache, PAGE_CACHE_DIR, sha256 } from './build-cache.ts';
import { escapeHtml } from './html.ts';
import { prepareMedia, type MediaReport } from './media.ts';
import { withoutStylesheets, type ManifestEntry, type RenderedPage } from './page-render.ts';
import { brotliQuality, brotliQualityFromEnv, compressedNames, prerenderTaskHandler, type PrerenderTask, type TaskResult, type TaskSetup } from './prerender-tasks.ts';
import { redirectPage, redirectsFile } from './redirect-pages.ts';
import { newReleaseDir, pruneReleases, REDIRECTS_FILE, switchRelease } from './releases.ts';
import { inThisThread, inWorkerThreads, type TaskRunner } from './worker-pool.ts';

export interface PrerenderOptions {
  /** Site root holding site.config.yaml, pages/, content/ and public/. */
  root: string;
  /** Output of `vite build` (client): index.html template, _app/ chunks, .vite/manifest.json. */
  clientDir: string;
  /** Output of `vite build --ssr`. */
  serverDir: string;
  /** Where the finished site is written (replaced). */
  outDir: string;
  /** Where the server's settings (forms and their transports) are written, outside the public site. */
  serverConfigFile?: string;
  /** Where the Airtable client connects, when the data source is Airtable (tests point it at a local server). */
  airtable?: ClientOverrides;
  /** Write .br and .gz copies for the server (default). Tests that only read the pages skip it: it is most of the time. */
  precompress?: boolean;
  /** Where image sizes and posters made by earlier builds are kept (default node_modules/.cache/site-media). */
  mediaCacheDir?: string;
  /** Where rendered pages and compressed files of the last build are kept (default node_modules/.cache/site-pages). */
  pageCacheDir?: string;
  /** Worker threads rendering and compressing (default: one a core, fewer for few pages to render; 1: none, all in this thread). */
  workers?: number;
  /** Print the time of each step on stderr (also with PRERENDER_PROFILE set). */
  profile?: boolean;
  /**
   * Awaited once the site is loaded and checked, before the bundles (clientDir, serverDir) are read:
   * `npm run build` prerenders while it builds them, and says here when they are ready.
   */
  afterCheck?: () => Promise<void>;
}

export interface PrerenderCounts {
  /** Pages rendered by React in this build. */
  rendered: number;
  /** Pages whose HTML came from the cache: nothing they depend on changed. */
  reused: number;
  /** Files compressed in this build, and those whose compressed copies came from the cache. */
  compressed: number;
  compressedReused: number;
  /** Worker threads started (0: all in this thread). */
  threads: number;
}

export type PrerenderResult = ({ ok: true; model: SiteModel; notes: Problem[]; translations: TranslationStatus[]; files: string[]; media: MediaReport } & PrerenderCounts) | { ok: false; problems: Problem[] };

/**
 * Below this many pages to render per thread, starting one more costs more than it saves: a thread
 * takes 1.5–2 s to start (tsx, then the server bundle), a page about 0.15 s to render and compress.
 */
const PAGES_PER_THREAD = 16;

/**
 * Writes every route as static HTML holding its content, head tags and hydration data,
 * plus the per-page JSON for client-side navigation, sitemap.xml and robots.txt. A page whose
 * inputs did not change since the last build is copied from the cache instead of rendered.
 */
export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const step = stepTimer(options.profile ?? Boolean(process.env.PRERENDER_PROFILE));
  const brotli = brotliQualityFromEnv();
  const { model, problems, notes = [], translations = [] } = await loadConfiguredSite(options.root, options.airtable);
  if (!model) return { ok: false, problems };
  step('load and check the site');
  if (options.afterCheck) {
    await options.afterCheck();
    step('wait for the bundles');
  }

  copyStaticFiles(options);
  const media = await prepareMedia(model, options.outDir, options.mediaCacheDir);
  step('copy the client build and public/, images');

  const cache = new BuildCache(options.pageCacheDir ?? PAGE_CACHE_DIR);
  const { put, written } = siteFileWriter(options.outDir, cache);
  const plan = planPages(model, options, cache, put); // writes the data files, which the pages read while rendering
  step(`write the data, look up ${model.pages.length} pages in the cache`);
  const setup = { ...renderSetup(options, model), dataTime: plan.time.ms, cacheDir: cache.dir };
  const runner = taskRunner(setup, options.workers ?? defaultThreads(plan.toRender.length));
  try {
    const siteFiles = [...plan.dataHashes.keys()].map((url) => url.slice(1)).concat(writeSiteFiles(model, put));
    const files = await writePages(model, plan, runner, cache, put);
    step(`render ${plan.toRender.length} pages, reuse ${model.pages.length - plan.toRender.length}`);
    files.push(...siteFiles);
    const compression = options.precompress === false ? { compressed: 0, compressedReused: 0 } : await compressAll(options.outDir, cache, runner, written, brotli);
    step(`compress ${compression.compressed} files, reuse ${compression.compressedReused}`);
    if (options.serverConfigFile) writeFileSync(options.serverConfigFile, JSON.stringify(model.server, null, 2));
    cache.prune(options.precompress === false ? [PAGE_ENTRY, FILE_ENTRY] : [PAGE_ENTRY, FILE_ENTRY, '.br', '.gz']);
    step('prune the cache');
    const counts = { rendered: plan.toRender.length, reused: model.pages.length - plan.toRender.length, ...compression, threads: runner.threads };
    return { ok: true, model, notes, translations, files, media, ...counts };
  } finally {
    await runner.close();
  }
}

/**
 * Prerenders into a new release folder and, once it is complete, points `siteLink` (dist/site) at it
 * and prunes the old releases (see releases.ts). A failure leaves the live site as it was and
 * removes the half-made folder.
 */
export async function prerenderRelease(options: Omit<PrerenderOptions, 'outDir'>, siteLink: string): Promise<PrerenderResult> {
  const release = newReleaseDir(siteLink);
  let result: PrerenderResult;
  try {
    result = await prerender({ ...options, outDir: release });
  } catch (error) {
    rmSync(release, { recursive: true, force: true });
    throw error;
  }
  if (!result.ok) {
    rmSync(release, { recursive: true, force: true });
    return result;
  }
  switchRelease(siteLink, release);
  pruneReleases(siteLink);
  return result;
}

/** "/" → index.html, "/about" → about/index.html, the not-found route → 404.html (fr/404.html for a page in French). */
export function htmlFileFor(route: string, notFoundRoute: string, lang?: string): string {
  if (route === notFoundRoute) return lang ? `${lang}/404.html` : '404.html';
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** The shell a page is shown with: its language's. */
export function shellOf(model: SiteModel, page: PageData) {
  return (page.lang && model.shells?.[page.lang]) || model.shell;
}

/** Every indexed page, each with its versions in the other languages (xhtml:link); a version not translated at all is neither listed nor linked (it shows the source). */
function sitemap(model: SiteModel): string {
  const address = (route: string) => escapeHtml(`${model.shell.url}${route === '/' ? '/' : route}`);
  const multilingual = model.pages.some((p) => p.alternates);
  const urls = model.pages
    .filter((p) => p.index && p.route !== shellOf(model, p).notFoundRoute && !(p.lang && p.untranslatedIn?.includes(p.lang)))
    .map((p) => {
      const alternates = Object.entries(p.alternates ?? {}).filter(([code]) => !p.untranslatedIn?.includes(code)).map(([code, route]) => `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(code)}" href="${address(route)}"/>`);
      const fallback = p.alternates && model.shell.defaultLanguage ? p.alternates[model.shell.defaultLanguage] : undefined;
      if (fallback) alternates.push(`\n    <xhtml:link rel="alternate" hreflang="x-default" href="${address(fallback)}"/>`);
      return `  <url><loc>${address(p.route)}</loc>${alternates.join('')}${alternates.length > 0 ? '\n  ' : ''}</url>`;
    });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** A page's entry in the cache (PageEntry), named by the hash of everything but data files its HTML depends on. */
const PAGE_ENTRY = '.page.json';
/** A file of the site in the cache, named by the hash of its bytes. */
const FILE_ENTRY = '.file';

interface PageEntry {
  html: string;
  /** The data files the page loaded while rendering, with the hash of their JSON then. */
  data: [url: string, hash: string][];
}

/**
 * The build's time in the files (the industries' lastUpdated, the embedded queries' fetch time), as
 * marks that the cache keeps in its place: a page reused from an earlier build says this build's time.
 */
interface BuildTime {
  ms: number;
  /** `text` with the build's time replaced by marks, and the other way round. */
  mark(text: string): string;
  unmark(text: string): string;
}

function buildTimeOf(model: SiteModel): BuildTime {
  const stamp = Object.values(model.data)
    .map((data) => (data as { lastUpdated?: unknown } | null)?.lastUpdated)
    .find((value): value is string => typeof value === 'string');
  const ms = stamp ? Date.parse(stamp) : buildDate().getTime();
  const pairs = [
    [new Date(ms).toISOString(), '\0build-time-iso\0'],
    [String(ms), '\0build-time-ms\0'],
  ];
  return {
    ms,
    mark: (text) => pairs.reduce((marked, [value, mark]) => marked.replaceAll(value, mark), text),
    unmark: (text) => pairs.reduce((unmarked, [value, mark]) => unmarked.replaceAll(mark, value), text),
  };
}

/**
 * What planPages wrote and what is left to render. It keeps hashes, not texts: the JSON of a large site's pages
 * and data files, held until the render ends, was a third of the build's memory.
 */
interface PagePlan {
  /** Every page of the model, in order, with its key in the cache; `cached`: its HTML came from the cache (written already). */
  pages: { page: PageData; key: string; cached: boolean }[];
  toRender: PageData[];
  /** The hash of every data file of the model (each written already). */
  dataHashes: Map<string, string>;
  time: BuildTime;
}

/**
 * Writes every data file and every page's JSON, and the HTML of the pages the cache holds: same page, shell,
 * theme, bundles and renderer code, and same data files loaded.
 */
function planPages(model: SiteModel, options: PrerenderOptions, cache: BuildCache, put: PutFile): PagePlan {
  const time = buildTimeOf(model);
  const dataHashes = new Map<string, string>();
  for (const [url, data] of Object.entries(model.data)) {
    const json = JSON.stringify(data);
    put(url.slice(1), json);
    dataHashes.set(url, sha256(time.mark(json)));
  }
  const sharedInputs = sha256(
    treeHash(path.join(PROJECT_ROOT, 'src'), () => true), // the template is filled by code run from source, not from the bundle
    treeHash(options.serverDir, () => true),
    treeHash(options.clientDir, (file) => /(^index\.html|manifest\.json|\.css)$/.test(file)),
    time.mark(JSON.stringify(model.shells ?? model.shell)),
    JSON.stringify(model.theme),
  );
  const pages = model.pages.map((page) => {
    const json = JSON.stringify(page);
    const key = sha256(sharedInputs, time.mark(json));
    put(pageDataFile(page), json);
    const cached = cachedPageHtml(cache, key, dataHashes);
    if (cached !== undefined) put(pageHtmlFile(model, page), time.unmark(cached));
    return { page, key, cached: cached !== undefined };
  });
  return { pages, toRender: pages.filter((p) => !p.cached).map((p) => p.page), dataHashes, time };
}

function cachedPageHtml(cache: BuildCache, key: string, dataHashes: PagePlan['dataHashes']): string | undefined {
  const stored = cache.read(`${key}${PAGE_ENTRY}`);
  if (!stored) return undefined;
  const entry = JSON.parse(stored.toString('utf8')) as PageEntry;
  return entry.data.every(([url, hash]) => dataHashes.get(url) === hash) ? entry.html : undefined;
}

const pageHtmlFile = (model: SiteModel, page: PageData) => htmlFileFor(page.route, shellOf(model, page).notFoundRoute, page.lang);
const pageDataFile = (page: PageData) => pageDataUrl(page.route).slice(1);

/** Renders the pages the cache did not hold; the names of every page's HTML and JSON, in the order of the pages. */
async function writePages(model: SiteModel, plan: PagePlan, runner: TaskRunner<PrerenderTask, TaskResult>, cache: BuildCache, put: PutFile): Promise<string[]> {
  const written = await Promise.all(
    plan.pages.map(async ({ page, key, cached }) => {
      const htmlFile = pageHtmlFile(model, page);
      if (!cached) {
        const { html, loaded } = (await runner.run({ kind: 'render', page })) as RenderedPage;
        put(htmlFile, html);
        const entry: PageEntry = { html: plan.time.mark(html), data: loaded.map((url) => [url, plan.dataHashes.get(url)!]) };
        cache.write(`${key}${PAGE_ENTRY}`, JSON.stringify(entry));
      }
      return [htmlFile, pageDataFile(page)];
    }),
  );
  return written.flat();
}

/**
 * The shell's JSON, sitemap.xml (live pages only), robots.txt, and for the old addresses a page at each that
 * sends the browser on and `_redirects`; the names of the files written.
 */
function writeSiteFiles(model: SiteModel, put: PutFile): string[] {
  const files: [string, string][] = [
    [SHELL_DATA_URL.slice(1), JSON.stringify(model.shell)],
    ...Object.entries(model.shells ?? {})
      .filter(([code]) => code !== model.shell.language)
      .map(([code, shell]): [string, string] => [languageDataUrl(SHELL_DATA_URL, code).slice(1), JSON.stringify(shell)]),
    ['sitemap.xml', sitemap(model)],
    ['robots.txt', `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${model.shell.url}/sitemap.xml\n`],
    ...(model.redirects ?? []).map((redirect): [string, string] => [htmlFileFor(redirect.from, model.shell.notFoundRoute), redirectPage(model, redirect)]),
    ...(model.redirects?.length ? [[REDIRECTS_FILE, redirectsFile(model.redirects)] satisfies [string, string]] : []),
  ];
  for (const [file, content] of files) put(file, content);
  return files.map(([file]) => file);
}

type PutFile = (relative: string, content: string) => void;

/**
 * Writes the site's files through the cache: a file is written once into the cache, named by the hash of
 * its bytes, and hard-linked into the release (BuildCache.copyTo), so that a rebuild of a large site, whose
 * files are nearly all as they were, writes almost nothing. `written` keeps each file's hash (by path) for
 * the compression that follows.
 */
function siteFileWriter(outDir: string, cache: BuildCache): { put: PutFile; written: Map<string, string> } {
  const folders = new Set<string>();
  const written = new Map<string, string>();
  const put: PutFile = (relative, content) => {
    const file = path.join(outDir, relative);
    const folder = path.dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    const hash = sha256(content);
    written.set(file, hash);
    const name = `${hash}${FILE_ENTRY}`;
    if (!cache.copyTo(name, file)) cache.writeTo(name, content, file);
  };
  return { put, written };
}

/**
 * Precompressed copies (.br, .gz) of text files; the server picks one by Accept-Encoding. Copies made
 * by an earlier build of the same content come from the cache.
 */
async function compressAll(dir: string, cache: BuildCache, runner: TaskRunner<PrerenderTask, TaskResult>, written: ReadonlyMap<string, string>, brotli: number | undefined): Promise<{ compressed: number; compressedReused: number }> {
  let compressed = 0;
  let compressedReused = 0;
  const files = textFilesToCompress(dir);
  const quality = brotli ?? brotliQuality(files.reduce((sum, { size }) => sum + size, 0));
  await Promise.all(
    files.map(async ({ file }) => {
      // the hash of a file this build wrote is known (siteFileWriter); the client's and public/'s are read
      const contentHash = written.get(file) ?? sha256(readFileSync(file));
      const names = compressedNames(contentHash, quality);
      if (cache.copyTo(names.br, `${file}.br`) && cache.copyTo(names.gz, `${file}.gz`)) {
        compressedReused++;
        return;
      }
      await runner.run({ kind: 'compress', file, contentHash, quality });
      cache.markUsed(names.br);
      cache.markUsed(names.gz);
      compressed++;
    }),
  );
  return { compressed, compressedReused };
}

function textFilesToCompress(dir: string): { file: string; size: number }[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .sort()
    .filter((entry) => /\.(html|js|css|json|svg|xml|txt)$/.test(entry))
    .map((entry) => ({ file: path.join(dir, entry), stat: statSync(path.join(dir, entry)) }))
    .filter(({ stat }) => stat.isFile() && stat.size >= 1024)
    .map(({ file, stat }) => ({ file, size: stat.size }));
}

/** The hash of the names and contents of the files under `dir` that `include` accepts (by their path relative to it). */
function treeHash(dir: string, include: (relative: string) => boolean): string {
  const parts: string[] = [];
  for (const relative of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const file = path.join(dir, relative);
    if (!include(relative) || !statSync(file).isFile()) continue;
    parts.push(relative, sha256(readFileSync(file)));
  }
  return sha256(...parts);
}

/** The client build copied to the site (but its template and manifest), then the site's own public/. */
function copyStaticFiles(options: PrerenderOptions): void {
  rmSync(options.outDir, { recursive: true, force: true });
  cpSync(options.clientDir, options.outDir, {
    recursive: true,
    filter: (source) => !['index.html', '.vite'].includes(path.relative(options.clientDir, source)),
  });
  // the build already copied the project's public/; another site root brings its own
  const siteAssets = path.join(options.root, 'public');
  if (existsSync(siteAssets)) cpSync(siteAssets, options.outDir, { recursive: true });
}

function renderSetup(options: PrerenderOptions, model: SiteModel): Omit<TaskSetup, 'cacheDir' | 'dataTime'> {
  const { template, entryCss } = withoutStylesheets(readFileSync(path.join(options.clientDir, 'index.html'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(options.clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const serverEntry = path.join(options.serverDir, 'entry-server.js');
  return { serverEntry, clientDir: options.clientDir, template, entryCss, manifest, shell: model.shell, shells: model.shells, theme: model.theme, dataDir: options.outDir };
}

function taskRunner(setup: TaskSetup, threads: number): TaskRunner<PrerenderTask, TaskResult> {
  if (threads <= 1) return inThisThread(prerenderTaskHandler(setup));
  return inWorkerThreads(new URL('./render-worker.ts', import.meta.url), setup, threads);
}

function defaultThreads(pagesToRender: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(pagesToRender / PAGES_PER_THREAD)));
}

/** Logs the time since the last step, when profiling. */
function stepTimer(enabled: boolean): (step: string) => void {
  let last = performance.now();
  return (step) => {
    const now = performance.now();
    if (enabled) console.error(`  ${step}: ${Math.round(now - last)} ms`);
    last = now;
  };
}

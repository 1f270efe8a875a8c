import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { pageDataUrl, SHELL_DATA_URL } from '../app/routes.ts';
import { loadConfiguredSite, type ClientOverrides } from '../config/data-source.ts';
import type { Problem } from '../config/problems.ts';
import type { BootData, Hydration, PageData, SiteModel } from '../model/types.ts';
import { bootScript, escapeHtml, fillTemplate, headTags } from './html.ts';
import { prepareMedia, type MediaReport } from './media.ts';
import { newReleaseDir, pruneReleases, switchRelease } from './releases.ts';

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
}

export type PrerenderResult = { ok: true; model: SiteModel; files: string[]; media: MediaReport } | { ok: false; problems: Problem[] };

/** The application's code, started by the page's script (src/boot.ts). */
const APP_ENTRY = 'entry-client.tsx';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

type RenderFn = (url: string, content: Pick<BootData, 'shell' | 'page'>, loadData: (url: string) => unknown) => Promise<{ html: string; boot: BootData }>;

/**
 * Writes every route as static HTML holding its content, head tags and hydration data,
 * plus the per-page JSON for client-side navigation, sitemap.xml and robots.txt.
 */
export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const { model, problems } = await loadConfiguredSite(options.root, options.airtable);
  if (!model) return { ok: false, problems };

  const { template, entryCss } = withoutStylesheets(readFileSync(path.join(options.clientDir, 'index.html'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(options.clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const { render } = (await import(pathToFileURL(path.join(options.serverDir, 'entry-server.js')).href)) as { render: RenderFn };

  rmSync(options.outDir, { recursive: true, force: true });
  cpSync(options.clientDir, options.outDir, {
    recursive: true,
    filter: (source) => !['index.html', '.vite'].includes(path.relative(options.clientDir, source)),
  });
  // The site's own public/ (the build already copied the project's; another site root brings its own).
  const siteAssets = path.join(options.root, 'public');
  if (existsSync(siteAssets)) cpSync(siteAssets, options.outDir, { recursive: true });
  const media = await prepareMedia(model, options.outDir, options.mediaCacheDir);

  const written: string[] = [];
  const write = (relative: string, content: string) => {
    const file = path.join(options.outDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    written.push(relative);
  };

  for (const page of model.pages) {
    const loadData = (url: string) => {
      if (!(url in model.data)) throw new Error(`${page.route} needs ${url}, which the build did not produce`);
      return model.data[url];
    };
    const { html: app, boot } = await render(page.route, { shell: model.shell, page }, loadData);
    const chunks = pageChunks(manifest, page, boot.hydration);
    const html = fillTemplate(template, {
      lang: model.shell.language,
      head: headTags(boot, model.theme),
      headEnd: [inlineStyles(options.clientDir, [...entryCss, ...chunks.css]), chunks.moduleList].join('\n    '),
      app,
      boot: bootScript(boot),
    });
    write(htmlFileFor(page.route, model.shell.notFoundRoute), html);
    write(pageDataUrl(page.route).slice(1), JSON.stringify(page));
  }
  write(SHELL_DATA_URL.slice(1), JSON.stringify(model.shell));
  for (const [url, json] of Object.entries(model.data)) write(url.slice(1), JSON.stringify(json));
  write('sitemap.xml', sitemap(model));
  write('robots.txt', `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${model.shell.url}/sitemap.xml\n`);
  if (options.precompress !== false) compressAll(options.outDir);
  if (options.serverConfigFile) writeFileSync(options.serverConfigFile, JSON.stringify(model.server, null, 2));
  return { ok: true, model, files: written, media };
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

/** "/" → index.html, "/about" → about/index.html, the not-found route → 404.html. */
export function htmlFileFor(route: string, notFoundRoute: string): string {
  if (route === notFoundRoute) return '404.html';
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/**
 * The template as each page uses it: its stylesheets taken out (each page inlines them, see
 * inlineStyles), its script (src/boot.ts) at low priority, like the code it starts.
 */
function withoutStylesheets(html: string): { template: string; entryCss: string[] } {
  const entryCss: string[] = [];
  const template = html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"').replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, href: string) => {
    entryCss.push(href);
    return '';
  });
  return { template, entryCss };
}

/**
 * The page's styles in one <style>: first paint needs nothing but the HTML. Each inlined file is also
 * named by a disabled link, which the browser does not fetch; it tells the loader of a block's code
 * that its styles are already there, so hydration fetches no stylesheet again.
 */
function inlineStyles(clientDir: string, hrefs: string[]): string {
  const unique = [...new Set(hrefs)];
  const css = unique.map((href) => readFileSync(path.join(clientDir, href), 'utf8')).join('\n');
  const marks = unique.map((href) => `<link rel="stylesheet" href="/${escapeHtml(href)}" disabled>`);
  return [`<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`, ...marks].join('\n    ');
}

/**
 * The styles of the application and of every block of the page, and the list of the code to fetch at
 * start: the application's and that of the blocks that hydrate at load (the others load theirs when
 * they hydrate, or never). src/boot.ts fetches the list after the first paint.
 */
function pageChunks(manifest: Record<string, ManifestEntry>, page: PageData, hydration: Hydration[]): { css: string[]; moduleList: string } {
  const css = new Set<string>();
  const modules = new Set<string>();
  const visit = (key: string, preload: boolean, seen = new Set<string>()) => {
    const entry = manifest[key];
    if (key === 'index.html' || !entry || seen.has(key)) return; // the entry is in the template already
    seen.add(key);
    if (preload) modules.add(entry.file);
    entry.css?.forEach((c) => css.add(c));
    entry.imports?.forEach((imported) => visit(imported, preload, seen));
  };
  if (!manifest[APP_ENTRY]) throw new Error(`the client build has no chunk for ${APP_ENTRY}`);
  visit(APP_ENTRY, true);
  page.blocks.forEach((block, i) => {
    const key = `blocks/${block.type}/index.tsx`;
    if (!manifest[key]) throw new Error(`the client build has no chunk for block type "${block.type}" (${key})`);
    visit(key, hydration[i] === 'load');
  });
  return { css: [...css], moduleList: `<meta name="app-modules" content="${[...modules].map((href) => `/${escapeHtml(href)}`).join(' ')}">` };
}

function sitemap(model: SiteModel): string {
  const urls = model.pages
    .filter((p) => p.index && p.route !== model.shell.notFoundRoute)
    .map((p) => `  <url><loc>${escapeHtml(`${model.shell.url}${p.route === '/' ? '/' : p.route}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Precompressed copies (.br, .gz) of text files; the server picks one by Accept-Encoding. */
function compressAll(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, entry);
    if (!/\.(html|js|css|json|svg|xml|txt)$/.test(file) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

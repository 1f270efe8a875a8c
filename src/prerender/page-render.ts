import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootData, Hydration, PageData, ShellData, ThemeTokens } from '../model/types.ts';
import { languageDataUrl } from '../runtime/queries.ts';
import { bootScript, escapeHtml, fillTemplate, headTags } from './html.ts';

/**
 * One page to HTML: React SSR with the server bundle, then the template filled with the page's head
 * tags, inlined styles and boot data. Runs in the prerender's worker threads (render-worker.ts) or,
 * for a small site, in the prerender's own thread; everything it needs travels in a RenderSetup.
 */

/** The application's code, started by the page's script (src/boot.ts). */
const APP_ENTRY = 'entry-client.tsx';

export interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

/** What every page of a build shares: the client and server bundles, the shell, the theme and the data files. */
export interface RenderSetup {
  serverEntry: string;
  clientDir: string;
  template: string;
  entryCss: string[];
  manifest: Record<string, ManifestEntry>;
  shell: ShellData;
  /** On a site in several languages, the shell of each (a page in French gets the French one). */
  shells?: Record<string, ShellData>;
  theme: ThemeTokens;
  /**
   * Where the data files (model.data, by URL path) are written before any page is rendered: a page reads
   * the few it needs, so no thread holds them all (a thousand industries' files are hundreds of MB).
   */
  dataDir: string;
  /** When the build read its data (ms): the time the page's embedded queries say they were fetched. */
  dataTime: number;
}

export interface RenderedPage {
  html: string;
  /** The data files (URLs of model.data) the page's blocks loaded while rendering, in the order they did. */
  loaded: string[];
}

type RenderFn = (url: string, content: Pick<BootData, 'shell' | 'page'>, loadData: (url: string) => unknown) => Promise<{ html: string; boot: BootData }>;

function readDataFile(dataDir: string, url: string, route: string): unknown {
  const file = path.join(dataDir, url);
  if (!url.startsWith('/_data/') || !existsSync(file)) throw new Error(`${route} needs ${url}, which the build did not produce`);
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** Loads the server bundle once; the function it returns renders one page. */
export async function pageRenderer(setup: RenderSetup): Promise<(page: PageData) => Promise<RenderedPage>> {
  const { render } = (await import(pathToFileURL(setup.serverEntry).href)) as { render: RenderFn };
  const styles = new Map<string, string>();
  const readStyle = (href: string) => styles.get(href) ?? styles.set(href, readFileSync(path.join(setup.clientDir, href), 'utf8')).get(href)!;
  return async (page) => {
    const loaded = new Map<string, unknown>();
    // a page in another language reads that language's data files (/_data/fr/…)
    const loadData = (url: string) => {
      const file = languageDataUrl(url, page.lang);
      if (!loaded.has(file)) loaded.set(file, readDataFile(setup.dataDir, file, page.route));
      return loaded.get(file);
    };
    const shell = (page.lang && setup.shells?.[page.lang]) || setup.shell;
    const { html: app, boot } = await render(page.route, { shell, page }, loadData);
    // the build's time, not the render's: a page rendered again from the same inputs is the same bytes
    for (const query of boot.queries?.queries ?? []) {
      query.state.dataUpdatedAt = setup.dataTime;
      query.dehydratedAt = setup.dataTime;
    }
    const chunks = pageChunks(setup.manifest, page, boot.hydration);
    const html = fillTemplate(setup.template, {
      lang: shell.language,
      dir: shell.dir,
      head: headTags(boot, setup.theme),
      headEnd: [inlineStyles([...setup.entryCss, ...chunks.css], readStyle), chunks.moduleList].join('\n    '),
      app,
      boot: bootScript(boot),
    });
    return { html, loaded: [...loaded.keys()] };
  };
}

/**
 * The template as each page uses it: its stylesheets taken out (each page inlines them, see
 * inlineStyles), its script (src/boot.ts) at low priority, like the code it starts.
 */
export function withoutStylesheets(html: string): { template: string; entryCss: string[] } {
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
function inlineStyles(hrefs: string[], readStyle: (href: string) => string): string {
  const unique = [...new Set(hrefs)];
  const css = unique.map(readStyle).join('\n');
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

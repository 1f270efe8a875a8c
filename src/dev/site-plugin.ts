import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import path from 'node:path';
import type { Connect, IndexHtmlTransformContext, Plugin, ViteDevServer } from 'vite';
import { normalizeRoute } from '../model/slug.ts';
import { languageOfRoute } from '../ui/site-context.tsx';
import { bootScript, escapeHtml, fillTemplate, headTags } from '../prerender/html.ts';
import type * as DataSource from '../config/sources/data-source.ts';
import type * as LoadSite from '../config/site/load-site.ts';
import type { LoadResult } from '../config/site/load-site.ts';
import type { YamlFile } from '../config/yaml/yaml-file.ts';
import { formatProblem, formatReport, noteLines, sortProblems, type Problem } from '../config/messages/problems.ts';
import { PROJECT_ROOT, SCHEMAS_DIR, SITE_FILE } from '../paths.ts';
import { createEditor, EDIT_PATH } from '../editor/server/dev-host.ts';
import { listensOnLoopback, movedPermanently } from '../http/http.ts';
import { previewDataAt, previewHost } from '../editor/server/preview.ts';
import { SourceIndex } from '../editor/server/source-index.ts';
import { editorFacts } from '../editor/server/site-facts.ts';
import { editableFilesAt, listEditable } from '../editor/server/files.ts';

/** The browser editor's preview frame asks for pages with this query: it gets the last version without problems. */
export const PREVIEW_QUERY = '_preview=1';
/** The packages of the browser editor, bundled once at start so that Vite does not reload the page when it finds them. */
const EDITOR_DEPENDENCIES = ['codemirror', '@codemirror/lang-yaml', '@codemirror/autocomplete', '@codemirror/lint', '@codemirror/view', '@codemirror/state', 'diff'];

/** The config pipeline, loaded through the dev server's module runner (it loads the blocks' build-time hooks at run time). */
export type Pipeline = typeof LoadSite & typeof DataSource;

/** The site model as the YAML files make it now, and the last one without problems. */
export function createSiteState(root: string) {
  let state: LoadResult = { problems: [], files: [] };
  /** The last model without problems: the editor's preview keeps showing it while a saved file has problems. */
  let lastGood: LoadResult['model'];
  /** What the content sources besides the YAML folders gave (read at start and when site.config.yaml changes). */
  let content: YamlFile[] | undefined;
  let sourceProblems: Problem[] = [];
  let pipeline: Pipeline;
  /** The pages validated by the last load: a save or a keystroke re-checks the page it changed (see LoadOptions.memo). */
  let memo: LoadSite.SiteMemo | undefined;
  /** The editor's preview: the site with its text as typed, kept until a file changes on disk (src/editor/server/preview.ts). */
  const preview = previewHost({
    load: (overlay) => {
      memo ??= pipeline.createSiteMemo();
      const result = pipeline.loadSite(root, { content, overlay, memo });
      return sourceProblems.length > 0 ? { ...result, model: undefined, problems: [...sourceProblems, ...result.problems] } : result;
    },
    files: () => listEditable(root),
    read: (file) => {
      try {
        return readFileSync(path.join(root, file), 'utf8');
      } catch {
        return undefined;
      }
    },
    facts: () => editorFacts(editableFilesAt(root), SCHEMAS_DIR, []),
    schemasDir: SCHEMAS_DIR,
    sources: new SourceIndex(SCHEMAS_DIR),
  });

  const readSource = async () => {
    const { planDataSource, contentSourcesOf, loadContentSources } = pipeline;
    const plan = planDataSource(root);
    content = undefined;
    sourceProblems = plan.source === 'invalid' ? plan.problems : [];
    const sources = contentSourcesOf(plan);
    if (sources.length === 0) return;
    const loaded = await loadContentSources(root, sources);
    content = loaded.problems.length > 0 ? undefined : loaded.files;
    sourceProblems = loaded.problems;
  };
  const reload = () => {
    memo ??= pipeline.createSiteMemo();
    const result = pipeline.loadSite(root, { content, memo });
    state = sourceProblems.length > 0 ? { ...result, model: undefined, problems: [...sourceProblems, ...result.problems] } : result;
    preview.reset(); // a file changed on disk (a save): the preview shows the files
    if (state.model) lastGood = state.model;
    if (state.problems.length > 0) console.error(`\n${formatReport(state.problems)}\n`);
    for (const line of noteLines(result.notes ?? [], false, result.translations)) console.warn(line);
  };
  /** Everything a site-wide check finds with `overlay` laid over the files, as `npm run validate` reports it. */
  const check = (overlay: Record<string, string>): Problem[] => {
    memo ??= pipeline.createSiteMemo();
    const result = pipeline.loadSite(root, { content, overlay, memo, problemsOnly: true });
    return sortProblems(sourceProblems.length > 0 ? [...sourceProblems, ...result.problems] : result.problems);
  };
  const start = async (loaded: Pipeline) => {
    pipeline = loaded;
    await readSource();
    reload();
  };

  return {
    start,
    readSource,
    reload,
    /** A file of public/ changed: what the pages were validated under (image sizes) may have too. */
    forget: () => (memo = undefined),
    check,
    preview,
    problems: () => state.problems,
    translations: () => state.translations ?? [],
    /** The model pages are made from; the editor's preview gets what it was last sent, else the last good one. */
    model: (forPreview: boolean) => (forPreview ? (preview.model() ?? lastGood ?? state.model) : state.model),
  };
}

export type SiteState = ReturnType<typeof createSiteState>;
type LoadModule = (file: string) => Promise<Record<string, unknown>>;

const problemOverlay = (problems: Problem[]) => ({
  type: 'error' as const,
  err: { message: `The site configuration has problems:\n\n${formatReport(problems)}`, stack: '', plugin: 'site-config' },
});

/**
 * An editor saving in place empties the file, then writes it, and the watcher reports two changes this
 * close together as one: the file may have been read between the two. It is looked at again this long
 * after a change, and read again if it changed since.
 */
const SAVE_SETTLES_MS = 150;

const stampOf = (file: string) => {
  try {
    const { mtimeMs, size } = statSync(file);
    return `${mtimeMs} ${size}`;
  } catch {
    return 'gone';
  }
};

/**
 * Reloads the model when a YAML file, a schema or a public file changes, and shows problems in Vite's
 * overlay. `stop()` ends the watching, a second look still to come included.
 */
export function watchSiteFiles(devServer: Pick<ViteDevServer, 'watcher' | 'ws'>, root: string, site: SiteState): { stop: () => void } {
  const watched = [path.join(root, SITE_FILE), path.join(root, 'pages'), path.join(root, 'content'), path.join(root, 'public'), SCHEMAS_DIR];
  // the site config's translations too (site.config.fr.yaml), present or to come for each language it lists
  const siteTranslations = () => {
    let codes: string[] = [];
    try {
      const languages = (parse(readFileSync(watched[0], 'utf8')) as { languages?: { code?: unknown }[] } | null)?.languages;
      codes = Array.isArray(languages) ? languages.flatMap((l) => (typeof l?.code === 'string' ? [l.code] : [])) : [];
    } catch {
      /* the site config's own problem, reported by the load */
    }
    return codes.map((code) => path.join(root, `site.config.${code}.yaml`));
  };
  watched.push(...siteTranslations());
  devServer.watcher.add(watched);
  const onChange = async (file: string) => {
    if (!/\.(ya?ml|json)$/.test(file) && !file.startsWith(path.join(root, 'public'))) return;
    if (!watched.some((w) => file.startsWith(w))) return;
    const seen = stampOf(file);
    if (file === watched[0]) {
      await site.readSource();
      for (const added of siteTranslations().filter((f) => !watched.includes(f))) {
        watched.push(added);
        devServer.watcher.add(added);
      }
    }
    if (file.startsWith(path.join(root, 'public'))) site.forget();
    site.reload();
    // the site's pages reload (src/boot.ts); the editor's page, which has the text being typed, does not
    devServer.ws.send(site.problems().length > 0 ? problemOverlay(site.problems()) : { type: 'custom', event: 'site-config:changed' });
    const lookAgain = setTimeout(() => {
      lookingAgain.delete(lookAgain);
      if (stampOf(file) !== seen) void onChange(file);
    }, SAVE_SETTLES_MS).unref();
    lookingAgain.add(lookAgain);
  };
  const lookingAgain = new Set<NodeJS.Timeout>();
  devServer.watcher.on('change', onChange).on('add', onChange).on('unlink', onChange);
  devServer.ws.on('connection', () => {
    if (site.problems().length > 0) devServer.ws.send(problemOverlay(site.problems()));
  });
  return {
    stop() {
      devServer.watcher.off('change', onChange).off('add', onChange).off('unlink', onChange);
      for (const timer of lookingAgain) clearTimeout(timer);
      lookingAgain.clear();
    },
  };
}

/** The browser editor, on a loopback dev server only. */
async function mountEditor(devServer: ViteDevServer, root: string, site: SiteState, load: LoadModule) {
  const host = devServer.config.server.host;
  if (listensOnLoopback(host)) {
    const icons = (await load('config/sources/icons.ts')) as typeof import('../config/sources/icons.ts');
    const saved = () => {
      site.reload();
      return sortProblems(site.problems());
    };
    const editor = createEditor({
      root,
      schemasDir: SCHEMAS_DIR,
      check: site.check,
      saved,
      preview: site.preview.preview,
      findMark: site.preview.findMark,
      translations: site.translations,
      iconNames: icons.lucideIconNames,
      icon: icons.lucideIcon,
      transformHtml: (url, html) => devServer.transformIndexHtml(url, html),
    });
    devServer.middlewares.use(editor.middleware);
    devServer.config.logger.info(`  The site editor: ${EDIT_PATH}`);
  } else {
    devServer.config.logger.warn(`The site editor (${EDIT_PATH}) is off: the dev server listens on ${String(host)}, not on 127.0.0.1 only.`);
  }
}

/** An old address of site.config.yaml's `redirects` answers 301 to its page, as the project's server does (src/server/site-server.ts). */
function redirectMiddleware(site: SiteState): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    const address = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const moved = site.model(false)?.redirects?.find((redirect) => redirect.from === address);
    if (!moved) return next();
    movedPermanently(res, moved.to, url.slice(pathname.length));
  };
}

/** Serves /_data/… (the shell's, the pages' and the blocks' data, the industry index) from the model. */
function dataMiddleware(site: SiteState): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = (req.url ?? '').split('?')[0];
    if (!url.startsWith('/_data/')) return next();
    const forPreview = String(req.headers.referer ?? '').includes(PREVIEW_QUERY);
    const model = site.model(forPreview);
    if (!model) {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(formatReport(site.problems()));
      return;
    }
    if (forPreview) site.preview.served(model, url);
    const body = previewDataAt(model, url);
    res.statusCode = body ? 200 : 404;
    res.setHeader('content-type', 'application/json');
    // the preview's texts carry where they come from (click to edit)
    res.end(JSON.stringify(body ? (forPreview ? site.preview.marked(body) : body) : { error: 'not found' }));
  };
}

/** The index page for the address asked for, rendered in the browser; or the list of problems while there is no model. */
function pageHtml(html: string, context: IndexHtmlTransformContext, site: SiteState): string {
  const preview = (context.originalUrl ?? '').includes(PREVIEW_QUERY);
  const model = site.model(preview);
  if (!model) {
    const list = sortProblems(site.problems()).map((p) => `<li><code>${escapeHtml(formatProblem(p))}</code></li>`).join('');
    return fillTemplate(html, {
      lang: 'en',
      head: '<title>Configuration problems</title>',
      app: `<div style="padding:2rem;font-family:system-ui;color:#fff;background:#300"><h1>The site configuration has problems</h1><ol>${list}</ol><p>Fix the files and save: this page reloads by itself.</p></div>`,
      boot: '',
    });
  }
  const route = normalizeRoute(context.originalUrl?.split('?')[0] ?? context.path);
  const language = languageOfRoute(route, model.shell.languages, model.shell.language);
  const shell = model.shells?.[language] ?? model.shell;
  const page = model.pages.find((p) => p.route === route) ?? model.pages.find((p) => p.route === shell.notFoundRoute) ?? model.pages[0];
  // no prerendered HTML here: the browser renders the whole page, so no block waits to hydrate
  const boot = preview ? { shell: site.preview.marked(shell), page: site.preview.marked(page), hydration: [] } : { shell, page, hydration: [] };
  const filled = fillTemplate(html, { lang: shell.language, dir: shell.dir, head: headTags(boot, model.theme), app: '', boot: bootScript(boot) });
  if (!preview) return filled;
  // the editor's preview: its own script (the site's application, drawn again as the page is typed, and click
  // to edit: src/editor/preview/main.tsx); Vite's problem overlay stays away (the editor lists the problems)
  return filled.replace(SITE_SCRIPT, `<script>customElements.define("vite-error-overlay", class extends HTMLElement {})</script><script type="module" src="/editor/preview/main.tsx"></script>`);
}

/** The site's own script in the page template (src/index.html). */
const SITE_SCRIPT = '<script type="module" src="./boot.ts"></script>';

/**
 * `npm run dev`: serves the site model from the YAML files, reloads the browser when a YAML
 * file or schema changes, and shows configuration problems in Vite's overlay until they are fixed.
 * With data.source airtable, the base is read at start and again when site.config.yaml changes.
 */
export function sitePlugin(root: string = PROJECT_ROOT): Plugin {
  const site = createSiteState(root);
  return {
    name: 'site-config',
    apply: 'serve',
    config: () => ({ optimizeDeps: { include: EDITOR_DEPENDENCIES } }),
    async configureServer(devServer) {
      const load: LoadModule = (file) => devServer.ssrLoadModule(path.join(PROJECT_ROOT, 'src', file));
      await site.start({ ...(await load('config/site/load-site.ts')), ...(await load('config/sources/data-source.ts')) } as Pipeline);
      const watching = watchSiteFiles(devServer, root, site);
      devServer.httpServer?.once('close', watching.stop);
      await mountEditor(devServer, root, site, load);
      devServer.middlewares.use(redirectMiddleware(site));
      devServer.middlewares.use(dataMiddleware(site));
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        // the editor's own page (/_edit) is the editor's
        if (context.path.startsWith(EDIT_PATH)) return html;
        return pageHtml(html, context, site);
      },
    },
  };
}

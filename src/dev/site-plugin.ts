import path from 'node:path';
import type { Plugin } from 'vite';
import { pageRouteFor, pageDataUrl, SHELL_DATA_URL } from '../app/routes.ts';
import { bootScript, escapeHtml, fillTemplate, headTags } from '../build/html.ts';
import type { ExternalContent } from '../airtable/normalise.ts';
import type * as DataSource from '../config/data-source.ts';
import type * as LoadSite from '../config/load-site.ts';
import type { LoadResult } from '../config/load-site.ts';
import { formatProblem, formatReport, sortProblems, type Problem } from '../config/problems.ts';
import { PROJECT_ROOT, SCHEMAS_DIR, SITE_FILE } from '../paths.ts';
import { createEditor, EDIT_PATH } from './editor/server.ts';

/** The browser editor's preview frame asks for pages with this query: it gets the last version without problems. */
export const PREVIEW_QUERY = '_preview=1';
/** The packages of the browser editor, bundled once at start so that Vite does not reload the page when it finds them. */
const EDITOR_DEPENDENCIES = ['codemirror', '@codemirror/lang-yaml', '@codemirror/autocomplete', '@codemirror/lint', '@codemirror/view', '@codemirror/state', 'diff'];

/** Whether the dev server listens on the loopback interface only (the editor writes files: nobody else may reach it). */
export function isLoopbackHost(host: string | boolean | undefined): boolean {
  return host === undefined || host === 'localhost' || host === '::1' || (typeof host === 'string' && /^127\.\d+\.\d+\.\d+$/.test(host));
}

/** The config pipeline, loaded through the dev server's module runner (it loads the blocks' build-time hooks at run time). */
type Pipeline = typeof LoadSite & typeof DataSource & { normaliseBase: typeof import('../airtable/normalise.ts').normaliseBase };

/**
 * `npm run dev`: serves the site model from the YAML files, reloads the browser when a YAML
 * file or schema changes, and shows configuration problems in Vite's overlay until they are fixed.
 * With data.source airtable, the base is read at start and again when site.config.yaml changes.
 */
export function sitePlugin(root: string = PROJECT_ROOT): Plugin {
  let state: LoadResult = { problems: [], files: [] };
  /** The last model without problems: the editor's preview keeps showing it while a saved file has problems. */
  let lastGood: LoadResult['model'];
  let external: ExternalContent | undefined;
  let sourceProblems: Problem[] = [];
  let pipeline: Pipeline;

  const readSource = async () => {
    const { planDataSource, readConfiguredBase, normaliseBase } = pipeline;
    const plan = planDataSource(root);
    external = undefined;
    sourceProblems = plan.source === 'invalid' ? plan.problems : [];
    if (plan.source !== 'airtable') return;
    const { snapshot, problems } = await readConfiguredBase(plan);
    external = snapshot && normaliseBase(snapshot, plan.industries);
    sourceProblems = problems;
  };
  const reload = () => {
    const result = pipeline.loadSite(root, { external });
    state = sourceProblems.length > 0 ? { ...result, model: undefined, problems: [...sourceProblems, ...result.problems] } : result;
    if (state.model) lastGood = state.model;
    if (state.problems.length > 0) console.error(`\n${formatReport(state.problems)}\n`);
  };
  /** Everything a site-wide check finds with `overlay` laid over the files, as `npm run validate` reports it. */
  const check = (overlay: Record<string, string>): Problem[] => {
    const result = pipeline.loadSite(root, { external, overlay });
    return sortProblems(sourceProblems.length > 0 ? [...sourceProblems, ...result.problems] : result.problems);
  };
  const overlay = () => ({
    type: 'error' as const,
    err: { message: `The site configuration has problems:\n\n${formatReport(state.problems)}`, stack: '', plugin: 'site-config' },
  });

  return {
    name: 'site-config',
    apply: 'serve',
    config: () => ({ optimizeDeps: { include: EDITOR_DEPENDENCIES } }),
    async configureServer(devServer) {
      const load = (file: string) => devServer.ssrLoadModule(path.join(PROJECT_ROOT, 'src', file));
      pipeline = { ...(await load('config/load-site.ts')), ...(await load('config/data-source.ts')), ...(await load('airtable/normalise.ts')) } as Pipeline;
      await readSource();
      reload();
      const watched = [path.join(root, SITE_FILE), path.join(root, 'pages'), path.join(root, 'content'), path.join(root, 'public'), SCHEMAS_DIR];
      devServer.watcher.add(watched);
      const onChange = async (file: string) => {
        if (!/\.(ya?ml|json)$/.test(file) && !file.startsWith(path.join(root, 'public'))) return;
        if (!watched.some((w) => file.startsWith(w))) return;
        if (file === watched[0]) await readSource();
        reload();
        devServer.ws.send(state.problems.length > 0 ? overlay() : { type: 'full-reload' });
      };
      devServer.watcher.on('change', onChange).on('add', onChange).on('unlink', onChange);
      devServer.ws.on('connection', () => {
        if (state.problems.length > 0) devServer.ws.send(overlay());
      });

      const host = devServer.config.server.host;
      if (isLoopbackHost(host)) {
        const icons = (await load('config/icons.ts')) as typeof import('../config/icons.ts');
        const editor = createEditor({ root, schemasDir: SCHEMAS_DIR, check, iconNames: icons.lucideIconNames });
        devServer.middlewares.use(editor.middleware);
        devServer.config.logger.info(`  The site editor: ${EDIT_PATH}`);
      } else {
        devServer.config.logger.warn(`The site editor (${EDIT_PATH}) is off: the dev server listens on ${String(host)}, not on 127.0.0.1 only.`);
      }

      devServer.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (!url.startsWith('/_data/')) return next();
        const model = String(req.headers.referer ?? '').includes(PREVIEW_QUERY) ? (lastGood ?? state.model) : state.model;
        if (!model) {
          res.statusCode = 500;
          res.setHeader('content-type', 'text/plain; charset=utf-8');
          res.end(formatReport(state.problems));
          return;
        }
        const body =
          url === SHELL_DATA_URL ? model.shell : (model.pages.find((p) => pageDataUrl(p.route) === url) ?? model.data[url]);
        res.statusCode = body ? 200 : 404;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body ?? { error: 'not found' }));
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const preview = (context.originalUrl ?? '').includes(PREVIEW_QUERY);
        const model = preview ? (lastGood ?? state.model) : state.model;
        if (!model) {
          const list = sortProblems(state.problems).map((p) => `<li><code>${escapeHtml(formatProblem(p))}</code></li>`).join('');
          return fillTemplate(html, {
            lang: 'en',
            head: '<title>Configuration problems</title>',
            app: `<div style="padding:2rem;font-family:system-ui;color:#fff;background:#300"><h1>The site configuration has problems</h1><ol>${list}</ol><p>Fix the files and save: this page reloads by itself.</p></div>`,
            boot: '',
          });
        }
        const route = pageRouteFor(context.originalUrl?.split('?')[0] ?? context.path, model.shell);
        const page = model.pages.find((p) => p.route === route) ?? model.pages[0];
        // no prerendered HTML here: the browser renders the whole page, so no block waits to hydrate
        const boot = { shell: model.shell, page, hydration: [] };
        // in the editor's preview, Vite's problem overlay stays away: the editor lists the problems, the preview keeps the last good page
        const quiet = preview ? '<script>customElements.define("vite-error-overlay", class extends HTMLElement {})</script>' : '';
        return fillTemplate(html, { lang: model.shell.language, head: quiet + headTags(boot, model.theme), app: '', boot: bootScript(boot) });
      },
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { normalizeRoute, pageDataUrl, SHELL_DATA_URL } from '../app/routes.ts';
import { loadSite } from '../config/site/load-site.ts';
import { sendHtml, sendJson } from '../http/http.ts';
import type { SiteModel } from '../model/types.ts';
import { bootScript, fillTemplate, headTags } from '../prerender/html.ts';

/**
 * The editor's preview of a draft in the studio, as the text is typed: the draft's site loaded with the
 * editor's unsaved text laid over its files (once the check finds no problem in it), and its pages
 * rendered in the browser from that model, as the dev server does: the page's HTML is the client
 * bundle's template with the page's data, `/_data/…` comes from the model, `/_app/…` from the client
 * bundle, `/assets/…` from the draft. No build: a keystroke shows within a second. The built preview
 * (src/studio/publish.ts, Previews) stays what a reviewer sees before publishing.
 */
export class LivePreviews {
  private readonly overlays = new Map<string, Record<string, string>>();
  private readonly models = new Map<string, SiteModel>();
  private readonly assets = new Map<string, ReturnType<typeof sirv>>();
  private readonly app: ReturnType<typeof sirv>;

  constructor(private readonly clientDir: string) {
    this.app = sirv(clientDir, { dev: true, etag: true });
  }

  /** The editor's text for the draft's preview; the model is made again at the next request. */
  show(id: string, overlay: Record<string, string>): void {
    this.overlays.set(id, overlay);
    this.models.delete(id);
  }

  /** The draft's files changed (a save): the preview shows them, without the text typed before. */
  saved(id: string): void {
    this.overlays.delete(id);
    this.models.delete(id);
  }

  forget(id: string): void {
    this.saved(id);
    this.assets.delete(id);
  }

  /** The draft's model with the editor's text; the last one without problems when the text has some. */
  private model(id: string, root: string): SiteModel | undefined {
    let model = this.models.get(id);
    if (!model) {
      const loaded = loadSite(root, { overlay: this.overlays.get(id) ?? {} });
      model = loaded.model ?? loadSite(root).model;
      if (model) this.models.set(id, model);
    }
    return model;
  }

  /** Answers a request of the preview frame for the draft `id` whose files are at `root`. */
  serve(req: IncomingMessage, res: ServerResponse, id: string, root: string): void {
    const url = new URL(req.url ?? '/', 'http://preview.invalid');
    const pathname = decodeURIComponent(url.pathname);
    res.setHeader('cache-control', 'no-store');
    if (pathname.startsWith('/_app/') || pathname === '/favicon.svg') return this.app(req, res, () => sendJson(res, 404, { error: 'No such file.' }));
    if (pathname.startsWith('/assets/')) {
      let assets = this.assets.get(id);
      if (!assets) this.assets.set(id, (assets = sirv(path.join(root, 'public'), { dev: true })));
      return assets(req, res, () => sendJson(res, 404, { error: 'No such file.' }));
    }
    const model = this.model(id, root);
    if (!model) return sendHtml(res, 200, '<!doctype html><meta charset="utf-8"><title>No preview yet</title><p role="status">The draft has problems: its preview shows once they are fixed.</p>');
    if (pathname.startsWith('/_data/')) {
      const body = pathname === SHELL_DATA_URL ? model.shell : (model.pages.find((page) => pageDataUrl(page.route) === pathname) ?? model.data[pathname]);
      return sendJson(res, body ? 200 : 404, body ?? { error: 'not found' });
    }
    const route = normalizeRoute(pathname);
    const page = model.pages.find((p) => p.route === route) ?? model.pages.find((p) => p.route === model.shell.notFoundRoute)!;
    const boot = { shell: model.shell, page, hydration: [] };
    const bridge = '<script type="module" src="/studio/assets/preview-bridge.js"></script>';
    sendHtml(res, page.route === route ? 200 : 404, fillTemplate(this.template(), { lang: model.shell.language, head: headTags(boot, model.theme) + bridge, app: '', boot: bootScript(boot) }));
  }

  private template(): string {
    const file = path.join(this.clientDir, 'index.html');
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build:bundles`);
    return readFileSync(file, 'utf8');
  }
}

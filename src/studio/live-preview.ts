import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { sendHtml, sendJson } from '../http/http.ts';
import { bootScript, fillTemplate, headTags } from '../prerender/html.ts';
import type { DraftChecks } from './draft-checks.ts';

/**
 * The editor's preview of a draft in the studio, as the text is typed: the draft's site loaded with the
 * editor's unsaved text laid over its files (once the check finds no problem in it), and its pages
 * rendered in the browser from that model, as the dev server does: the page's HTML is the client
 * bundle's template with the page's data, `/_data/…` comes from the model, `/_app/…` from the client
 * bundle, `/assets/…` from the draft. No build: a keystroke shows within a second. The built preview
 * (src/studio/publish.ts, Previews) stays what a reviewer sees before publishing. The model is made and
 * kept on the check thread (src/studio/draft-checks.ts), with the draft's memo; each request gets its part.
 */
export class LivePreviews {
  private readonly overlays = new Map<string, Record<string, string>>();
  /** A new number each time the draft's text or files change: the check thread makes the model again. */
  private readonly versions = new Map<string, number>();
  private nextVersion = 1;
  private readonly assets = new Map<string, ReturnType<typeof sirv>>();
  private readonly app: ReturnType<typeof sirv>;

  constructor(
    private readonly clientDir: string,
    private readonly checks: DraftChecks,
  ) {
    this.app = sirv(clientDir, { dev: true, etag: true });
  }

  /** A number for a new preview of a draft, to ask the check thread with. */
  reserve(): number {
    return this.nextVersion++;
  }

  /** The editor's text for the draft's preview, as its `version` was made (src/studio/draft-site-files.ts): the frame's requests get that model. */
  show(id: string, overlay: Record<string, string>, version: number): void {
    this.overlays.set(id, overlay);
    this.versions.set(id, version);
  }

  /** The text the draft's preview shows, laid over its files. */
  overlay(id: string): Record<string, string> {
    return this.overlays.get(id) ?? {};
  }

  /** The draft's files changed (a save): the preview shows them, without the text typed before. */
  saved(id: string): void {
    this.overlays.delete(id);
    this.versions.set(id, this.nextVersion++);
  }

  forget(id: string): void {
    this.overlays.delete(id);
    this.versions.delete(id);
    this.assets.delete(id);
  }

  /** Answers a request of the preview frame for the draft `id` whose files are at `root`. */
  async serve(req: IncomingMessage, res: ServerResponse, id: string, root: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://preview.invalid');
    const pathname = decodeURIComponent(url.pathname);
    res.setHeader('cache-control', 'no-store');
    if (pathname.startsWith('/_app/') || pathname === '/favicon.svg') return this.app(req, res, () => sendJson(res, 404, { error: 'No such file.' }));
    if (pathname.startsWith('/assets/')) {
      let assets = this.assets.get(id);
      if (!assets) this.assets.set(id, (assets = sirv(path.join(root, 'public'), { dev: true })));
      return assets(req, res, () => sendJson(res, 404, { error: 'No such file.' }));
    }
    // the draft's model with the editor's text; the last one without problems when the text has some
    if (!this.versions.has(id)) this.versions.set(id, this.nextVersion++);
    const want = pathname.startsWith('/_data/') ? { kind: 'data' as const, url: pathname } : { kind: 'page' as const, pathname };
    const answer = await this.checks.preview(root, this.overlays.get(id) ?? {}, this.versions.get(id)!, want);
    if (answer.kind === 'none') return sendHtml(res, 200, '<!doctype html><meta charset="utf-8"><title>No preview yet</title><p role="status">The draft has problems: its preview shows once they are fixed.</p>');
    if (answer.kind === 'data') return sendJson(res, answer.body ? 200 : 404, answer.body ?? { error: 'not found' });
    const boot = { shell: answer.shell, page: answer.page, hydration: [] };
    // the editor's preview script (the site's application drawn again as the page is typed, and click to
    // edit: src/editor/preview/main.tsx) in place of the site's own
    const page = fillTemplate(this.template(), { lang: answer.shell.language, dir: answer.shell.dir, head: headTags(boot, answer.theme), app: '', boot: bootScript(boot) }).replace(
      /<script type="module"[^>]*src="\/_app\/[^"]+"[^>]*><\/script>/,
      '<link rel="stylesheet" href="/studio/assets/preview.css"><script type="module" src="/studio/assets/preview.js"></script>',
    );
    sendHtml(res, answer.found ? 200 : 404, page);
  }

  private template(): string {
    const file = path.join(this.clientDir, 'index.html');
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build:bundles`);
    return readFileSync(file, 'utf8');
  }
}

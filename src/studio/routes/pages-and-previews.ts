import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { escapeHtml } from '../../prerender/html.ts';
import { redirect, Refusal, sendHtml, sendJson } from '../../http/http.ts';
import { appPage } from '../html-pages.ts';
import { STUDIO_REFUSALS_IN, STUDIO_TEXTS, refusal } from '../texts.ts';
import { languageOfRequest } from '../../interface/language.ts';
import { LiveSite } from '../live-site.ts';
import type { Handler, StudioContext } from './context.ts';

const PREVIEW_COOKIE = 'studio_preview';
/** The sign-in page's style (the app's comes with its bundle, dist/studio/editor.css). */
const STYLES = { 'studio.css': path.join(import.meta.dirname, '../studio.css') };

/** The studio's own pages, styles and bundled browser code. */
export function pageHandlers({ options, guard, drafts }: StudioContext) {
  const assets = sirv(options.clientDir, { dev: true, etag: true });

  const page: Handler = (req, res) => {
    const signed = guard.session(req);
    if (!signed) return redirect(res, '/studio/sign-in');
    sendHtml(res, 200, appPage(signed.csrf, languageOfRequest(req.headers)));
  };

  const draftPage: Handler = (req, res, [id]) => {
    const signed = guard.session(req);
    if (!signed) return redirect(res, '/studio/sign-in');
    const draft = drafts.get(id);
    const language = languageOfRequest(req.headers);
    sendHtml(res, !draft || draft.status === 'discarded' || draft.status === 'published' ? 404 : 200, appPage(signed.csrf, language));
  };

  /** A draft's review: its page stays for a draft published or sent back (what was reviewed), not for an unknown id. */
  const reviewPage: Handler = (req, res, [id]) => {
    const signed = guard.session(req);
    if (!signed) return redirect(res, '/studio/sign-in');
    sendHtml(res, drafts.get(id) ? 200 : 404, appPage(signed.csrf, languageOfRequest(req.headers)));
  };

  /** Any other address under /studio/ (an encoded "../" among them): the app's page saying so, with status 404. */
  const notAPage: Handler = (req, res) => {
    const signed = guard.session(req);
    if (!signed) return redirect(res, '/studio/sign-in');
    sendHtml(res, 404, appPage(signed.csrf, languageOfRequest(req.headers)));
  };

  const style: Handler = (_req, res, [name]) => {
    const file = STYLES[name as keyof typeof STYLES];
    if (!file) throw new Refusal(404, refusal((r) => r.noSuchFile));
    res.setHeader('content-type', 'text/css; charset=utf-8');
    res.setHeader('cache-control', 'no-cache');
    res.end(readFileSync(file));
  };

  const asset: Handler = (req, res) =>
    assets(Object.assign(req, { url: req.url!.slice('/studio/assets'.length) }), res, () => sendJson(res, 404, { error: STUDIO_REFUSALS_IN[languageOfRequest(req.headers)].noSuchFile }));

  return { page, draftPage, reviewPage, notAPage, style, asset };
}

/** A draft's preview: built on demand, then served to signed-in people at the site's own addresses. */
export function previewHandlers({ options, guard, drafts, previews, livePreviews, draftOf }: StudioContext) {
  const previewServers = new Map<string, ReturnType<typeof sirv>>();
  const liveSite = new LiveSite(options.siteLink);

  const startPreview: Handler = async (req, res, [id], url) => {
    guard.signedIn(req);
    const draft = draftOf(id);
    const route = url.searchParams.get('route') ?? '/';
    if (!route.startsWith('/') || route.startsWith('//')) throw new Refusal(400, refusal((r) => r.notAPage(route)));
    // the editor's preview follows the text as it is typed: no build (src/studio/live-preview.ts)
    if (url.searchParams.get('live') === '1') return redirect(res, route, { 'set-cookie': `${PREVIEW_COOKIE}=live.${draft.id}; Path=/; HttpOnly; SameSite=Strict${guard.secure ? '; Secure' : ''}` });
    const built = await previews.ensure(draft.id, drafts.root(draft.id)).catch((error: unknown) => {
      // published or discarded while its preview was being built: its folder is gone
      if (drafts.get(draft.id)?.status !== draft.status) throw new Refusal(410, refusal((r) => r.goneBeforePreview(draft.title)));
      throw error;
    });
    if (!built.ok && !built.dir) {
      const language = languageOfRequest(req.headers);
      const T = STUDIO_TEXTS[language];
      const why = built.problems.length > 0 ? T.previewProblems(built.problems.length) : T.previewFailed(built.output);
      return sendHtml(res, 200, `<!doctype html><html lang="${language}"><meta charset="utf-8"><title>${escapeHtml(T.noPreviewTitle)}</title><body style="font-family:system-ui;padding:1rem"><p role="status">${escapeHtml(why)}</p>`);
    }
    redirect(res, route, { 'set-cookie': `${PREVIEW_COOKIE}=${draft.id}; Path=/; HttpOnly; SameSite=Strict${guard.secure ? '; Secure' : ''}` });
  };

  const serverFor = (dir: string) => {
    let serve = previewServers.get(dir);
    if (!serve) {
      for (const old of previewServers.keys()) if (!existsSync(old)) previewServers.delete(old);
      // every preview is a new version of the same addresses: never reused from the browser's cache
      serve = sirv(dir, { extensions: ['html'], brotli: true, gzip: true, dev: false, setHeaders: (r) => r.setHeader('cache-control', 'no-store') });
      previewServers.set(dir, serve);
    }
    return serve;
  };

  /** Any other address is a page of the draft being previewed (chosen by the preview cookie), for signed-in people only. */
  const previewFile: Handler = (req, res) => {
    const signed = guard.session(req);
    const [, live, id] = /(?:^|;\s*)studio_preview=(live\.)?([\w-]+)/.exec(req.headers.cookie ?? '') ?? [];
    const draft = signed && id ? drafts.get(id) : undefined;
    if (live && draft && drafts.isOpen(draft.id)) return livePreviews.serve(req, res, draft.id, drafts.root(draft.id));
    const dir = draft ? previews.latest(draft.id) : undefined;
    if (!dir) return redirect(res, '/studio/');
    serverFor(dir)(req, res, () => sendHtml(res, 404, existsSync(path.join(dir, '404.html')) ? readFileSync(path.join(dir, '404.html'), 'utf8') : STUDIO_TEXTS[languageOfRequest(req.headers)].pageNotFound));
  };

  /** The live site's page or file, the review's "before" beside the draft's preview. */
  const livePage: Handler = (req, res, [address]) => {
    guard.signedIn(req);
    if (!liveSite.serve(req, res, address || '/')) sendHtml(res, 404, STUDIO_TEXTS[languageOfRequest(req.headers)].pageNotFound);
  };

  return { startPreview, previewFile, livePage };
}

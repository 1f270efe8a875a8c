import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Problem } from '../../config/messages/problems.ts';
import { isLoopbackHost, Refusal, requireSameOrigin, sendJson } from '../../http/http.ts';
import type { IconData } from '../../model/values.ts';
import type { ErrorAnswer, TranslationState } from '../contract.ts';
import { languageOfRequest, type InterfaceLanguage } from '../../interface/language.ts';
import { answerEditorApi } from './api.ts';
import { answerMediaApi } from './media-api.ts';
import { REFUSALS } from './refusals.ts';
import { workingCopy } from './working-copy.ts';
import type { SiteFiles } from './site-files.ts';

/**
 * The browser editor's host on the dev server: its page (/_edit) and its API (/_edit/api/…, src/editor/server/api.ts)
 * on the working copy, mounted by the dev server only (src/dev/site-plugin.ts). Every API call carries
 * the token written into the page at this start, comes from the page's own origin and a loopback host
 * name; the API checks the file's path and the body's size and shape.
 */

export const EDIT_PATH = '/_edit';

export interface EditorOptions {
  root: string;
  schemasDir: string;
  /** Loads the site as `npm run validate` does, with file texts laid over the files on disk. */
  check: (overlay: Record<string, string>) => Problem[];
  /**
   * Called once a save is on disk: the site the preview shows is loaded again before the answer goes out
   * (the file watcher may see the file later, and a new page's preview would find no such route). Returns
   * the site's problems. Without it, the answer carries check({}).
   */
  saved?: () => Problem[];
  /** How far each file is translated into each language (the last load's). */
  translations?: () => TranslationState[];
  /** The preview of a file as typed (src/editor/server/preview.ts): the dev server's preview pages show its model. Without it: the problems, and no page. */
  preview?: SiteFiles['preview'];
  /** The place a source mark of the preview names. */
  findMark?: SiteFiles['findMark'];
  /** Makes the editor's page as the dev server makes its own (React's fast refresh, module paths). */
  transformHtml?: (url: string, html: string) => Promise<string>;
  /** Lucide icon names, for completion. */
  iconNames: () => string[];
  /** A Lucide icon's drawing, for the form's preview. */
  icon: (name: string) => IconData | undefined;
  /** The token the page carries; random per start unless given (tests). */
  token?: string;
}

type Next = (error?: unknown) => void;

/** Same-origin requests with the page's token only: no other site (nor a rebound DNS name) can read or write through the editor. */
function guard(req: IncomingMessage, token: string): void {
  const host = req.headers.host ?? '';
  if (!isLoopbackHost(host)) throw new Refusal(403, (language) => REFUSALS[language].notThisHost(host), { code: 'host' });
  requireSameOrigin(req, `http://${host}`, (language) => REFUSALS[language].editorPage);
  const given = Buffer.from(String(req.headers['x-edit-token'] ?? ''));
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Refusal(403, (language) => REFUSALS[language].badToken, { code: 'token' });
}

function pageHtml(token: string, language: InterfaceLanguage): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="edit-token" content="${token}">
<title>${REFUSALS[language].pageTitle}</title>
<script>customElements.define('vite-error-overlay', class extends HTMLElement {})</script>
</head>
<body>
<div id="editor-app"></div>
<script type="module" src="/editor/client/main.tsx"></script>
</body>
</html>
`;
}

export function createEditor(options: EditorOptions) {
  const token = options.token ?? randomBytes(24).toString('hex');
  const files = workingCopy(options.root, { check: options.check, checkSaved: options.saved ?? (() => options.check({})), preview: options.preview, findMark: options.findMark, translationStates: options.translations });
  const support = { schemasDir: options.schemasDir, iconNames: options.iconNames, icon: options.icon };

  const middleware = (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === EDIT_PATH || url.pathname === `${EDIT_PATH}/`) {
      const language = languageOfRequest(req.headers);
      if (!isLoopbackHost(req.headers.host)) return sendJson(res, 403, { error: REFUSALS[language].loopbackOnly, code: 'host' } satisfies ErrorAnswer);
      const html = pageHtml(token, language);
      void (options.transformHtml ? options.transformHtml(req.url ?? EDIT_PATH, html) : Promise.resolve(html)).then(
        (page) => {
          res.statusCode = 200;
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('cache-control', 'no-store');
          // the page may be framed by nothing: its token must not be reachable from another page
          res.setHeader('x-frame-options', 'DENY');
          res.setHeader('content-security-policy', "frame-ancestors 'none'");
          res.end(page);
        },
        (error: unknown) => next(error),
      );
      return;
    }
    if (!url.pathname.startsWith(`${EDIT_PATH}/api/`)) return next();
    const route = url.pathname.slice(`${EDIT_PATH}/api/`.length);
    const allow = () => guard(req, token);
    // the media library and upload first (src/editor/server/media-api.ts), then the editor's own routes
    const answer = async () => (await answerMediaApi(req, res, route, url.searchParams, files, allow)) || answerEditorApi(req, res, route, url.searchParams, files, support, allow);
    answer().catch((error: unknown) => {
      if (res.headersSent) return void res.destroy(); // a file's bytes were under way
      if (error instanceof Refusal) sendJson(res, error.status, { error: error.textIn(languageOfRequest(req.headers)), code: error.detail.code, field: error.detail.field } satisfies ErrorAnswer, error.headers);
      else sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) } satisfies ErrorAnswer);
    });
  };
  return { token, middleware };
}

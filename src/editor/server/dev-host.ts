import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Problem } from '../../config/messages/problems.ts';
import type { IconData } from '../../model/values.ts';
import { checkPath, listEditable, readEditable, saveEditable } from './files.ts';
import { dereferencedSchema, editorFacts, previewRouteFor, schemaFileFor } from './site-facts.ts';

/**
 * The browser editor's page (/_edit) and its API (/_edit/api/…), mounted by the dev server only
 * (src/dev/site-plugin.ts). Every API call carries the token written into the page at this start,
 * comes from the page's own origin, names a file the editor may touch, and sends at most MAX_BODY bytes.
 */

export const EDIT_PATH = '/_edit';
export const MAX_BODY = 1024 * 1024;

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
  /** Lucide icon names, for completion. */
  iconNames: () => string[];
  /** A Lucide icon's drawing, for the form's preview. */
  icon: (name: string) => IconData | undefined;
  /** The token the page carries; random per start unless given (tests). */
  token?: string;
}

type Next = (error?: unknown) => void;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY) throw new Refusal(413, `the body is larger than ${MAX_BODY} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Refusal(413, `the body is larger than ${MAX_BODY} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new Refusal(400, 'the body is not JSON');
  }
}

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/** Same-origin requests with the page's token only: no other site (nor a rebound DNS name) can read or write through the editor. */
function guard(req: IncomingMessage, token: string): void {
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host)) throw new Refusal(403, `the editor answers on 127.0.0.1 or localhost only, not on "${host}"`);
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) throw new Refusal(403, `a request from ${origin} is refused: only the editor page may call the editor`);
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw new Refusal(403, `a ${site} request is refused: only the editor page may call the editor`);
  const given = Buffer.from(String(req.headers['x-edit-token'] ?? ''));
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Refusal(403, 'the editor token is missing or wrong: reload the editor page');
}

function pageHtml(token: string): string {
  const css = readFileSync(path.join(import.meta.dirname, '../client/editor.css'), 'utf8');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="edit-token" content="${token}">
<title>Edit the site</title>
<style>${css}</style>
</head>
<body>
<div id="editor-app"></div>
<script type="module" src="/editor/client/main.ts"></script>
</body>
</html>
`;
}

export function createEditor(options: EditorOptions) {
  const token = options.token ?? randomBytes(24).toString('hex');
  const { root } = options;

  const api = async (req: IncomingMessage, res: ServerResponse, route: string, query: URLSearchParams): Promise<void> => {
    guard(req, token);
    const method = req.method ?? 'GET';
    if (method === 'GET' && route === 'files') return send(res, 200, { files: listEditable(root) });
    if (method === 'GET' && route === 'context') {
      return send(res, 200, editorFacts(root, options.schemasDir, options.iconNames()));
    }
    if (method === 'GET' && route === 'icon') return send(res, 200, { icon: options.icon(String(query.get('name') ?? '')) ?? null });
    if (method === 'GET' && route === 'schema') {
      const file = String(query.get('path') ?? '');
      const schemaFile = schemaFileFor(file);
      return send(res, 200, { schema: schemaFile ? (dereferencedSchema(options.schemasDir, schemaFile) ?? null) : null });
    }
    if (method === 'GET' && route === 'file') {
      const checked = checkPath(root, query.get('path'));
      if (!checked.ok) throw new Refusal(checked.status, checked.message);
      const found = readEditable(checked.abs);
      return send(res, 200, { path: checked.file, text: found?.text ?? '', hash: found?.hash ?? null, preview: previewRouteFor(root, checked.file) });
    }
    if (method === 'POST' && (route === 'check' || route === 'save')) {
      const body = (await readBody(req)) as { path?: unknown; text?: unknown; hash?: unknown };
      const checked = checkPath(root, body.path);
      if (!checked.ok) throw new Refusal(checked.status, checked.message);
      if (typeof body.text !== 'string') throw new Refusal(400, 'the body has no text');
      if (route === 'check') return send(res, 200, { problems: options.check({ [checked.file]: body.text }) });
      const result = saveEditable(checked.abs, body.text, typeof body.hash === 'string' ? body.hash : null);
      if (!result.ok) return send(res, 409, { conflict: true, disk: result.disk });
      return send(res, 200, { hash: result.hash, problems: options.saved ? options.saved() : options.check({}) });
    }
    throw new Refusal(404, `no ${method} ${EDIT_PATH}/api/${route}`);
  };

  const middleware = (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === EDIT_PATH || url.pathname === `${EDIT_PATH}/`) {
      if (!LOOPBACK_HOST.test(req.headers.host ?? '')) return send(res, 403, { error: 'the editor answers on 127.0.0.1 or localhost only' });
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      // the page may be framed by nothing: its token must not be reachable from another page
      res.setHeader('x-frame-options', 'DENY');
      res.setHeader('content-security-policy', "frame-ancestors 'none'");
      res.end(pageHtml(token));
      return;
    }
    if (!url.pathname.startsWith(`${EDIT_PATH}/api/`)) return next();
    api(req, res, url.pathname.slice(`${EDIT_PATH}/api/`.length), url.searchParams).catch((error: unknown) => {
      if (error instanceof Refusal) send(res, error.status, { error: error.message });
      else send(res, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  };
  return { token, middleware };
}

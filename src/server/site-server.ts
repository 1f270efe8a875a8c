import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import type { FormsEndpoint } from './forms/endpoint.ts';

export interface SiteServerOptions {
  /** The prerendered site (dist/site). */
  dir: string;
  /** The form endpoint; without it form submissions are answered 503. */
  forms?: FormsEndpoint;
  /** Origins the pages may call besides their own (the hosted search service, when chosen). */
  connectSources?: string[];
}

/** Security headers sent with every answer. */
export function securityHeaders(connectSources: string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      // the search worker (a script of the site's own, never a blob: or data: address)
      "worker-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "media-src 'self'",
      // the video player embeds YouTube's privacy-enhanced player, and only after a click
      'frame-src https://www.youtube-nocookie.com',
      "font-src 'self'",
      ["connect-src 'self'", ...connectSources].join(' '),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/**
 * The production server: static prerendered pages and assets, precompressed where possible,
 * the not-found page with status 404, and the form endpoint POST /api/forms/{form}.
 */
export function createSiteServer({ dir, forms, connectSources }: SiteServerOptions): Server {
  const headers = securityHeaders(connectSources);
  const notFoundFile = path.join(dir, '404.html');
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} holds no built site: run "npm run build" first`);
  }
  const notFoundHtml = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('<h1>Not found</h1>');

  const sendNotFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(notFoundHtml);
  };

  const assets = sirv(dir, {
    extensions: ['html'],
    gzip: true,
    brotli: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_app/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
    onNoMatch: (_req: IncomingMessage, res: ServerResponse) => sendNotFound(res),
  });

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const formRoute = /^\/api\/forms\/([^/?]+)\/?(?:\?.*)?$/.exec(req.url ?? '');
    if (formRoute) {
      if (forms) return void forms.handle(req, res, decodeURIComponent(formRoute[1]));
      res.statusCode = 503;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      return void res.end(JSON.stringify({ ok: false, code: 'forms-unavailable' }));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0];
    if (/^\/404(\.html|\/)?$/.test(pathname)) return sendNotFound(res); // never a 200 page of its own
    assets(req, res, () => sendNotFound(res));
  });
}

import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { failOnUnreadableFile, movedPermanently } from '../http/http.ts';
import { EARLY_INPUT_SCRIPT_SOURCE } from '../prerender/early-input-script.ts';
import { REDIRECTS_FILE, releasesIn } from '../prerender/releases.ts';
import type { FormsEndpoint } from './forms/endpoint.ts';

export interface SiteServerOptions {
  /** The prerendered site: dist/site, a symbolic link to the current release, or a plain folder. */
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
      // the one inline script, the holder of early presses, by its hash (src/prerender/early-input-script.ts)
      `script-src 'self' ${EARLY_INPUT_SCRIPT_SOURCE}`,
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

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** One release as the server answers from it: its files (sizes read once, at creation) and its not-found page. */
interface ServedRelease {
  root: string;
  assets: Handler;
  notFoundHtml: Buffer;
  /** The not-found page of each other language (fr/404.html), by its folder: an address under /fr/ that is not there gets the French one. */
  notFoundIn: Map<string, Buffer>;
  /** Where each old address leads (the release's `_redirects`), by the address without a trailing slash. */
  redirects: Map<string, string>;
}

/**
 * The production server: static prerendered pages and assets, precompressed where possible,
 * the not-found page with status 404, a 301 from each old address of the release's `_redirects` to
 * its page, and the form endpoint POST /api/forms/{form}.
 * `dir` may be a symbolic link to a release (see src/prerender/releases.ts): each request is answered from
 * the release the link points to when it arrives, so a new build is live from the next request on,
 * without a restart; a hashed `/_app/` file the current release lacks comes from an older release still
 * on disk (the lazy chunks of a page loaded before the switch).
 */
export function createSiteServer({ dir, forms, connectSources }: SiteServerOptions): Server {
  const headers = securityHeaders(connectSources);
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} holds no built site: run "npm run build" first`);
  }
  const releases = followReleases(dir);

  const sendNotFound = (res: ServerResponse, release: ServedRelease, pathname = '/') => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(release.notFoundIn.get(pathname.split('/')[1]) ?? release.notFoundHtml);
  };

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
    const release = releases.current();
    const pathname = (req.url ?? '/').split('?')[0];
    failOnUnreadableFile(res, pathname);
    if (/^(\/[a-z]{2}(-[A-Z]{2})?)?\/404(\.html|\/)?$/.test(pathname)) return sendNotFound(res, release, pathname); // never a 200 page of its own
    const moved = release.redirects.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    if (moved !== undefined) return movedPermanently(res, moved, (req.url ?? '').slice(pathname.length));
    // older releases are listed only when the current one lacks a hashed /_app/ file (rare): not on every request
    const fallback = () => (pathname.startsWith('/_app/') ? releases.older() : []);
    const tryFrom = (sources: ServedRelease[], i: number): void => {
      if (i === sources.length) return sendNotFound(res, release, pathname);
      sources[i].assets(req, res, () => tryFrom(i === 0 ? [release, ...fallback()] : sources, i + 1));
    };
    tryFrom([release], 0);
  });
}

/**
 * The release `dir` resolves to now, and the older ones on disk. A release is read once, when first
 * needed: its files never change (sirv keeps their sizes, which a folder rewritten in place would
 * contradict). Requests begun in a release finish from it; its folder stays until pruned.
 */
function followReleases(dir: string): { current: () => ServedRelease; older: () => ServedRelease[] } {
  let current = serveRelease(realpathSync(dir));
  const known = new Map([[current.root, current]]);
  const release = (root: string) => known.get(root) ?? known.set(root, serveRelease(root)).get(root)!;
  return {
    current() {
      const root = realpathOr(dir, current.root);
      if (root !== current.root) {
        for (const old of known.keys()) if (!existsSync(old)) known.delete(old);
        current = release(root);
      }
      return current;
    },
    older() {
      const siblings = releasesIn(path.dirname(current.root));
      if (!siblings.includes(current.root)) return []; // a plain folder, not a release
      // a release made after the current one and never served (a build not yet published) is not older
      const older = siblings.reverse().filter((root) => root !== current.root && (root < current.root || known.has(root)));
      return older.flatMap((root) => {
        try {
          return [release(root)];
        } catch {
          return []; // pruned since listed
        }
      });
    },
  };
}

/** The real path of `link`, or `fallback` at the instant a real folder moves into releases/, before the link replaces it. */
function realpathOr(link: string, fallback: string): string {
  try {
    return realpathSync(link);
  } catch {
    return fallback;
  }
}

/**
 * A 301 to `to`, the query of the request kept (before the #section `to` may name). Browsers keep a 301 for as
 * long as they are told: `no-cache` has them ask again, so that an address that gets a page again is seen.
 */
/** The old addresses of a release (`_redirects`: `FROM TO 301` a line), by the address without a trailing slash. */
function redirectsOf(root: string): Map<string, string> {
  const file = path.join(root, REDIRECTS_FILE);
  if (!existsSync(file)) return new Map();
  return new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([from, to, status]) => from?.startsWith('/') && to && (status === undefined || status === '301'))
      .map(([from, to]) => [from.length > 1 ? from.replace(/\/+$/, '') : from, to]),
  );
}

function serveRelease(root: string): ServedRelease {
  const notFoundFile = path.join(root, '404.html');
  const assets = sirv(root, {
    extensions: ['html'],
    gzip: true,
    brotli: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      // named by their content: a changed file gets a new name
      if (/^\/_(app|img|video)\//.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const notFoundIn = new Map(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[a-z]{2}(-[A-Z]{2})?$/.test(entry.name) && existsSync(path.join(root, entry.name, '404.html')))
      .map((entry) => [entry.name, readFileSync(path.join(root, entry.name, '404.html'))]),
  );
  return { root, assets, notFoundHtml: existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('<h1>Not found</h1>'), notFoundIn, redirects: redirectsOf(root) };
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { currentRelease } from '../prerender/releases.ts';
import { LIVE_SITE } from './contract.ts';

/**
 * The live site's pages for the review's "before" side, beside the draft's preview on the studio's origin.
 * The draft's preview has the site's own addresses (a cookie says which draft), so the live release is
 * served under LIVE_SITE (/studio/live-site) instead, the addresses of its HTML and CSS moved there. The review's frame runs
 * no script of it (they are left out, and the frame is sandboxed): what shows is the prerendered page.
 */
export class LiveSite {
  private served?: { release: string; files: ReturnType<typeof sirv> };

  constructor(private readonly siteLink: string) {}

  /** Answers `address` (the part after LIVE_SITE: /terms, /_app/x.css); false when the live site has no such file. */
  serve(req: IncomingMessage, res: ServerResponse, address: string): boolean {
    const release = currentRelease(this.siteLink);
    if (!release) return false;
    const file = fileOf(release, address);
    if (!file) return false;
    res.setHeader('cache-control', 'no-store');
    if (file.endsWith('.html')) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(withoutScripts(movedInHtml(readFileSync(file, 'utf8'))));
    } else if (file.endsWith('.css')) {
      res.setHeader('content-type', 'text/css; charset=utf-8');
      res.end(movedInCss(readFileSync(file, 'utf8')));
    } else {
      if (this.served?.release !== release) this.served = { release, files: sirv(release, { dev: true }) };
      this.served.files(Object.assign(req, { url: `/${path.relative(release, file).split(path.sep).map(encodeURIComponent).join('/')}` }), res, () => {
        res.statusCode = 404;
        res.end();
      });
    }
    return true;
  }
}

/** The site's own addresses (/about, /_app/x.css; not //cdn…) in the attributes that hold one, and in url(…). */
function movedInHtml(html: string): string {
  return movedInCss(
    html
      .replace(/(\s(?:href|src|poster|action)=)(["']?)\/(?!\/)/gi, `$1$2${LIVE_SITE}/`)
      .replace(/(\ssrcset=)(["'])([^"']*)\2/gi, (_, attribute: string, quote: string, list: string) => `${attribute}${quote}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${LIVE_SITE}/`)}${quote}`),
  );
}

function movedInCss(css: string): string {
  return css.replace(/url\((\s*["']?)\/(?!\/)/g, `url($1${LIVE_SITE}/`);
}

function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

/** The file of an address in the release (a page's folder gives its index.html), never outside it. */
function fileOf(release: string, address: string): string | undefined {
  const wanted = path.resolve(release, `.${path.posix.normalize(`/${address}`)}`);
  if (wanted !== release && !wanted.startsWith(release + path.sep)) return undefined;
  for (const file of [wanted, path.join(wanted, 'index.html'), `${wanted}.html`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

/** What a route costs a visitor before any interaction: the page, its scripts and styles, its requests. */
export interface RouteWeight {
  route: string;
  /** gzip bytes of the prerendered HTML. */
  html: number;
  /** gzip bytes of the JavaScript loaded (entry, preloads and block chunks hydration asked for). */
  js: number;
  css: number;
  requests: number;
  /** Addresses of requests to any other host than the site's own. */
  thirdParty: string[];
}

/** Budgets checked by the tests (issue: quality gates) and shown by npm run bench. */
export const BUDGETS = { initialJs: 130 * 1024, blockChunk: 15 * 1024 };

/** gzip size of a file of the built site: its precompressed .gz when the build wrote one. */
export function gzipBytes(file: string): number {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Opens `route` in `page` and waits until the network has been quiet, recording every request.
 * Same-origin files are weighed from the build in `siteDir` (as the server sends them, gzip).
 */
export async function measureRoute(page: Page, origin: string, route: string, siteDir: string): Promise<RouteWeight> {
  const stop = recordRequests(page);
  await page.goto(new URL(route, origin).href, { waitUntil: 'networkidle' });
  return weighRequests(route, stop(), origin, siteDir);
}

/** Starts recording the requests of `page`; the returned function stops and gives them. */
export function recordRequests(page: Page): () => Request[] {
  const requests: Request[] = [];
  const onRequest = (request: Request) => requests.push(request);
  page.on('request', onRequest);
  return () => {
    page.off('request', onRequest);
    return requests;
  };
}

/** What the recorded requests of a visit to `route` weigh, gzip, as the files of the build in `siteDir`. */
export function weighRequests(route: string, requests: Request[], origin: string, siteDir: string): RouteWeight {
  const weight: RouteWeight = { route, html: 0, js: 0, css: 0, requests: requests.length, thirdParty: [] };
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.origin !== origin) {
      if (!url.protocol.startsWith('data')) weight.thirdParty.push(url.href);
      continue;
    }
    const type = request.resourceType();
    if (type === 'document') weight.html += gzipBytes(htmlFile(siteDir, url.pathname));
    else if (type === 'script' && url.pathname.endsWith('.js')) weight.js += gzipBytes(path.join(siteDir, url.pathname));
    else if (type === 'stylesheet') weight.css += gzipBytes(path.join(siteDir, url.pathname));
  }
  return weight;
}

function htmlFile(siteDir: string, pathname: string): string {
  const direct = path.join(siteDir, pathname === '/' ? 'index.html' : `${pathname.replace(/\/$/, '')}/index.html`);
  return existsSync(direct) ? direct : path.join(siteDir, '404.html');
}

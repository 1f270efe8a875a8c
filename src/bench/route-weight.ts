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

/** Budgets checked by the tests and shown by npm run bench (bytes, gzip). */
export const BUDGETS = {
  /**
   * Everything a visit loads before any interaction, blocks hydrating in the first screen included
   * (measured in the browser). A carousel or dialog block in the first screen brings framer-motion's
   * m components (about 16 KB; its features wait for an interaction), the counter its value animation.
   */
  initialJs: 145 * 1024,
  /**
   * The code a page starts with: its script and the modules it lists (the application, the blocks hydrating at load).
   * 113 KB since the site speaks three languages (the language switcher, links into another language, right-to-left swipes: about 0.5 KB).
   */
  startJs: 113 * 1024,
  /** The page's one script (src/boot.ts). */
  bootScript: 2 * 1024,
  blockChunk: 15 * 1024,
  /** The Algolia engine, loaded only when search.engine is algolia: the search-only client (algoliasearch/lite). */
  algoliaChunk: 8 * 1024,
  /**
   * The boot data in a page's HTML: the site-wide data (navigation, footer, messages, forms) and what
   * its hydrating blocks read. Larger where a hydrating block shows much: the logo strip's logos, the
   * guardrail videos, the catalogue's first sector. A hero with a looping video carries its poster's
   * sizes and placeholder (about 0.3 KB).
   */
  bootData: { default: 6.5 * 1024, '/': 12 * 1024, '/noblackbox': 12 * 1024, '/ai-use-cases': 20 * 1024 } as Record<string, number>,
};

export const bootDataBudget = (route: string) => BUDGETS.bootData[route] ?? BUDGETS.bootData.default;

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

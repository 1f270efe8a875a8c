import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PageData, ShellData } from '../../src/model/types.ts';

/** What the build wrote: the browser tests check the site against its own data. */
export const SITE_DIR = fileURLToPath(new URL('../../dist/site', import.meta.url));
export const shell = JSON.parse(readFileSync(`${SITE_DIR}/_data/site.json`, 'utf8')) as ShellData;
export const pageData = (route: string) =>
  JSON.parse(readFileSync(`${SITE_DIR}/_data/pages/${route === '/' ? 'index' : route.slice(1)}.json`, 'utf8')) as PageData;
/** A JSON file the build wrote for the browser to load at run time (`url` under /_data/). */
export const dataFile = <T,>(url: string) => JSON.parse(readFileSync(`${SITE_DIR}${url}`, 'utf8')) as T;
export const contentRoutes = shell.routes.filter((r) => r !== shell.notFoundRoute);

/** The text of a page's main heading, from its hero, page-header, search or catalogue block. */
export function mainHeading(page: PageData): string {
  const block = page.blocks.find((b) => ['hero', 'page-header', 'use-case-search', 'use-case-catalogue'].includes(b.type)) as { title: string } | undefined;
  if (!block) throw new Error(`${page.route} has no main heading block`);
  return block.title;
}

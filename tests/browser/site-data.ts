import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { slugOf } from '../../src/model/slug.ts';
import type { PageData, ShellData } from '../../src/model/types.ts';

/** What the build wrote: the browser tests check the site against its own data. */
export const SITE_DIR = fileURLToPath(new URL('../../dist/site', import.meta.url));
export const shell = JSON.parse(readFileSync(`${SITE_DIR}/_data/site.json`, 'utf8')) as ShellData;
export const pageData = (route: string) =>
  JSON.parse(readFileSync(`${SITE_DIR}/_data/pages/${slugOf(route)}.json`, 'utf8')) as PageData;
/** A JSON file the build wrote for the browser to load at run time (`url` under /_data/). */
export const dataFile = <T,>(url: string) => JSON.parse(readFileSync(`${SITE_DIR}${url}`, 'utf8')) as T;
export const contentRoutes = shell.routes.filter((r) => r !== shell.notFoundRoute);
export { mainHeading } from '../helpers/blocks.ts';

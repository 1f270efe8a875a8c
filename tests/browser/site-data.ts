import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { slugOf } from '../../src/model/slug.ts';
import { builtRoutes } from '../../src/prerender/built-site.ts';
import { industryUrls } from '../../src/industry/urls.ts';
import type { IndustryRef } from '../../src/industry/model.ts';
import type { PageData, ShellData } from '../../src/model/types.ts';

/** What the build wrote: the browser tests check the site against its own data. */
export const SITE_DIR = fileURLToPath(new URL('../../dist/site', import.meta.url));
export const shell = JSON.parse(readFileSync(`${SITE_DIR}/_data/site.json`, 'utf8')) as ShellData;
export const pageData = (route: string) =>
  JSON.parse(readFileSync(`${SITE_DIR}/_data/pages/${slugOf(route)}.json`, 'utf8')) as PageData;
/** A JSON file the build wrote for the browser to load at run time (`url` under /_data/). */
export const dataFile = <T,>(url: string) => JSON.parse(readFileSync(`${SITE_DIR}${url}`, 'utf8')) as T;
/** The pages in the default language (each other language's are checked in languages.spec.ts and tests/integration/languages.test.ts). */
export const contentRoutes = builtRoutes(SITE_DIR).filter((r) => r !== shell.notFoundRoute && !pageData(r).lang);
/** Every industry page, by name (the list the industry grid and the search carousel show). */
export const industries = dataFile<IndustryRef[]>(industryUrls.index);
export { mainHeading } from '../helpers/blocks.ts';

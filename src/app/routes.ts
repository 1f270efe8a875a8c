import { slugOf } from '../model/slug.ts';

/** Where the JSON of a page is served: /_data/pages/index.json for "/", /_data/pages/about.json for "/about". */
export function pageDataUrl(route: string): string {
  return `/_data/pages/${slugOf(route)}.json`;
}

export const SHELL_DATA_URL = '/_data/site.json';

export const BOOT_ELEMENT_ID = 'boot-data';

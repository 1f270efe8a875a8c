import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageDataUrl } from '../app/routes.ts';
import type { PageData } from '../model/types.ts';

/**
 * The routes of a built site (dist/site), sorted: read from its pages' JSON files, since no file
 * the browser loads lists them all (what a page carries does not grow with the site).
 */
export function builtRoutes(siteDir: string): string[] {
  const pagesDir = path.join(siteDir, path.dirname(pageDataUrl('/')));
  return (readdirSync(pagesDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.json'))
    .map((file) => (JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')) as PageData).route)
    .sort();
}

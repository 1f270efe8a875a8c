import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: default site root, home of schemas/, dist/ and data/. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url)), '..');
/** The project's schemas/ folder: the same for every site root. */
export const SCHEMAS_DIR = path.join(PROJECT_ROOT, 'schemas');
/** Where the local form transport stores submissions, unless LEADS_DB says otherwise. */
export const DEFAULT_LEADS_DB = path.join(PROJECT_ROOT, 'data/leads.sqlite');
/** The site's main file, at the site root. */
export const SITE_FILE = 'site.config.yaml';
/** What a site is, at its root: its main file, its pages, its collections, its media. */
export const SITE_ENTRIES = [SITE_FILE, 'pages', 'content', 'public'] as const;

/**
 * Copies the site at `from` (the project's, by default) into `to`. public/ is copied, not linked: the
 * prerender copies it with cpSync, which keeps a link as a link.
 */
export function copySite(to: string, from: string = PROJECT_ROOT): void {
  for (const entry of SITE_ENTRIES) cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
  // and the site config's translations beside it (site.config.fr.yaml)
  for (const name of readdirSync(from)) if (/^site\.config\.[a-z]{2}(-[A-Z]{2})?\.yaml$/.test(name)) cpSync(path.join(from, name), path.join(to, name));
}

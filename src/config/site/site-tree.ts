import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The folders of a site whose every entry is the site's: its pages, its content and its public files. */
export const SITE_FOLDERS = ['pages', 'content', 'public'] as const;

/**
 * The files under `dir` (relative to `root`, with forward slashes), and apart from them the symbolic
 * links, never followed: a link may lead out of the site (a draft's files would then be someone
 * else's) or back into itself (a walk that never ends). Both are reported, not read.
 */
export function siteTree(root: string, dir: string): { files: string[]; links: string[] } {
  const files: string[] = [];
  const links: string[] = [];
  const walk = (rel: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true });
    } catch {
      return; // absent, or not a folder
    }
    for (const entry of entries) {
      const child = `${rel}/${entry.name}`;
      if (entry.isSymbolicLink()) links.push(child);
      else if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  walk(dir);
  return { files: files.sort(), links: links.sort() };
}

/** The symbolic links of the site: site.config.yaml itself, and anything in its folders. */
export function siteLinks(root: string, siteFile: string): string[] {
  const own = lstatSync(path.join(root, siteFile), { throwIfNoEntry: false })?.isSymbolicLink() ? [siteFile] : [];
  return [...own, ...SITE_FOLDERS.flatMap((dir) => siteTree(root, dir).links)];
}

import type { Problem } from '../messages/problems.ts';
import type { YamlFile } from '../yaml/yaml-file.ts';

/** What a content source is given: the site's folder, and its files as the YAML folders hold them (to find the pages its content goes in). */
export interface ContentContext {
  root: string;
  files: readonly YamlFile[];
}

/**
 * What a content source gives: files of the site (pages/…, content/…), each located for problems by its
 * own lines, or by `origin` where its values came from elsewhere (an Airtable table, record and field).
 */
export interface SourcedContent {
  files: YamlFile[];
  problems: Problem[];
}

/** Where the site's content comes from, as Astro's content loaders: the YAML folders, or a service read at build time. */
export interface ContentSource {
  name: string;
  load(context: ContentContext): Promise<SourcedContent>;
}

/**
 * Lays the files a source gave over the site's files of the same name, in place. An object is laid key by key
 * over the object the file has there, and left out where it has none (a page's section the page no longer has);
 * any other value replaces the file's, and a file the site lacks is added. A file whose whole data is replaced
 * keeps none of its text's problems. Problems in a laid value are located by the source's `origin`.
 * Returns the files, sorted by name when one was added.
 */
export function layContent(files: YamlFile[], laid: readonly YamlFile[]): YamlFile[] {
  const added: YamlFile[] = [];
  for (const over of laid) {
    const file = files.find((f) => f.file === over.file);
    // copies: validation resolves values in place, and the source's files are laid again on the next load
    const data = structuredClone(over.data);
    if (isObject(data)) {
      if (!file || !isObject(file.data)) continue;
      layObject(file.data, data);
    } else if (file) {
      file.data = data;
      file.problems = [];
    } else {
      added.push({ ...over, data });
      continue;
    }
    const own = file.origin;
    file.origin = own ? (path) => over.origin?.(path) ?? own(path) : over.origin;
  }
  return added.length > 0 ? [...files, ...added].sort((a, b) => a.file.localeCompare(b.file)) : files;
}

function layObject(into: Record<string, unknown>, values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) {
    if (!isObject(value)) into[key] = value;
    else if (isObject(into[key])) layObject(into[key], value);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

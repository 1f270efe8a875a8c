import { load } from 'js-yaml';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { FindAnswer } from '../contract.ts';
import type { SiteFiles } from './site-files.ts';
import { previewRouteFor } from './site-facts.ts';

/**
 * What the editor's preview needs of the site's files: the field a clicked text or picture comes from
 * (click to edit), and the route that shows a file with the text being typed.
 */

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The field whose value is the clicked text (spaces folded) or names the clicked picture; the open file is looked in first. */
export function findField(files: SiteFiles, wanted: { text?: string; src?: string; first?: string }): FindAnswer['found'] {
  const text = wanted.text ? folded(wanted.text) : '';
  const src = wanted.src ? decodeURI(new URL(wanted.src, 'http://site.invalid').pathname) : '';
  if (!text && !src) return null;
  const order = [...new Set([...(wanted.first ? [wanted.first] : []), ...files.list()])].filter((file) => /\.ya?ml$/.test(file));
  const needle = text ? text.slice(0, 24) : src.split('/').pop()!;
  for (const file of order) {
    const source = files.read(file);
    if (!source || !folded(source.text).includes(needle) && !source.text.includes(needle)) continue;
    const doc = parseDocument(source.text);
    let found: FindAnswer['found'] = null;
    const walk = (node: Node | null | undefined, path: (string | number)[]) => {
      if (found) return;
      if (isMap(node)) for (const pair of node.items) isScalar(pair.key) && walk(pair.value as Node, [...path, String(pair.key.value)]);
      else if (isSeq(node)) node.items.forEach((item, index) => walk(item as Node, [...path, index]));
      else if (isScalar(node) && typeof node.value === 'string') {
        const value = node.value;
        const hit = text ? folded(value) === text : value === src || (src.endsWith(`/${value.split('/').pop()}`) && value.startsWith('/assets/'));
        if (hit) found = { file, line: source.text.slice(0, node.range?.[0] ?? 0).split('\n').length, path };
      }
    };
    walk(doc.contents as Node, []);
    if (found) return found;
  }
  return null;
}

/** The route that shows `file` when its text is `text`: a page's own route (a new page's too), else the page that uses the file. */
export function previewRoute(files: SiteFiles, file: string, text: string): string {
  if (file.startsWith('pages/')) {
    try {
      const route = (load(text) as { route?: unknown } | undefined)?.route;
      if (typeof route === 'string' && route.startsWith('/')) return route;
    } catch {
      // a text that does not read yet: the route saved
    }
  }
  return previewRouteFor(files.root, file);
}

import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { FindAnswer } from '../contract.ts';
import type { SiteFiles } from './site-files.ts';

/** Click to edit by words, where a text or a picture carries no source mark: the field it comes from. */

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The field whose value is the clicked text (spaces folded) or names the clicked picture; the open file (or the
 * file of the text nearest the picture) is looked in first, and there the field nearest `near` (the path of
 * that text: the picture of the same card) wins.
 */
export function findField(files: SiteFiles, wanted: { text?: string; src?: string; first?: string; near?: (string | number)[] }): FindAnswer['found'] {
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
    let closeness = -1;
    const near = file === wanted.first ? wanted.near : undefined;
    const walk = (node: Node | null | undefined, path: (string | number)[]) => {
      if (found && !near) return;
      if (isMap(node)) for (const pair of node.items) isScalar(pair.key) && walk(pair.value as Node, [...path, String(pair.key.value)]);
      else if (isSeq(node)) node.items.forEach((item, index) => walk(item as Node, [...path, index]));
      else if (isScalar(node) && typeof node.value === 'string') {
        const value = node.value;
        const hit = text ? folded(value) === text : value === src || (src.endsWith(`/${value.split('/').pop()}`) && value.startsWith('/assets/'));
        // the path sharing the most with the text near the picture (none given: the first found)
        const shared = near ? path.findIndex((segment, i) => near[i] !== segment) : 0;
        const score = near ? (shared < 0 ? path.length : shared) : 0;
        if (hit && score > closeness) {
          closeness = score;
          found = { file, line: source.text.slice(0, node.range?.[0] ?? 0).split('\n').length, path };
        }
      }
    };
    walk(doc.contents as Node, []);
    if (found) return found;
  }
  return null;
}


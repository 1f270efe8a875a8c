import type { Segment } from './types.ts';

/** Lower case without accents: "Prévision" and "prevision" are the same word to the search. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits text into segments, marking the words whose normalised form is among `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!terms.has(normalizeTerm(match[0]))) continue;
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: match[0], match: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return merge(segments);
}

/** Algolia's highlighted value ("<mark>word</mark>" around matches, HTML-escaped) as segments, never as HTML. */
export function fromHighlightedValue(value: string, preTag = '<mark>', postTag = '</mark>'): Segment[] {
  const segments: Segment[] = [];
  let rest = value;
  while (rest.length > 0) {
    const open = rest.indexOf(preTag);
    if (open === -1) {
      segments.push({ text: decodeEntities(rest), match: false });
      break;
    }
    if (open > 0) segments.push({ text: decodeEntities(rest.slice(0, open)), match: false });
    const close = rest.indexOf(postTag, open + preTag.length);
    const end = close === -1 ? rest.length : close;
    segments.push({ text: decodeEntities(rest.slice(open + preTag.length, end)), match: true });
    rest = close === -1 ? '' : rest.slice(close + postTag.length);
  }
  return merge(segments.filter((s) => s.text !== ''));
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? _);
}

function merge(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    const previous = merged[merged.length - 1];
    if (previous && previous.match === segment.match) previous.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}

import { isSeq, type Node } from 'yaml';
import type { Redirect } from '../../model/types.ts';
import type { OldAddress } from '../../model/schema-types.generated.ts';
import { prefixedRoute } from '../languages/languages.ts';
import { say, type Said } from '../messages/messages.ts';
import { linkProblem } from '../schemas/validator.ts';
import { locate, type YamlFile } from '../yaml/yaml-file.ts';

/**
 * The old addresses of site.config.yaml (`redirects`): what makes one wrong, and what the model keeps of
 * them. An old address leads straight to a page: it is no page's route itself (the page would win, and the
 * redirect never be used), it is listed once, and it never leads to another old address (a visitor would
 * be sent on twice, or round in a circle).
 */

/** The route an address names, without its #section or ?query. */
export const routeOfAddress = (address: string): string => address.replace(/[?#].*$/, '') || '/';

/**
 * Reports each wrong redirect at its item (`problem` takes the path inside `redirects`). `pages` are the routes
 * of the site with their files, `anchors` the section ids of each route (for a `to` naming a #section).
 */
export function checkRedirects(
  source: YamlFile,
  redirects: readonly OldAddress[],
  pages: ReadonlyMap<string, YamlFile>,
  anchors: Map<string, Set<string>>,
  problem: (at: (string | number)[], said: Said) => void,
): void {
  // the redirect that counts for each old address: the first, and only when no page lives there
  const counted = new Map<string, number>();
  redirects.forEach(({ from }, index) => {
    const page = pages.get(from);
    if (page) return problem([index, 'from'], say('redirect-from-page', { from, page: page.file, lines: linesToDelete(source, [index]) }));
    const first = counted.get(from);
    if (first !== undefined) return problem([index, 'from'], say('redirect-from-twice', { from, firstLine: locate(source, ['redirects', first, 'from']).line, lines: linesToDelete(source, [index]) }));
    counted.set(from, index);
  });
  const routes = new Set(pages.keys());
  /** The redirect a redirect's `to` is the old address of, if any. */
  const onward = (index: number) => counted.get(routeOfAddress(redirects[index].to));
  for (const [from, index] of counted) {
    const { to } = redirects[index];
    if (onward(index) === undefined) {
      const wrong = linkProblem(to, routes, anchors);
      if (wrong) problem([index, 'to'], wrong);
      continue;
    }
    const path = [index];
    let next = onward(index);
    while (next !== undefined && !path.includes(next)) {
      path.push(next);
      next = onward(next);
    }
    if (next === undefined) {
      // a chain ending at an address that is no old address: its last `to` is where visitors should go
      const last = redirects[path[path.length - 1]].to;
      const section = /#.*$/.exec(to)?.[0];
      const page = section && !last.includes('#') ? `${last}${section}` : last;
      problem([index, 'to'], say('redirect-chain', { from, to, next: redirects[path[1]].to, page }));
    } else if (next === index) {
      // a circle, said once: at its first item in the file
      if (path.some((other) => other < index)) continue;
      problem([index, 'from'], say('redirect-loop', { addresses: [...path, index].map((at) => redirects[at].from), lines: linesToDelete(source, path) }));
    }
    // else it leads into a circle of other redirects: that circle's own problem says it
  }
}

/**
 * The lines to delete to remove the items `indexes` of `redirects`: each item's lines, or, when they are every
 * item of the list, the list with its `redirects:` line (an empty `redirects:` would be no list).
 */
function linesToDelete(source: YamlFile, indexes: number[]): number[] {
  const list = source.doc.getIn(['redirects'], true);
  const lineOf = (offset: number) => source.lineCounter.linePos(offset).line;
  const spanOf = (node: Node | undefined): number[] => {
    const range = node?.range;
    if (!range) return [];
    const first = lineOf(range[0]);
    // the end of the item's last value (range[1]), not the line break or comment after it
    const last = lineOf(Math.max(range[0], range[1] - 1));
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  };
  if (isSeq(list) && list.items.length === indexes.length) {
    const key = locate(source, ['redirects'], 'key').line;
    const lines = spanOf(list);
    return lines.length > 0 ? Array.from({ length: lines[lines.length - 1] - key + 1 }, (_, i) => key + i) : [key];
  }
  const lines = isSeq(list) ? indexes.flatMap((index) => spanOf(list.items[index] as Node)) : [];
  return [...new Set(lines)].sort((a, b) => a - b);
}

/** The redirects of the site in its default language, each with what its page says (`moved`, site.config.yaml messages.pageMoved). */
export function siteRedirects(redirects: readonly OldAddress[], moved: string): Redirect[] {
  return redirects.map(({ from, to }) => ({ from, to, moved }));
}

/**
 * Each redirect in another language: the old address under the language's prefix (`/fr/real-estate`), leading
 * to the page's version in that language. `inLanguage` are the same redirects as the language's load made them,
 * their `to` already its route there (the translation turns every link of the site into the language's), their
 * `moved` in its words. An old address that is a page of the site (in any language) is left to its page; one
 * already under a language's prefix (`/fr/ancienne-adresse`) has no other version.
 */
export function redirectsInLanguage(inLanguage: readonly Redirect[], code: string, codes: readonly string[], isPage: (route: string) => boolean): Redirect[] {
  return inLanguage.flatMap((redirect) => {
    if (codes.some((other) => redirect.from === `/${other}` || redirect.from.startsWith(`/${other}/`))) return [];
    const from = prefixedRoute(redirect.from, code);
    return isPage(from) || routeOfAddress(redirect.to) === from ? [] : [{ ...redirect, from, lang: code }];
  });
}

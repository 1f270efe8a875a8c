import { load } from 'js-yaml';
import { headingsWithName, nameOfPage } from '../form/renamed-headings.ts';
import { isMap, isScalar, isSeq, parseDocument, stringify, type Node } from 'yaml';
import { openYamlDocument, type FieldPath, type YamlDocument } from '../form/document.ts';
import { keyOfName, slugOfName } from '../form/names.ts';
import { translationFile, translationOf } from '../../config/languages/languages.ts';

export { keyOfName, slugOfName };
import type { LinkToPage, PageChange, SiteEntry, SiteGroup } from '../contract.ts';
import type { SiteFiles } from './site-files.ts';
import { SITE_CONFIG } from './files.ts';
import type { InterfaceLanguage } from '../../interface/language.ts';
import { REFUSALS } from './refusals.ts';

/**
 * The site's files as a person knows them (pages by their title and route, grouped), and what makes,
 * renames and deletes a page without YAML: the file name and route come from the name, links to a page
 * follow it when it is renamed, and a page something links to is not deleted without a word.
 */

interface Read {
  stamp: string;
  data: unknown;
}
const reads = new Map<string, Read>();

/** The data of a YAML file, leniently (undefined when it cannot be read), kept while its text is the same. */
function dataOf(files: SiteFiles, file: string): unknown {
  const found = files.read(file);
  if (!found) return undefined;
  const key = `${files.id}\0${file}`;
  const cached = reads.get(key);
  if (cached?.stamp === found.hash) return cached.data;
  let data: unknown;
  try {
    data = load(found.text);
  } catch {
    data = undefined;
  }
  reads.set(key, { stamp: found.hash, data });
  return data;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const humanised = (file: string) => {
  const name = file.replace(/^.*\//, '').replace(/\.(ya?ml|tsv)$/, '').replace(/[-_]+/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * Every editable file with its group, the title a person knows it by and, for a page, its route. The
 * names of site.config.yaml and the shared files are the editor's own (REFUSALS' contentTitles), in `language`.
 */
export function siteEntries(files: SiteFiles, language: InterfaceLanguage = 'en'): SiteEntry[] {
  const { siteSettings, contentTitles } = REFUSALS[language];
  // a translation (about.fr.yaml) is edited from its source's Translate view, not as a file of its own
  return files.list().filter((path) => !translationOf(path)).map((path): SiteEntry => {
    if (path === SITE_CONFIG) return { path, group: 'settings', title: siteSettings };
    const data = dataOf(files, path) as Record<string, unknown> | undefined;
    if (path.startsWith('pages/')) {
      const industry = data?.industry as Record<string, unknown> | undefined;
      const group: SiteGroup = path.startsWith('pages/industries/') ? 'industries' : 'pages';
      const title = text(industry?.name) ?? text(data?.title) ?? humanised(path);
      return { path, group, title, ...(text(data?.route) ? { route: text(data?.route) } : {}) };
    }
    if (path.startsWith('content/catalogue/')) return { path, group: 'catalogue', title: text((data as { category?: unknown } | undefined)?.category) ?? humanised(path) };
    if (/videos\.ya?ml$/.test(path)) return { path, group: 'videos', title: contentTitles[path] ?? humanised(path) };
    return { path, group: 'settings', title: contentTitles[path] ?? humanised(path) };
  });
}

/** The routes of the site's pages, by file. */
function routes(files: SiteFiles): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of siteEntries(files)) if (entry.route) found.set(entry.route, entry.path);
  return found;
}

/** What a new page named `name` would be, in `folder`: its slug, file, route and (for an industry) key, or why it cannot (in `language`). */
export function newPagePlan(files: SiteFiles, folder: string, name: string, language: InterfaceLanguage = 'en'): { slug: string; path: string; route: string; key: string; problem?: string } {
  const say = REFUSALS[language];
  const slug = slugOfName(name);
  const path = `${folder}/${slug}.yaml`;
  const route = `/${slug}`;
  const key = keyOfName(name);
  if (!name.trim()) return { slug, path, route, key, problem: say.nameFirst };
  if (!slug) return { slug, path, route, key, problem: say.noLetterOrDigit(name) };
  if (folder === 'pages/industries' && !key) return { slug, path, route, key, problem: say.needsALetter(name) };
  const taken = routes(files).get(route);
  if (taken) return { slug, path, route, key, problem: say.routeTaken(route, taken) };
  if (files.read(path)) return { slug, path, route, key, problem: say.fileTaken(path) };
  return { slug, path, route, key };
}

/** A string of a YAML file that is a link to `route` (or to one of its sections, or with a query). */
const linksTo = (value: string, route: string) => value === route || value.startsWith(`${route}#`) || value.startsWith(`${route}?`);

/** Every place in the site's YAML that links to `route`, with its line; removable when it sits in a list item (a menu entry, a link of a list). */
export function linksToRoute(files: SiteFiles, route: string, except?: string): LinkToPage[] {
  const found: LinkToPage[] = [];
  for (const file of files.list()) {
    if (file === except || !/\.ya?ml$/.test(file)) continue;
    const source = files.read(file);
    if (!source || !source.text.includes(route)) continue;
    const doc = parseDocument(source.text);
    const lineOf = (offset: number) => source.text.slice(0, offset).split('\n').length;
    const walk = (node: Node | null | undefined, path: (string | number)[]) => {
      if (isMap(node)) {
        for (const pair of node.items) if (isScalar(pair.key)) walk(pair.value as Node, [...path, String(pair.key.value)]);
      } else if (isSeq(node)) {
        node.items.forEach((item, index) => walk(item as Node, [...path, index]));
      } else if (isScalar(node) && typeof node.value === 'string' && linksTo(node.value, route)) {
        const listIndex = path.findLastIndex((segment) => typeof segment === 'number');
        found.push({ file, line: lineOf(node.range?.[0] ?? 0), value: node.value, path, removable: listIndex >= 0 });
      }
    };
    walk(doc.contents as Node, []);
  }
  return found;
}

/**
 * The changes that rename the page of `path` to `name`: a new file and route, every link to it rewritten, the
 * old address kept (site.config.yaml `redirects`: it leads to the new one) and, with `headings`, its headings
 * that hold its old name given the new one; or why not, in `language`.
 */
export function renameChanges(files: SiteFiles, path: string, name: string, language: InterfaceLanguage = 'en', { headings = false }: { headings?: boolean } = {}): { changes: PageChange[]; route: string; newPath: string } | { problem: string } {
  const say = REFUSALS[language];
  const source = files.read(path);
  if (!source) return { problem: say.goneSince(path) };
  const data = dataOf(files, path) as { route?: unknown; industry?: { name?: unknown } } | undefined;
  const oldRoute = text(data?.route);
  if (!oldRoute) return { problem: say.noRouteToRename(path) };
  const folder = path.replace(/\/[^/]+$/, '');
  const plan = newPagePlan(files, folder, name, language);
  if (plan.route === oldRoute) return { problem: say.alreadyAt(oldRoute) };
  if (plan.problem) return { problem: plan.problem };
  const page = openYamlDocument(source.text);
  page.setField(['route'], plan.route);
  if (headings) for (const heading of headingsWithName(data, nameOfPage(data) ?? '', name)) page.setField(heading.path, heading.to);
  if (data?.industry && typeof data.industry.name === 'string') page.setField(['industry', 'name'], name.trim());
  const changes: PageChange[] = [
    { path, text: null, baseHash: source.hash },
    { path: plan.path, text: rewriteLinks(page.text(), oldRoute, plan.route), baseHash: null },
  ];
  // its translations (about.fr.yaml) move with it
  for (const translation of translationsOf(files, path)) {
    const current = files.read(translation.file)!;
    changes.push({ path: translation.file, text: null, baseHash: current.hash }, { path: translationFile(plan.path, translation.code), text: current.text, baseHash: null });
  }
  const byFile = groupBy(linksToRoute(files, oldRoute, path), (link) => link.file);
  // site.config.yaml gets the redirect, in the same change as its links to the page, if it has any
  if (files.read(SITE_CONFIG) && !byFile.has(SITE_CONFIG)) byFile.set(SITE_CONFIG, []);
  for (const [file, links] of byFile) {
    const other = files.read(file)!;
    const doc = openYamlDocument(other.text);
    // an old address is no link: only where a redirect leads follows the page (no redirect then leads to another)
    for (const link of links) if (!(file === SITE_CONFIG && isRedirectFrom(link.path))) doc.setField(link.path, plan.route + link.value.slice(oldRoute.length));
    if (file === SITE_CONFIG) keepOldAddress(doc, oldRoute, plan.route);
    changes.push({ path: file, text: doc.text(), baseHash: other.hash });
  }
  return { changes, route: plan.route, newPath: plan.path };
}

/** `redirects.<n>.from` of site.config.yaml. */
const isRedirectFrom = (path: (string | number)[]) => path.length === 3 && path[0] === 'redirects' && path[2] === 'from';

/**
 * In site.config.yaml: `from` (a renamed page's old address) leads to `to` (its new one), and no redirect from
 * `to` is left, since a page lives there again (renamed back: its old redirect would send visitors away from it).
 * The list is made when the site has none yet: at the end of the file, with a word on what it is (set in place,
 * it would land between the last section's values and the comments that close it).
 */
function keepOldAddress(config: YamlDocument, from: string, to: string): void {
  if (config.getField(['redirects']) === undefined) {
    const text = config.text();
    const list = stringify({ redirects: [{ from, to }] });
    return config.setText(`${text}${text === '' || text.endsWith('\n') ? '' : '\n'}\n# Old addresses: each leads visitors to the page that replaced it (renaming a page adds one).\n${list}`);
  }
  const redirects = () => {
    const listed = config.getField(['redirects']);
    return Array.isArray(listed) ? listed.map((item) => (item as { from?: unknown } | null)?.from) : [];
  };
  const now = redirects();
  for (let index = now.length - 1; index >= 0; index--) if (now[index] === to) config.removeItem(['redirects'], index);
  const listed = redirects().indexOf(from);
  if (listed >= 0) config.setField(['redirects', listed, 'to'], to);
  else config.addItem(['redirects'], { from, to });
}

/** Links inside the page itself (a section link to itself), moved along. */
function rewriteLinks(pageText: string, from: string, to: string): string {
  const doc = openYamlDocument(pageText);
  const walk = (value: unknown, path: FieldPath) => {
    if (typeof value === 'string' && linksTo(value, from) && path[0] !== 'route') doc.setField(path, to + value.slice(from.length));
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  walk(doc.getField([]), []);
  return doc.text();
}

/**
 * The changes that delete the page of `path`: refused while something links to it, unless
 * `removeLinks`, which removes the list items holding those links; a link that is not in a list (a
 * button's address) cannot be removed for the person: it is named, to change by hand. The problem is in `language`.
 */
export function deleteChanges(files: SiteFiles, path: string, removeLinks: boolean, language: InterfaceLanguage = 'en'): { changes: PageChange[] } | { problem: string; links: LinkToPage[] } {
  const say = REFUSALS[language];
  const source = files.read(path);
  if (!source) return { problem: say.goneSince(path), links: [] };
  const route = text((dataOf(files, path) as { route?: unknown } | undefined)?.route);
  const links = route ? linksToRoute(files, route, path) : [];
  if (links.length > 0 && !removeLinks) return { problem: say.linksToPage(links.length, route!), links };
  const fixed = links.filter((link) => !link.removable);
  if (fixed.length > 0) return { problem: say.linksNotInList(route!), links: fixed };
  const changes: PageChange[] = [{ path, text: null, baseHash: source.hash }];
  // and its translations: without their source they would be a problem
  for (const translation of translationsOf(files, path)) changes.push({ path: translation.file, text: null, baseHash: files.read(translation.file)!.hash });
  for (const [file, fileLinks] of groupBy(links, (link) => link.file)) {
    const other = files.read(file)!;
    const doc = openYamlDocument(other.text);
    // the items holding the links, deepest list first and from the end, so indexes stay right
    const items = fileLinks
      .map((link) => link.path.slice(0, link.path.findLastIndex((segment) => typeof segment === 'number') + 1))
      .sort((a, b) => b.length - a.length || Number(b.at(-1)) - Number(a.at(-1)));
    const done = new Set<string>();
    const removed = items.filter((item) => !done.has(item.join('/')) && done.add(item.join('/')));
    for (const item of removed) doc.removeItem(item.slice(0, -1), Number(item.at(-1)));
    changes.push({ path: file, text: doc.text(), baseHash: other.hash });
    // the same items out of its translations, which follow the source's list by position
    for (const translation of translationsOf(files, file)) {
      const current = files.read(translation.file)!;
      const translated = parseDocument(current.text);
      for (const item of removed) if (translated.hasIn(item)) translated.deleteIn(item);
      changes.push({ path: translation.file, text: translated.toString({ lineWidth: 0 }), baseHash: current.hash });
    }
  }
  return { changes };
}

/** The translation files of `path` (about.fr.yaml, about.ar.yaml for pages/about.yaml). */
function translationsOf(files: SiteFiles, path: string): { file: string; code: string }[] {
  return files.list().flatMap((file) => {
    const of = translationOf(file);
    return of && of.source === path ? [{ file, code: of.code }] : [];
  });
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

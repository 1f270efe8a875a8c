import { categoryIds, categoryImagePath, categoryStyle, normalizeCategoryName, resolveTechnologies, type CategoryStyle, type IndustryData, type IndustryRef, type UseCase } from '../../industry/model.ts';
import { industryUrls, needsOfIndustry } from '../../industry/urls.ts';
import type { IndustrySection } from '../../model/schema-types.generated.ts';
import { SEARCH_DATA_URL, toSearchData } from '../../search/data.ts';
import { slugOf } from '../../model/slug.ts';
import type { IconData, IndustryLoad, PageData } from '../../model/types.ts';
import type { ImageData } from '../../model/values.ts';
import { buildDate } from './build-date.ts';
import { say, type Said } from '../messages/messages.ts';
import { gzipSize } from './gzip-size.ts';

/** An industry section of a page (pages/industries/*.yaml) after schema validation and resolution. */
export type { IndustrySection };

export type IndustryPage = PageData & { industry?: IndustrySection };

type Report = (path: (string | number)[], problem: Said, target?: 'value' | 'key') => void;

/** Checks within one industry page that a schema cannot express: unique ids, use cases pointing at categories of the page. */
export function checkIndustryPage(page: IndustryPage, report: Report): void {
  const industry = page.industry;
  if (!industry) return;
  const categories = new Set<string>();
  industry.categories.forEach((category, index) => {
    if (categories.has(category.id)) report(['industry', 'categories', index, 'id'], say('category-id-twice', { id: category.id }));
    categories.add(category.id);
  });
  const useCases = new Set<string>();
  industry.useCases.forEach((useCase, index) => {
    if (useCases.has(useCase.id)) report(['industry', 'useCases', index, 'id'], say('use-case-id-twice', { id: useCase.id }));
    useCases.add(useCase.id);
    const links = categoryIds(useCase.categories);
    links.forEach((id, position) => {
      if (categories.has(id)) return;
      const at = Array.isArray(useCase.categories) ? ['industry', 'useCases', index, 'categories', position] : ['industry', 'useCases', index, 'categories'];
      report(at, say('unknown-category', { id, known: categories }));
    });
  });
}

/**
 * A checker of the industry keys across the site's pages, each page given once: a key another page took
 * first is reported on this page's key.
 */
export function industryKeyChecker(): (page: IndustryPage, file: string, report: Report) => void {
  const owners = new Map<string, string>();
  return (page, file, report) => {
    if (!page.industry) return;
    const owner = owners.get(page.industry.key);
    if (owner) report(['industry', 'key'], say('industry-key-taken', { key: page.industry.key, owner }));
    else owners.set(page.industry.key, file);
  };
}

export interface IndustryBuild {
  refs: IndustryRef[];
  /** URL path → JSON. */
  data: Record<string, unknown>;
}

/**
 * Turns the industry sections into the data files the browser loads (each industry's, and the search
 * data of /transform), the list of industries for the carousel, search and preload. Mutates the pages: the section is removed (it travels as data files,
 * not in the page JSON; the blocks that show it took what they need in their resolve hooks).
 */
export function buildIndustries(
  pages: IndustryPage[],
  /** A collection's items, valid and resolved, by its name (content/<name>.yaml). */
  collection: (name: string) => never[],
  fallback: CategoryStyle,
  imageAt: (src: string) => ImageData | undefined = () => undefined,
  asWritten?: AsWritten,
): IndustryBuild {
  const technologies: { id: string; name: string }[] = collection('technologies');
  const styles: { name: string; icon: IconData; gradient: [string, string] }[] = collection('category-styles');
  const { sourceName, technologyIdOf } = inSourceLanguage(asWritten);
  const styleByName = new Map(styles.map((s) => [normalizeCategoryName(s.name), { gradient: s.gradient, icon: s.icon }]));
  const technologyNames = new Map(technologies.map((t) => [t.id, t.name]));
  const data: Record<string, unknown> = { [industryUrls.technologies]: technologies };
  const refs: IndustryRef[] = [];
  const useCasesOf = new Map<string, UseCase[]>();
  const lastUpdated = buildDate().toISOString();

  // what an industry's files are made from besides its section
  const inputs = JSON.stringify([lastUpdated, technologies, styles, fallback]);
  for (const page of pages) {
    const industry = page.industry;
    if (!industry) continue;
    delete page.industry;
    const slug = slugOf(page.route);
    const { categories, useCases, full } = industryFiles(industry, slug, inputs, () => {
      const categories = industry.categories.map((c) => {
        const styledBy = sourceName(page.route, c.id) ?? c.name;
        const image = imageAt(categoryImagePath(styledBy));
        return { ...c, style: categoryStyle(styledBy, styleByName, fallback), ...(image && { image }) };
      });
      const useCases: UseCase[] = industry.useCases.map(({ technologies: techs, categories: links, ...rest }) => ({
        ...rest,
        technology: techs.map((t) => t.id),
        categories: categoryIds(links),
      }));
      const full: IndustryData = {
        slug,
        categories,
        useCases: useCases.map((u) => ({ ...u, technologyObjects: resolveTechnologies(u.technology, technologyNames) })),
        lastUpdated,
      };
      return { categories, useCases, full };
    });
    data[industryUrls.all(slug)] = full;
    useCasesOf.set(slug, full.useCases);
    // the two files of the two stages, only for an industry that loads in two (no page reads them otherwise)
    if (industry.stages === 2) {
      data[industryUrls.categories(slug)] = { slug, categories, lastUpdated };
      data[industryUrls.useCases(slug)] = { slug, useCases, lastUpdated };
    }

    const usage = new Map<string, number>();
    for (const u of useCases) for (const id of u.technology) usage.set(id, (usage.get(id) ?? 0) + 1);
    refs.push({
      slug,
      key: industry.key,
      route: page.route,
      name: industry.name,
      summary: industry.summary,
      stages: industry.stages,
      technologies:
        industry.cardTechnologies?.map((name) => technologyNames.get(technologyIdOf(name) ?? '') ?? name) ??
        [...usage.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, 4)
          .map(([id]) => technologyNames.get(id) ?? id),
    });
  }
  refs.sort((a, b) => a.name.localeCompare(b.name));
  data[industryUrls.index] = refs;
  data[SEARCH_DATA_URL] = toSearchData(
    refs.flatMap((ref) => useCasesOf.get(ref.slug)!.map((useCase) => ({ id: `${ref.slug}/${useCase.id}`, useCase, industry: { slug: ref.slug, name: ref.name, route: ref.route } }))),
  );
  return { refs, data };
}

/** In a language other than the source: the site's data as written in the source language (a page's by its route in the language, a collection's by its name). */
export interface AsWritten {
  page(route: string): unknown;
  collection(name: string): unknown;
}

/**
 * In another language: a category's name in the source language, which its style and photo are found by, and a
 * technology's id by its name in the source language (a card's technologies given by name, from Airtable).
 */
function inSourceLanguage(asWritten: AsWritten | undefined) {
  const categoryNames = new Map<string, Map<string, string>>();
  const namesOn = (route: string) => {
    let names = categoryNames.get(route);
    if (!names) {
      const categories = (asWritten?.page(route) as { industry?: { categories?: { id?: unknown; name?: unknown }[] } } | undefined)?.industry?.categories;
      names = new Map(Array.isArray(categories) ? categories.flatMap((c) => (typeof c?.id === 'string' && typeof c.name === 'string' ? [[c.id, c.name] as const] : [])) : []);
      categoryNames.set(route, names);
    }
    return names;
  };
  const technologies = asWritten?.collection('technologies');
  const technologyIds = new Map(Array.isArray(technologies) ? technologies.flatMap((t: { id?: unknown; name?: unknown }) => (typeof t?.id === 'string' && typeof t.name === 'string' ? [[t.name, t.id] as const] : [])) : []);
  return {
    sourceName: (route: string, categoryId: string) => namesOn(route).get(categoryId),
    technologyIdOf: (name: string) => technologyIds.get(name),
  };
}

/** What every page preloads (industryUrls.preloadedEverywhere), and what decided it. */
export interface PreloadPlan {
  list: IndustryLoad[];
  /** Every industry's data together passes the budget: how many were weighed before it did, and their weight. */
  pastBudget?: { weighed: number; gzipBytes: number };
}

/**
 * Every industry while the data a page would preload, compressed as a visitor downloads it, stays
 * within `withinKb` (001: every page preloads every industry); past it none, and each page preloads
 * the industry pages it links to (its `industryLinks`). Weighing stops at the first industry past the
 * budget, so a site of a thousand industries compresses a few dozen files, not a thousand.
 */
export function preloadedEverywhere(refs: IndustryRef[], data: Record<string, unknown>, withinKb: number): PreloadPlan {
  const budget = withinKb * 1024;
  const counted = new Set<string>();
  let gzipBytes = 0;
  for (const [index, ref] of refs.entries()) {
    for (const { url } of needsOfIndustry(ref, 0)) {
      if (counted.has(url)) continue; // the technologies, shared by the two-stage industries
      counted.add(url);
      gzipBytes += gzipBytesOf(data[url]);
    }
    if (gzipBytes > budget) return { list: [], pastBudget: { weighed: index + 1, gzipBytes } };
  }
  return { list: refs.map(({ slug, stages }) => ({ slug, stages })) };
}

/** The note `npm run validate` gives on the setting's line when every industry's data passes the budget. */
export function preloadPastBudget(past: NonNullable<PreloadPlan['pastBudget']>, industries: number, budgetKb: number): Said {
  const kb = Math.ceil(past.gzipBytes / 1024);
  return say('preload-past-budget', { industries, weighed: past.weighed, kb, budgetKb, perIndustryKb: Math.ceil(kb / past.weighed) });
}

function gzipBytesOf(value: unknown): number {
  return typeof value === 'object' && value !== null ? gzipSize(JSON.stringify(value)) : 0;
}

type IndustryFiles = { categories: IndustryData['categories']; useCases: UseCase[]; full: IndustryData };
/**
 * An industry's files as made last from the same section object and the same inputs: the dev server
 * keeps the sections of unchanged pages (LoadOptions.memo), so a save remakes the files of one industry.
 */
const madeFiles = new WeakMap<IndustrySection, { slug: string; inputs: string; files: IndustryFiles }>();

function industryFiles(industry: IndustrySection, slug: string, inputs: string, make: () => IndustryFiles): IndustryFiles {
  const made = madeFiles.get(industry);
  if (made && made.slug === slug && made.inputs === inputs) return made.files;
  const files = make();
  madeFiles.set(industry, { slug, inputs, files });
  return files;
}

/**
 * The industry pages a page links to: routes of industries named anywhere in its blocks or in the
 * shell's links (shown on every page), in the order of `refs`, itself left out. Blocks listing every
 * industry read the index at run time, so their cards are not counted.
 */
export function industryLinker(shellLinks: unknown, refs: IndustryRef[]): (page: PageData) => IndustryLoad[] {
  const order = new Map(refs.map((ref, index) => [ref.route, { index, load: { slug: ref.slug, stages: ref.stages } }]));
  const inShell = namedRoutes(shellLinks);
  return (page) =>
    [...namedRoutes(page.blocks, new Set(inShell))]
      .flatMap((route) => (route !== page.route && order.has(route) ? [order.get(route)!] : []))
      .sort((a, b) => a.index - b.index)
      .map((found) => found.load);
}

/** Every string in `value`, without its query or fragment: the routes it may name. */
function namedRoutes(value: unknown, named = new Set<string>()): Set<string> {
  if (typeof value === 'string') named.add(value.replace(/[?#].*$/, ''));
  else if (Array.isArray(value)) value.forEach((item) => namedRoutes(item, named));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => namedRoutes(item, named));
  return named;
}

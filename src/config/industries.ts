import { categoryIds, categoryImagePath, categoryStyle, normalizeCategoryName, resolveTechnologies, type CategoryStyle, type IndustryData, type IndustryRef, type UseCase } from '../industry/model.ts';
import { industryUrls } from '../industry/data.ts';
import type { IndustrySection } from '../model/schema-types.generated.ts';
import { SEARCH_DATA_URL, toSearchData } from '../search/data.ts';
import { slugOf } from '../model/slug.ts';
import type { IconData, PageData } from '../model/types.ts';
import type { ImageData } from '../model/values.ts';
import { say, type Said } from './messages.ts';

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
  technologies: { id: string; name: string }[],
  styles: { name: string; icon: IconData; gradient: [string, string] }[],
  fallback: CategoryStyle,
  imageAt: (src: string) => ImageData | undefined = () => undefined,
): IndustryBuild {
  const styleByName = new Map(styles.map((s) => [normalizeCategoryName(s.name), { gradient: s.gradient, icon: s.icon }]));
  const technologyNames = new Map(technologies.map((t) => [t.id, t.name]));
  const data: Record<string, unknown> = { [industryUrls.technologies]: technologies };
  const refs: IndustryRef[] = [];
  const useCasesOf = new Map<string, UseCase[]>();
  const lastUpdated = new Date().toISOString();

  for (const page of pages) {
    const industry = page.industry;
    if (!industry) continue;
    delete page.industry;
    const slug = slugOf(page.route);
    const categories = industry.categories.map((c) => {
      const image = imageAt(categoryImagePath(c.name));
      return { ...c, style: categoryStyle(c.name, styleByName, fallback), ...(image && { image }) };
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
    data[industryUrls.all(slug)] = full;
    useCasesOf.set(slug, full.useCases);
    data[industryUrls.categories(slug)] = { slug, categories, lastUpdated };
    data[industryUrls.useCases(slug)] = { slug, useCases, lastUpdated };

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
        industry.cardTechnologies ??
        [...usage.entries()]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, 4)
          .map(([id]) => technologyNames.get(id) ?? id),
    });
  }
  refs.sort((a, b) => a.name.localeCompare(b.name));
  data[SEARCH_DATA_URL] = toSearchData(
    refs.flatMap((ref) => useCasesOf.get(ref.slug)!.map((useCase) => ({ id: `${ref.slug}/${useCase.id}`, useCase, industry: { slug: ref.slug, name: ref.name, route: ref.route } }))),
  );
  return { refs, data };
}

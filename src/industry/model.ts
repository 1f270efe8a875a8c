import type { ImageData } from '../model/values.ts';
import type { IconData, IndustryRef } from '../model/types.ts';

export type { IndustryRef };

/** The industry data sent to the browser, and the rules shared by the build and the browser. */

export interface Technology {
  id: string;
  name: string;
}

export interface CategoryStyle {
  gradient: [string, string];
  icon: IconData;
}

export interface IndustryCategory {
  id: string;
  name: string;
  description: string;
  style: CategoryStyle;
  /** Its photo, when public/ has one at categoryImagePath(name); else the designed gradient shows alone. */
  image?: ImageData;
}

/** Where a category's photo is looked for (001): /assets/images/{lower-cased name, spaces as hyphens}.jpg. */
export function categoryImagePath(name: string): string {
  return `/assets/images/${normalizeCategoryName(name).toLowerCase().replace(/ /g, '-')}.jpg`;
}

export interface UseCase {
  id: string;
  title: string;
  description: string;
  advantage: string;
  example: string;
  application: string;
  /** Technology ids. */
  technology: string[];
  /** The ids resolved to names (present once technologies are known). */
  technologyObjects?: Technology[];
  /** Ids of the categories it belongs to. */
  categories: string[];
}

/** What a search result shows of a use case; its long texts may be missing (they come from the industry data). */
export type UseCaseSummary = Pick<UseCase, 'id' | 'title' | 'description' | 'technologyObjects'>;

/** Whether a summary is in fact the whole use case, long texts included. */
export function isWholeUseCase(useCase: UseCaseSummary): useCase is UseCase {
  const texts = useCase as Partial<UseCase>;
  return typeof texts.advantage === 'string' && typeof texts.example === 'string' && typeof texts.application === 'string';
}

/** /_data/industries/<slug>.json: everything, for industries that load in one stage. */
export interface IndustryData {
  slug: string;
  categories: IndustryCategory[];
  useCases: UseCase[];
  lastUpdated: string;
}

/** Category names are compared after trimming and collapsing spaces and line breaks. */
export function normalizeCategoryName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The style of a category by its (normalised) exact name, or the default style. */
export function categoryStyle(name: string, styles: ReadonlyMap<string, CategoryStyle>, fallback: CategoryStyle): CategoryStyle {
  return styles.get(normalizeCategoryName(name)) ?? fallback;
}

/** A use case links to one category id or to a list of them. */
export function categoryIds(link: string | string[] | undefined | null): string[] {
  if (link === undefined || link === null || link === '') return [];
  return Array.isArray(link) ? link : [link];
}

/** The use cases that reference a category, in their order. */
export function useCasesOf(categoryId: string, useCases: readonly UseCase[]): UseCase[] {
  return useCases.filter((useCase) => useCase.categories.includes(categoryId));
}

/** Technology ids to {id, name}; an unknown id is shown as the id with underscores turned into spaces. */
export function resolveTechnologies(ids: readonly string[], known: ReadonlyMap<string, string>): Technology[] {
  return ids.map((id) => ({ id, name: known.get(id) ?? id.replace(/_/g, ' ') }));
}

import type { IndustryCategoriesBlock } from '../../model/schema-types.generated.ts';

/** The block as the browser receives it: where its page's industry data lives and how it loads (its resolve hook adds it). */
export type ResolvedIndustryCategories = IndustryCategoriesBlock & {
  industry: { slug: string; stages: 1 | 2; skeletons: number; loadingText: string; errorText?: string };
};

import type { BlockData } from '../../model/types.ts';

/** The industry-categories block after the build resolved its page's industry. */
export interface IndustryCategoriesBlock extends BlockData {
  heading?: string;
  intro?: string;
  industry: { slug: string; stages: 1 | 2; skeletons: number; loadingText: string; errorText?: string };
}

import type { ResolveContext } from '../../config/site/block-resolve.ts';
import { say } from '../../config/messages/messages.ts';
import type { IndustryCategoriesBlock } from '../../model/schema-types.generated.ts';
import type { ResolvedIndustryCategories } from './types.ts';

/** The block shows its page's industry section: it receives where the data lives and how it loads. */
export function resolve(block: IndustryCategoriesBlock, context: ResolveContext): ResolvedIndustryCategories | IndustryCategoriesBlock {
  const industry = context.show('industry');
  if (!industry) {
    context.problem(['type'], say('industry-section-missing'));
    return block;
  }
  const { stages, skeletons, loadingText, errorText } = industry;
  return { ...block, industry: { slug: context.page.slug, stages, skeletons, loadingText, errorText } };
}

import type { IndustryStatus } from '../../industry/StatusChip.tsx';
import type { HeroBlock } from '../../model/schema-types.generated.ts';

/**
 * The hero as the browser receives it: its schema's fields, on an industry page the status chip its
 * resolve hook adds, and the lighter copy of its background video for phones that the build makes.
 */
export type ResolvedHero = HeroBlock & { status?: IndustryStatus; background?: { phoneVideo?: string } };

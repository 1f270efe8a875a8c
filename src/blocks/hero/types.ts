import type { IndustryStatus } from '../../industry/StatusChip.tsx';
import type { HeroBlock } from '../../model/schema-types.generated.ts';

/** The hero as the browser receives it: its schema's fields and, on an industry page, the status chip its resolve hook adds. */
export type ResolvedHero = HeroBlock & { status?: IndustryStatus };

import type { UseCaseCatalogueBlock } from '../../model/schema-types.generated.ts';

type Sector = UseCaseCatalogueBlock['sectors'][number];

/**
 * The catalogue as the browser receives it: each sector also holds how many agents it has and where
 * its rows are (its resolve hook adds them); the rows load when the sector is chosen.
 */
export type ResolvedUseCaseCatalogue = Omit<UseCaseCatalogueBlock, 'sectors'> & { sectors: [ResolvedSector, ...ResolvedSector[]] };

type ResolvedSector = Sector & { count: number; rowsUrl: string };

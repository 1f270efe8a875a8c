export type { UseCaseSearchBlock } from '../../model/schema-types.generated.ts';


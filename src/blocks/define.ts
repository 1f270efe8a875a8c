import type { ComponentType } from 'react';
import type { DataNeed } from '../runtime/queries.ts';
import type { PageBlockTypes } from '../model/schema-types.generated.ts';
import type { BlockData, BlockProps, Hydration, ShellData } from '../model/types.ts';

/**
 * What the registry knows of one block type. `Authored` is the block as its schema describes it
 * (generated from schemas/blocks/<type>.schema.json); `Resolved` is what the browser receives: the
 * same, or more when the block's resolve hook adds fields. Browser code: the hook's context type lives in
 * the config pipeline (src/config/site/block-resolve.ts), so it is `never` here.
 */
export interface BlockDefinition<Authored extends BlockData, Resolved extends Authored = Authored> {
  type: Authored['type'];
  /** The block's component, loaded on demand: one chunk per block type. */
  load: () => Promise<{ default: ComponentType<BlockProps<Resolved>> }>;
  /** When it hydrates: the same for every block of the type, or decided by the block's data. */
  hydrate: Hydration | ((block: Resolved) => Hydration);
  /**
   * Data the block fetches at run time (react-query keys, JSON URLs and how long to keep them). The
   * prerenderer renders the HTML with it and, for a block hydrating at load, embeds it in the page; a
   * block hydrating later fetches it when its hydration starts, and after a client-side navigation.
   */
  data?: (block: Resolved, shell: ShellData) => DataNeed[];
  /**
   * The block's build-time hook, src/blocks/<type>/resolve.ts (Node only: the client build replaces
   * it with an empty module): derives what the block needs from the site, reports mistakes (and may
   * give the block back as written when it did: the site is not built then).
   */
  resolve?: () => Promise<{ resolve: (block: Authored, context: never) => Resolved | Authored }>;
}

/**
 * One block type's entry in the registry: the block as written is its schema's generated type; what the
 * browser receives is inferred from its component's props (and its resolve hook's result), so tsc holds
 * schema, hook and component together.
 */
export function defineBlock<Type extends keyof PageBlockTypes, Resolved extends PageBlockTypes[Type] = PageBlockTypes[Type]>(
  type: Type,
  definition: Omit<BlockDefinition<PageBlockTypes[Type], Resolved>, 'type'>,
): BlockDefinition<PageBlockTypes[Type], Resolved> {
  return { type, ...definition };
}

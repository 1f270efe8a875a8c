import type { ComponentType } from 'react';
import type { DataNeed } from '../data/run-time.ts';
import type { BlockData, BlockProps, Hydration } from '../model/types.ts';
import type { HeroBlock, HowItWorksBlock } from '../model/schema-types.generated.ts';
import { heroData } from './hero/data.ts';
import { industryCategoriesData } from './industry-categories/data.ts';
import { catalogueData } from './use-case-catalogue/data.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block narrows its own props
export type BlockComponent = ComponentType<BlockProps<any>>;
type BlockModule = { default: BlockComponent };

export interface BlockEntry {
  /** The block's component, loaded on demand: one chunk per block type. */
  load: () => Promise<BlockModule>;
  /** When it hydrates: the same for every block of the type, or decided by the block's data. */
  hydrate: Hydration | ((block: never) => Hydration);
  /**
   * Data the block fetches at run time (react-query keys and JSON URLs). The prerenderer renders the
   * HTML with it and, for a block hydrating at load, embeds it in the page; a block hydrating later
   * fetches it when its hydration starts, and after a client-side navigation the block fetches it.
   */
  data?: (block: never) => DataNeed[];
  /**
   * The block's build-time hook, src/blocks/<type>/resolve.ts (Node only: the client build replaces
   * it with an empty module): derives what the block needs from the site model, reports mistakes.
   * Its signature is BlockResolver (src/config/block-resolve.ts), which browser code does not import.
   */
  resolve?: () => Promise<{ resolve: (block: never, context: never) => BlockData }>;
}

/**
 * The one registry of block types. A block is a folder src/blocks/<type>/ (index.tsx, its CSS and,
 * when it derives data at build time, resolve.ts) plus schemas/blocks/<type>.schema.json. Data written
 * in YAML is declared in that schema and resolved by the config pipeline (x-ref items of content/
 * collections, x-icon and x-logo SVG data, x-asset and x-link checked); data derived from the rest of
 * the site comes from the block's resolve hook; data loaded at run time is declared here.
 */
export const blockRegistry: Record<string, BlockEntry> = {
  hero: {
    load: () => import('./hero/index.tsx'),
    // a looping video needs the script to start it muted, or to hold it still under reduced motion
    hydrate: (hero: HeroBlock) => (hero.background?.video ? 'visible' : 'never'),
    data: heroData,
    resolve: () => import('./hero/resolve.ts'),
  },
  'page-header': { load: () => import('./page-header/index.tsx'), hydrate: 'never' },
  'card-grid': { load: () => import('./card-grid/index.tsx'), hydrate: 'never' },
  stats: { load: () => import('./stats/index.tsx'), hydrate: 'never' },
  'logo-strip': { load: () => import('./logo-strip/index.tsx'), hydrate: 'visible' },
  'how-it-works': {
    load: () => import('./how-it-works/index.tsx'),
    hydrate: (block: HowItWorksBlock) => (block.steps.some((step) => step.video) ? 'visible' : 'never'),
  },
  slideshow: { load: () => import('./slideshow/index.tsx'), hydrate: 'visible' },
  prose: { load: () => import('./prose/index.tsx'), hydrate: 'never' },
  cta: { load: () => import('./cta/index.tsx'), hydrate: 'never' },
  'contact-form': { load: () => import('./contact-form/index.tsx'), hydrate: 'load' },
  'industry-categories': {
    load: () => import('./industry-categories/index.tsx'),
    hydrate: 'visible',
    data: industryCategoriesData,
    resolve: () => import('./industry-categories/resolve.ts'),
  },
  'industry-grid': { load: () => import('./industry-grid/index.tsx'), hydrate: 'never' },
  'use-case-search': { load: () => import('./use-case-search/index.tsx'), hydrate: 'load' },
  'use-case-catalogue': {
    load: () => import('./use-case-catalogue/index.tsx'),
    hydrate: 'load',
    data: catalogueData,
    resolve: () => import('./use-case-catalogue/resolve.ts'),
  },
  'feature-accordion': { load: () => import('./feature-accordion/index.tsx'), hydrate: 'visible' },
  'explainer-cards': { load: () => import('./explainer-cards/index.tsx'), hydrate: 'visible' },
  counter: { load: () => import('./counter/index.tsx'), hydrate: 'visible' },
  'video-carousel': { load: () => import('./video-carousel/index.tsx'), hydrate: 'visible' },
  'video-library': { load: () => import('./video-library/index.tsx'), hydrate: 'visible' },
  'code-tabs': { load: () => import('./code-tabs/index.tsx'), hydrate: 'visible' },
};

/** The runtime data needs of a page's blocks. */
export function dataNeedsOf(blocks: BlockData[]): DataNeed[] {
  return blocks.flatMap((block) => blockRegistry[block.type]?.data?.(block as never) ?? []);
}

/** How this block's prerendered HTML becomes interactive (an unknown type never hydrates). */
export function hydrationOf(block: BlockData): Hydration {
  const hydrate = blockRegistry[block.type]?.hydrate ?? 'never';
  return typeof hydrate === 'function' ? hydrate(block as never) : hydrate;
}

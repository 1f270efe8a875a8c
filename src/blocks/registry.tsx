import type { ComponentType } from 'react';
import type { DataNeed } from '../runtime/queries.ts';
import type { BlockData, BlockProps, Hydration, ShellData } from '../model/types.ts';
import type { PageBlockTypes } from '../model/schema-types.generated.ts';
import { defineBlock, type BlockDefinition } from './define.ts';
import { industryIndexNeed } from '../industry/urls.ts';
import { heroData } from './hero/data.ts';
import { industryCategoriesData } from './industry-categories/data.ts';
import { catalogueData } from './use-case-catalogue/data.ts';

/**
 * The one registry of block types. A block is a folder src/blocks/<type>/ (index.tsx, its CSS and,
 * when it derives data at build time, resolve.ts and the resolved type in types.ts) plus
 * schemas/blocks/<type>.schema.json. Data written in YAML is declared in that schema and resolved by
 * the config pipeline (x-ref items of content/ collections, x-icon and x-logo SVG data, x-asset and
 * x-link checked); data derived from the rest of the site comes from the block's resolve hook; data
 * loaded at run time is declared here. tsc holds it to the schemas: each type page.schema.json lists
 * has its entry, typed by its generated type, and no other.
 */
export const blockRegistry = {
  hero: defineBlock('hero', {
    load: () => import('./hero/index.tsx'),
    // a looping video needs the script to start it muted, or to hold it still under reduced motion
    hydrate: (hero) => (hero.background?.video ? 'visible' : 'never'),
    data: heroData,
    resolve: () => import('./hero/resolve.ts'),
  }),
  'page-header': defineBlock('page-header', { load: () => import('./page-header/index.tsx'), hydrate: 'never' }),
  'card-grid': defineBlock('card-grid', { load: () => import('./card-grid/index.tsx'), hydrate: 'never' }),
  stats: defineBlock('stats', { load: () => import('./stats/index.tsx'), hydrate: 'never' }),
  'logo-strip': defineBlock('logo-strip', { load: () => import('./logo-strip/index.tsx'), hydrate: 'visible' }),
  'how-it-works': defineBlock('how-it-works', {
    load: () => import('./how-it-works/index.tsx'),
    hydrate: (block) => (block.steps.some((step) => step.video) ? 'visible' : 'never'),
  }),
  slideshow: defineBlock('slideshow', { load: () => import('./slideshow/index.tsx'), hydrate: 'visible' }),
  prose: defineBlock('prose', { load: () => import('./prose/index.tsx'), hydrate: 'never' }),
  cta: defineBlock('cta', { load: () => import('./cta/index.tsx'), hydrate: 'never' }),
  'contact-form': defineBlock('contact-form', { load: () => import('./contact-form/index.tsx'), hydrate: 'load' }),
  'industry-categories': defineBlock('industry-categories', {
    load: () => import('./industry-categories/index.tsx'),
    hydrate: 'visible',
    data: industryCategoriesData,
    resolve: () => import('./industry-categories/resolve.ts'),
  }),
  // both show every industry page: the list is a file of its own, fetched once (not in every page's shell)
  'industry-grid': defineBlock('industry-grid', { load: () => import('./industry-grid/index.tsx'), hydrate: 'never', data: () => [industryIndexNeed] }),
  'use-case-search': defineBlock('use-case-search', { load: () => import('./use-case-search/index.tsx'), hydrate: 'load', data: () => [industryIndexNeed] }),
  'use-case-catalogue': defineBlock('use-case-catalogue', {
    load: () => import('./use-case-catalogue/index.tsx'),
    hydrate: 'load',
    data: catalogueData,
    resolve: () => import('./use-case-catalogue/resolve.ts'),
  }),
  'feature-accordion': defineBlock('feature-accordion', { load: () => import('./feature-accordion/index.tsx'), hydrate: 'visible' }),
  'explainer-cards': defineBlock('explainer-cards', { load: () => import('./explainer-cards/index.tsx'), hydrate: 'visible' }),
  counter: defineBlock('counter', { load: () => import('./counter/index.tsx'), hydrate: 'visible' }),
  'video-carousel': defineBlock('video-carousel', { load: () => import('./video-carousel/index.tsx'), hydrate: 'visible' }),
  'video-library': defineBlock('video-library', { load: () => import('./video-library/index.tsx'), hydrate: 'visible' }),
  'code-tabs': defineBlock('code-tabs', { load: () => import('./code-tabs/index.tsx'), hydrate: 'visible' }),
} satisfies { [Type in keyof PageBlockTypes]: BlockDefinition<PageBlockTypes[Type], AnyResolved> };

/** The resolved type varies per block; the map above keeps each entry's own, checked by defineBlock. */
type AnyResolved = any;

export type BlockType = keyof typeof blockRegistry;

/** A block of type `Type` as the browser receives it (after its resolve hook); without `Type`, any block. */
export type Block<Type extends BlockType = BlockType> = { [T in Type]: ResolvedOf<(typeof blockRegistry)[T]> }[Type];

type ResolvedOf<Definition> = Definition extends BlockDefinition<infer _Authored, infer Resolved> ? Resolved : never;

/** A block's component, whatever its type (each block narrows its own props). */
export type BlockComponent = ComponentType<BlockProps<any>>;

/** What the app needs of any entry, whatever its block type. */
interface AnyEntry {
  load: () => Promise<{ default: BlockComponent }>;
  hydrate: Hydration | ((block: BlockData) => Hydration);
  data?: (block: BlockData, shell: ShellData) => DataNeed[];
  resolve?: () => Promise<{ resolve: (block: BlockData, context: never) => BlockData }>;
}

/** Every block type the registry knows. */
export const blockTypes = Object.keys(blockRegistry) as BlockType[];

/** The registry's entry for a block type read from data (undefined for a type it does not know). */
export function entryOf(type: string): AnyEntry | undefined {
  return Object.hasOwn(blockRegistry, type) ? (blockRegistry[type as BlockType] as AnyEntry) : undefined;
}

/** The runtime data needs of a page's blocks. */
export function dataNeedsOf(blocks: BlockData[], shell: ShellData): DataNeed[] {
  return blocks.flatMap((block) => entryOf(block.type)?.data?.(block, shell) ?? []);
}

/** How this block's prerendered HTML becomes interactive (an unknown type never hydrates). */
export function hydrationOf(block: BlockData): Hydration {
  const hydrate = entryOf(block.type)?.hydrate ?? 'never';
  return typeof hydrate === 'function' ? hydrate(block) : hydrate;
}

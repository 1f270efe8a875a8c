import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSite } from '../ui/site-context.tsx';
import { needsOfIndustry, type DataNeed } from '../industry/data.ts';
import type { BlockData, BlockProps } from '../model/types.ts';
import type { IndustryCategoriesBlock } from './industry-categories/types.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block narrows its own props
type BlockModule = { default: ComponentType<BlockProps<any>> };

export interface BlockEntry {
  /** The block's component, loaded on demand: one chunk per block type. */
  load: () => Promise<BlockModule>;
  /**
   * Data the block fetches at run time (react-query keys and JSON URLs). The prerenderer loads it
   * into the page's HTML; after a client-side navigation the block fetches it.
   */
  data?: (block: BlockData) => DataNeed[];
}

/**
 * The one registry of block types. A block is a folder src/blocks/<type>/ (index.tsx and its CSS)
 * plus schemas/blocks/<type>.schema.json. Data known at build time is declared in that schema and
 * resolved by the config pipeline (x-ref items of content/ collections, x-icon and x-logo SVG data,
 * x-asset and x-link checked); data loaded at run time is declared here.
 */
export const blockRegistry: Record<string, BlockEntry> = {
  hero: { load: () => import('./hero/index.tsx') },
  'page-header': { load: () => import('./page-header/index.tsx') },
  'card-grid': { load: () => import('./card-grid/index.tsx') },
  stats: { load: () => import('./stats/index.tsx') },
  'logo-strip': { load: () => import('./logo-strip/index.tsx') },
  'how-it-works': { load: () => import('./how-it-works/index.tsx') },
  slideshow: { load: () => import('./slideshow/index.tsx') },
  prose: { load: () => import('./prose/index.tsx') },
  cta: { load: () => import('./cta/index.tsx') },
  'contact-form': { load: () => import('./contact-form/index.tsx') },
  'industry-categories': {
    load: () => import('./industry-categories/index.tsx'),
    data: (block) => needsOfIndustry((block as IndustryCategoriesBlock).industry),
  },
  'industry-grid': { load: () => import('./industry-grid/index.tsx') },
  'use-case-search': { load: () => import('./use-case-search/index.tsx') },
  'use-case-catalogue': { load: () => import('./use-case-catalogue/index.tsx') },
  'feature-accordion': { load: () => import('./feature-accordion/index.tsx') },
  'explainer-cards': { load: () => import('./explainer-cards/index.tsx') },
  counter: { load: () => import('./counter/index.tsx') },
  'video-carousel': { load: () => import('./video-carousel/index.tsx') },
  'video-library': { load: () => import('./video-library/index.tsx') },
  'code-tabs': { load: () => import('./code-tabs/index.tsx') },
};

/** The runtime data needs of a page's blocks. */
export function dataNeedsOf(blocks: BlockData[]): DataNeed[] {
  return blocks.flatMap((block) => blockRegistry[block.type]?.data?.(block) ?? []);
}

const loaded = new Map<string, BlockModule['default']>();
const lazyComponents = new Map<string, LazyExoticComponent<BlockModule['default']>>();

/** Loads the code of these block types; afterwards they render without suspending (needed before hydration). */
export async function preloadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(types)].map(async (type) => {
      const entry = blockRegistry[type];
      if (entry && !loaded.has(type)) loaded.set(type, (await entry.load()).default);
    }),
  );
}

function componentFor(type: string) {
  const ready = loaded.get(type);
  if (ready) return ready;
  const entry = blockRegistry[type];
  if (!entry) return undefined;
  let component = lazyComponents.get(type);
  if (!component) {
    component = lazy(entry.load);
    lazyComponents.set(type, component);
  }
  return component;
}

function BlockFailure() {
  const { messages } = useSite();
  return (
    <div className="block-failure" role="status">
      {messages.blockError}
    </div>
  );
}

/** One block of a page, isolated: a failure or a slow chunk affects only this block. */
export function BlockView({ block }: { block: BlockData }) {
  const Component = componentFor(block.type);
  if (!Component) return <BlockFailure />;
  return (
    <ErrorBoundary fallback={<BlockFailure />} resetKey={block}>
      <Suspense fallback={<div className="block-loading" aria-busy="true" />}>
        <Component block={block} />
      </Suspense>
    </ErrorBoundary>
  );
}

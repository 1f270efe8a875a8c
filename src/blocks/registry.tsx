import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSite } from '../ui/site-context.tsx';
import type { DataNeed } from '../industry/data.ts';
import type { BlockData, BlockProps } from '../model/types.ts';
import { industryCategoriesData } from './industry-categories/data.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block narrows its own props
type BlockModule = { default: ComponentType<BlockProps<any>> };

/**
 * When a block's prerendered HTML becomes interactive: never (static content: it ships no JavaScript
 * of its own on a first visit), at load, when it comes into view, when the browser is idle, or at the
 * visitor's first interaction with it.
 */
export type Hydration = 'never' | 'load' | 'visible' | 'idle' | 'interaction';

export interface BlockEntry {
  /** The block's component, loaded on demand: one chunk per block type. */
  load: () => Promise<BlockModule>;
  hydrate: Hydration;
  /**
   * Data the block fetches at run time (react-query keys and JSON URLs). The prerenderer loads it
   * into the page's HTML; after a client-side navigation the block fetches it.
   */
  data?: (block: BlockData) => DataNeed[];
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
  hero: { load: () => import('./hero/index.tsx'), hydrate: 'interaction', resolve: () => import('./hero/resolve.ts') },
  'page-header': { load: () => import('./page-header/index.tsx'), hydrate: 'interaction' },
  'card-grid': { load: () => import('./card-grid/index.tsx'), hydrate: 'never' },
  stats: { load: () => import('./stats/index.tsx'), hydrate: 'never' },
  'logo-strip': { load: () => import('./logo-strip/index.tsx'), hydrate: 'visible' },
  'how-it-works': { load: () => import('./how-it-works/index.tsx'), hydrate: 'never' },
  slideshow: { load: () => import('./slideshow/index.tsx'), hydrate: 'visible' },
  prose: { load: () => import('./prose/index.tsx'), hydrate: 'never' },
  cta: { load: () => import('./cta/index.tsx'), hydrate: 'interaction' },
  'contact-form': { load: () => import('./contact-form/index.tsx'), hydrate: 'visible' },
  'industry-categories': {
    load: () => import('./industry-categories/index.tsx'),
    hydrate: 'load',
    data: industryCategoriesData,
    resolve: () => import('./industry-categories/resolve.ts'),
  },
  'industry-grid': { load: () => import('./industry-grid/index.tsx'), hydrate: 'never' },
  'use-case-search': { load: () => import('./use-case-search/index.tsx'), hydrate: 'load' },
  'use-case-catalogue': { load: () => import('./use-case-catalogue/index.tsx'), hydrate: 'load', resolve: () => import('./use-case-catalogue/resolve.ts') },
  'feature-accordion': { load: () => import('./feature-accordion/index.tsx'), hydrate: 'visible' },
  'explainer-cards': { load: () => import('./explainer-cards/index.tsx'), hydrate: 'visible' },
  counter: { load: () => import('./counter/index.tsx'), hydrate: 'visible' },
  'video-carousel': { load: () => import('./video-carousel/index.tsx'), hydrate: 'visible' },
  'video-library': { load: () => import('./video-library/index.tsx'), hydrate: 'visible' },
  'code-tabs': { load: () => import('./code-tabs/index.tsx'), hydrate: 'visible' },
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

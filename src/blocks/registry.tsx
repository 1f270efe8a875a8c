import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSite } from '../app/site-context.tsx';
import type { BlockData } from '../model/types.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';

export interface BlockProps<T extends BlockData = BlockData> {
  block: T;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block narrows its own props
type BlockModule = { default: ComponentType<BlockProps<any>> };

/**
 * The one registry of block types: type → its component, loaded on demand (one chunk per type).
 * A block is a folder src/blocks/<type>/ (index.tsx and its CSS) plus schemas/blocks/<type>.schema.json.
 * Its data needs are declared in that schema and resolved at build time by the config pipeline:
 * x-ref (items of content/ collections), x-icon and x-logo (SVG data), x-asset and x-link (checked).
 */
export const blockRegistry: Record<string, () => Promise<BlockModule>> = {
  hero: () => import('./hero/index.tsx'),
  'page-header': () => import('./page-header/index.tsx'),
  'card-grid': () => import('./card-grid/index.tsx'),
  stats: () => import('./stats/index.tsx'),
  'logo-strip': () => import('./logo-strip/index.tsx'),
  'how-it-works': () => import('./how-it-works/index.tsx'),
  slideshow: () => import('./slideshow/index.tsx'),
  prose: () => import('./prose/index.tsx'),
  cta: () => import('./cta/index.tsx'),
  'contact-form': () => import('./contact-form/index.tsx'),
};

const loaded = new Map<string, BlockModule['default']>();
const lazyComponents = new Map<string, LazyExoticComponent<BlockModule['default']>>();

/** Loads the code of these block types; afterwards they render without suspending (needed before hydration). */
export async function preloadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(types)].map(async (type) => {
      const load = blockRegistry[type];
      if (load && !loaded.has(type)) loaded.set(type, (await load()).default);
    }),
  );
}

function componentFor(type: string) {
  const ready = loaded.get(type);
  if (ready) return ready;
  const load = blockRegistry[type];
  if (!load) return undefined;
  let component = lazyComponents.get(type);
  if (!component) {
    component = lazy(load);
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

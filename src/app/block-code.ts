import { lazy, type LazyExoticComponent } from 'react';
import { entryOf, type BlockComponent } from '../blocks/registry.tsx';

/** The code of each block type, loaded on demand (one chunk per type) and kept once loaded. */
const loaded = new Map<string, BlockComponent>();
const lazyComponents = new Map<string, LazyExoticComponent<BlockComponent>>();

/** Loads the code of one block type (undefined for a type the registry does not know). */
export async function loadBlockCode(type: string): Promise<BlockComponent | undefined> {
  const ready = loaded.get(type);
  if (ready) return ready;
  const entry = entryOf(type);
  if (!entry) return undefined;
  const component = (await entry.load()).default;
  loaded.set(type, component);
  return component;
}

/** Loads the code of these block types; afterwards they render without suspending (needed before hydration). */
export async function preloadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].map(loadBlockCode));
}

/** The component of a block type: at once when its code is loaded, else one that suspends while it loads. */
export function componentFor(type: string): BlockComponent | LazyExoticComponent<BlockComponent> | undefined {
  const ready = loaded.get(type);
  if (ready) return ready;
  const entry = entryOf(type);
  if (!entry) return undefined;
  let component = lazyComponents.get(type);
  if (!component) {
    component = lazy(entry.load);
    lazyComponents.set(type, component);
  }
  return component;
}

import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { Hydration } from '../model/types.ts';
import { whenToHydrate } from './hydration.ts';

export interface LazyUntilHydrated<P> {
  /** Suspends (React keeps the prerendered HTML) until the part should hydrate and its code is in. */
  component: LazyExoticComponent<ComponentType<P>>;
  /** The ref of the part's wrapper element. */
  attach: (element: HTMLElement | null) => void;
}

/**
 * A prerendered part of the page (a block, or a part of one) that hydrates by need: it waits for its
 * trigger (src/ui/hydration.ts) from the moment its wrapper is in the page (the commit that attaches
 * it), not from when React first renders inside its boundary, which it may do later: input held for
 * it before then finds it waiting. `load` brings its code (`loaded()` gives it afterwards) and answers
 * whether its data came too.
 */
export function lazyUntilHydrated<P extends object>(
  mode: Hydration,
  load: () => Promise<boolean>,
  loaded: () => ComponentType<P>,
  alsoWhen?: () => Promise<void>,
): LazyUntilHydrated<P> {
  let attach!: (element: HTMLElement | null) => void;
  const waiting = new Promise<Promise<() => void>>((resolve) => {
    let attached = false;
    attach = (element) => {
      if (!element || attached) return;
      attached = true;
      resolve(whenToHydrate(element, mode, load, alsoWhen?.()));
    };
  });
  const component = lazy(async () => {
    const hydrated = await (await waiting);
    const Loaded = loaded();
    return {
      default: function Hydrating(props: P) {
        useEffect(hydrated, []);
        return <Loaded {...props} />;
      },
    };
  });
  return { component, attach };
}

import { memo, Suspense, useState, type ComponentType } from 'react';
import { lazyUntilHydrated } from './lazy-until-hydrated.tsx';

const prerenderLoads = new Set<() => Promise<unknown>>();

/** The prerender renders deferred components themselves, not their fallback: it loads their code first. */
export function loadDeferredForPrerender(): Promise<unknown> {
  return Promise.all([...prerenderLoads].map((load) => load()));
}

/**
 * A part of a block whose code loads only when `when` resolves, or when the visitor shows the intent
 * to use it (a pointer, a touch or focus on it). On a first visit React keeps its prerendered HTML
 * until then (a suspended boundary during hydration is left as it is), so the visitor sees it at once
 * and its script costs nothing before it is wanted; a press on it meanwhile is held and replayed once
 * it has hydrated (src/ui/hydration.ts), as for a block. memo: a re-render reaching the boundary
 * before it hydrates would replace that HTML with the (empty) fallback.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, when: () => Promise<void>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadNow = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  prerenderLoads.add(loadNow);
  const { component: Lazy, attach } = lazyUntilHydrated<P>('interaction', () => loadNow().then(() => true), () => loaded!, when);
  return memo(function Deferred(props: P) {
    // chosen once: switching from the lazy to the loaded component would mount it again
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <div className="deferred" data-deferred="" ref={Component === Lazy ? attach : undefined}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  });
}

import { LazyMotion, MotionConfig } from 'framer-motion';
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { afterFirstInteraction } from './interaction.ts';
import { usePrefersReducedMotion } from './use-media.ts';

export { AnimatePresence, m } from 'framer-motion';

/**
 * framer-motion in two parts: the `m` components and this scope (about 16 KB gzip, in the chunks
 * that use them, never in a page's start) and the features that make them move (about 40 KB gzip,
 * motion-features.ts), fetched once the visitor has interacted with the page: a touch, a click, a
 * key, a wheel. A page that is only looked at never loads them.
 */
let features: Promise<typeof import('./motion-features.ts')> | undefined;
let loaded = false;
const listeners = new Set<() => void>();

function loadMotionFeatures(): Promise<typeof import('./motion-features.ts')> {
  features ??= import('./motion-features.ts').then((module) => {
    loaded = true;
    document.documentElement.dataset.motion = 'ready'; // for the tests, and anyone looking
    for (const listener of listeners) listener();
    return module;
  });
  return features;
}

const loadWhenInteracted = () =>
  afterFirstInteraction()
    .then(loadMotionFeatures)
    .then((module) => module.default);

/** Whether the motion features are in now (see useMotionReady). */
export const motionFeaturesLoaded = (): boolean => loaded;

/** Whether the motion features are in: before that an `m` component stands still where it is rendered. */
function useMotionReady(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => loaded,
    () => false,
  );
}

/**
 * Whether something appearing now (a dialog, the menu) may play its entrance: the features are in (else
 * it would stand invisible at its starting point until they are) and the visitor accepts motion.
 */
export function useEntrance(): { enters: boolean; reduced: boolean } {
  const reduced = usePrefersReducedMotion();
  return { enters: useMotionReady() && !reduced, reduced };
}

/**
 * Where `m` components may be used. Under prefers-reduced-motion every movement is an instant change
 * (framer's own setting leaves opacity animated; a zero duration stills that too).
 */
export function MotionScope({ children }: { children: ReactNode }) {
  const reduced = usePrefersReducedMotion();
  return (
    <LazyMotion features={loadWhenInteracted} strict>
      <MotionConfig reducedMotion="user" transition={reduced ? { duration: 0 } : undefined}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}

/** Where one item of a list stands in its entrance: shown (after `delay` seconds) or waiting below or above the screen. */
export interface Entrance {
  state: 'shown' | 'hidden';
  delay: number;
}

const SHOWN: Entrance = { state: 'shown', delay: 0 };

/**
 * For the items of a list that enter one by one as they scroll into view. Each item is decided on its
 * own (a list may be many screens tall): an item on screen when the page starts, or in the prerendered
 * HTML, is shown and never hidden; one found off screen waits hidden and enters once any of it comes
 * into view. Items coming into view together enter `stagger` seconds apart, in their order. Always
 * shown under reduced motion.
 *
 * Returns a ref callback for the item at an index and that item's entrance.
 */
export function useScrollEntrances(stagger: number): { itemRef: (index: number) => (element: Element | null) => void; entranceOf: (index: number) => Entrance } {
  const [entrances, setEntrances] = useState<ReadonlyMap<number, Entrance>>(() => new Map());
  const items = useRef(new Map<Element, number>());
  const refs = useRef(new Map<number, (element: Element | null) => void>());
  const observer = useRef<IntersectionObserver | null>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    if (reduced || !('IntersectionObserver' in window)) return;
    const decided = new Set<number>();
    const watcher = new IntersectionObserver((entries) => {
      const changes: [number, Entrance][] = [];
      let entering = 0;
      const inOrder = [...entries].sort((a, b) => (items.current.get(a.target) ?? 0) - (items.current.get(b.target) ?? 0));
      for (const entry of inOrder) {
        const index = items.current.get(entry.target);
        if (index === undefined) continue;
        if (entry.isIntersecting) {
          // on screen at its first sight: it stays as it is; coming into view: it enters
          if (decided.has(index)) changes.push([index, { state: 'shown', delay: entering++ * stagger }]);
          watcher.unobserve(entry.target);
        } else if (!decided.has(index)) {
          changes.push([index, { state: 'hidden', delay: 0 }]);
        }
        decided.add(index);
      }
      // a transition: a long list's re-render yields to the visitor rather than hold the page for one long task
      if (changes.length > 0) startTransition(() => setEntrances((before) => new Map([...before, ...changes])));
    });
    for (const element of items.current.keys()) watcher.observe(element);
    observer.current = watcher;
    return () => {
      watcher.disconnect();
      observer.current = null;
      setEntrances(new Map());
    };
  }, [reduced, stagger]);

  const itemRef = useCallback((index: number) => {
    let ref = refs.current.get(index);
    if (!ref) {
      let current: Element | null = null;
      ref = (element: Element | null) => {
        if (current) {
          items.current.delete(current);
          observer.current?.unobserve(current);
        }
        current = element;
        if (element) {
          items.current.set(element, index);
          observer.current?.observe(element);
        }
      };
      refs.current.set(index, ref);
    }
    return ref;
  }, []);
  const entranceOf = useCallback((index: number) => entrances.get(index) ?? SHOWN, [entrances]);
  return { itemRef, entranceOf };
}

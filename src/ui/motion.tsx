import { LazyMotion, MotionConfig } from 'framer-motion';
import { useEffect, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
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

/**
 * For content that enters when it scrolls into view: 'shown' in the prerendered HTML and while on
 * screen at hydration (nothing of the first screen starts hidden), 'hidden' once found below or above
 * the screen, 'shown' again when it comes into view. Always 'shown' under reduced motion.
 */
export function useScrollEntrance(ref: RefObject<Element | null>): 'shown' | 'hidden' {
  const [state, setState] = useState<'shown' | 'hidden'>('shown');
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    const element = ref.current;
    if (!element || reduced || !('IntersectionObserver' in window)) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          setState('shown');
          observer.disconnect();
        } else if (first) setState('hidden');
        first = false;
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, reduced]);
  return state;
}

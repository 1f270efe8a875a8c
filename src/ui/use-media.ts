import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * Whether a media query matches, hydration-safe: the prerendered HTML and the first client
 * render both assume `serverValue`, then the real value takes over.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/**
 * Whether `ref`'s element is on screen in a tab the visitor is looking at: motion that runs on its own
 * (a scrolling strip, a slideshow) runs only then. Until measured, `assumed` (also in the prerendered
 * HTML: false keeps a CSS animation still until the block's script has seen it on screen).
 */
export function useOnScreen(ref: RefObject<Element | null>, assumed = true): boolean {
  const [intersecting, setIntersecting] = useState(assumed);
  const tabShown = useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState !== 'hidden',
    () => true,
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    // the last entry is where it is now: a quick scroll delivers its way in and out in one call
    const observer = new IntersectionObserver((entries) => setIntersecting(entries[entries.length - 1].isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return intersecting && tabShown;
}

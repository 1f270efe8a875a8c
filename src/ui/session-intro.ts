import { useEffect, useState } from 'react';

/**
 * Entrance animations that play once per browser session (000 §8: the flag lives in session storage;
 * without session storage the animation never plays and nothing is reported).
 *
 * An element declares its key with `data-intro-once`; `data-intro="play"` starts the animation (CSS).
 * For prerendered HTML the entry script sets it before hydration (playPrerenderedIntros), so the entrance
 * runs as soon as the page's script runs, not seconds later on a slow phone when hydration completes.
 * An element first rendered in the browser (after a client-side navigation) claims its key on mount.
 */
const KEY_ATTRIBUTE = 'data-intro-once';
const PLAY_ATTRIBUTE = 'data-intro';

/** True the first time `key` is claimed in this browser session. */
export function claimOncePerSession(key: string): boolean {
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, 'true');
    return true;
  } catch {
    return false;
  }
}

/** Starts the once-per-session entrances of the prerendered elements under `root`. */
export function playPrerenderedIntros(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${KEY_ATTRIBUTE}]`)) {
    if (claimOncePerSession(element.getAttribute(KEY_ATTRIBUTE)!)) element.setAttribute(PLAY_ATTRIBUTE, 'play');
  }
}

/**
 * The attributes of an element with a once-per-session entrance under `key` (none without a key).
 * The element must carry suppressHydrationWarning: the entry script may set data-intro before hydration.
 */
export function useSessionIntro(key: string | undefined): Record<string, string> {
  const [play, setPlay] = useState(false);
  useEffect(() => {
    if (key && claimOncePerSession(key)) setPlay(true);
  }, [key]);
  if (!key) return {};
  return play ? { [KEY_ATTRIBUTE]: key, [PLAY_ATTRIBUTE]: 'play' } : { [KEY_ATTRIBUTE]: key };
}

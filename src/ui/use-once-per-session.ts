import { useEffect, useState } from 'react';

/**
 * Whether something (an entrance animation) should play now: true on the first mount of a browser
 * session, false afterwards, remembered under `key` in session storage. Without session storage it
 * never plays and nothing is reported (000 §8). Always false in the prerendered HTML and the first
 * client render, so hydration matches.
 */
export function useOncePerSession(key: string | undefined): boolean {
  const [play, setPlay] = useState(false);
  useEffect(() => {
    if (!key) return;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, 'true');
    } catch {
      return;
    }
    setPlay(true);
  }, [key]);
  return play;
}

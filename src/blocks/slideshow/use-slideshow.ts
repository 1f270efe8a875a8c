import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useOnScreen, usePrefersReducedMotion } from '../../ui/use-media.ts';

/**
 * The slide shown and the autoplay: it advances every `intervalMs` while the slideshow is on screen,
 * neither hovered nor focused nor paused, and never when the visitor prefers reduced motion.
 */
export function useSlideshow(count: number, intervalMs: number) {
  const reduceMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = count > 1 && !reduceMotion && !pausedByUser;
  const frame = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(frame);
  const running = autoplay && !hovered && !focused && onScreen;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs]);

  // once the slideshow has moved, every slide (the first one too) fades in
  const [advanced, setAdvanced] = useState(false);
  useEffect(() => {
    if (index !== 0) setAdvanced(true);
  }, [index]);

  return {
    index,
    go: (next: number) => setIndex(((next % count) + count) % count),
    advanced,
    autoplay,
    reduceMotion,
    pausedByUser,
    togglePause: () => setPausedByUser((p) => !p),
    /** The frame's ref and handlers: hovering it or focusing inside it holds the slideshow. */
    frameProps: {
      ref: frame,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

import { useEffect, useState, type RefObject } from 'react';
import { useLatch } from '../ui/use-latch.ts';

/** Whether the page has scrolled past `px`: the bar turns opaque from there. */
export function useScrolledPast(px: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return scrolled;
}

/**
 * The small screens' menu: open or closed, closed again on every new page and by Escape (which gives
 * the focus back to the toggle); while it animates out it is still shown.
 */
export function useMobileMenu(pathname: string, toggleRef: RefObject<HTMLButtonElement | null>) {
  const [menuOpen, setMenuOpen] = useState(false);
  // the panel joins the page at its first opening and stays (its links keep focus while it animates)
  const menuUsed = useLatch(menuOpen);
  const [menuLeaving, setMenuLeaving] = useState(false);
  const showMenu = (open: boolean) => {
    setMenuLeaving(!open && menuOpen && !window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    setMenuOpen(open);
  };

  useEffect(() => showMenu(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      showMenu(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return { menuOpen, menuUsed, menuLeaving, showMenu, onLeft: () => setMenuLeaving(false) };
}

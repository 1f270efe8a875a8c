// captured at the window; scroll is the page's own (an element scrolling by script is not the visitor)
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

let interacted: Promise<void> | undefined;

/**
 * Resolves once the visitor has done something with the page: a touch, a click, a key, a scroll (at
 * once if that has happened already). Code that only serves interaction waits for it, so a page that
 * is only looked at never loads it.
 */
export function afterFirstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    if (navigator.userActivation?.hasBeenActive || window.scrollY > 0) return resolve();
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      window.removeEventListener('scroll', done);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    window.addEventListener('scroll', done, { passive: true });
  });
  return interacted;
}

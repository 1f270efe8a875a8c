const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

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
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}

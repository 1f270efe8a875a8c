import { earlyInput } from './early-input.ts';

// input only: a scroll the visitor makes comes with one of these (a touch, a wheel, a key, the
// scrollbar); a scroll event alone may be the browser's or a script's
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

let interacted: Promise<void> | undefined;

/**
 * Resolves once the visitor has done something with the page: a touch, a click, a key, a wheel (at
 * once if that has happened already). Code that only serves interaction waits for it, so a page that
 * is only looked at never loads it. Input made before this code arrived counts too: the page's
 * inline holder (src/ui/early-input-holder.js) notes it. (Not navigator.userActivation: test drivers
 * grant it by merely reading the page.)
 */
export function afterFirstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    if (earlyInput()?.interacted) return resolve(); // before this code arrived (the page's holder saw it)
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}

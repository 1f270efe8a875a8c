/**
 * What a visitor does before the application has started (a slow phone or connection: the HTML is
 * there, its code is not). The holder (src/ui/early-input-holder.js), the first script of every page's
 * <head>, starts holding it before the first paint; the application takes it over once it has hydrated
 * (src/ui/hydration.ts): held presses are replayed or handed to the block they were aimed at, and what
 * was typed into the prerendered fields is carried into the application's state.
 *
 * Links and typing keep their own behaviour (a link navigates, a field takes the text); what is held
 * is what does nothing without the application: presses of its buttons, tabs and cards, the keys that
 * move between tabs (a native button's Enter and Space are left alone: the click they make is held),
 * and the submission of a form (which would otherwise reload the page with the visitor's text in its
 * address). A held control carries `data-held` until then (styled in base.css).
 */
export interface EarlyInputHolder {
  /** The visitor has touched, clicked, scrolled with the wheel or pressed a key. */
  interacted: boolean;
  /** Stops holding, and returns what was held, in order. */
  take: () => Event[];
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputHolder;
  }
}

/** The holder the page's first script started (undefined outside a browser). */
export function earlyInput(): EarlyInputHolder | undefined {
  return typeof window === 'undefined' ? undefined : window.__earlyInput;
}

/** The application has started: stops holding, and returns what was held, in order. */
export function takeEarlyInput(): Event[] {
  return earlyInput()?.take() ?? [];
}

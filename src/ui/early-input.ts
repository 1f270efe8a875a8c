/**
 * What a visitor does before the application has started (a slow phone or connection: the HTML is
 * there, its code is not). The page's first script (src/boot.ts) starts holding it at once; the
 * application takes it over once it has hydrated (src/app/hydration.ts): held presses are replayed or
 * handed to the block they were aimed at, and what was typed into the prerendered fields is carried
 * into the application's state.
 *
 * Links and typing keep their own behaviour (a link navigates, a field takes the text); what is held
 * is what does nothing without the application: presses of its buttons, tabs and cards, the keys that
 * move between tabs, and the submission of a form (which would otherwise reload the page with the
 * visitor's text in its address).
 */
const CONTROLS = 'button, [role="button"], [role="tab"], [data-opens]';
const CONTROL_KEYS = new Set(['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);
/** Marks a control whose press waits for the application (styled in base.css). */
export const HELD_ATTRIBUTE = 'data-held';

const held: Event[] = [];
let holding = false;

function controlOf(event: Event): Element | null {
  return event.target instanceof Element ? event.target.closest(CONTROLS) : null;
}

function isHeld(event: Event): boolean {
  if (event.type === 'submit') return true;
  const control = controlOf(event);
  if (!control) return false;
  if (!(event instanceof KeyboardEvent)) return true;
  // a native button turns Enter and Space into a click by itself: that click is what is held
  const nativePress = control instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ');
  return CONTROL_KEYS.has(event.key) && !nativePress && !event.ctrlKey && !event.metaKey && !event.altKey;
}

function hold(event: Event): void {
  if (!holding || !isHeld(event)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  controlOf(event)?.setAttribute(HELD_ATTRIBUTE, '');
  held.push(event);
}

const TYPES = ['click', 'keydown', 'submit'] as const;
/** Starts holding the visitor's presses (the page's first script calls it). */
export function holdEarlyInput(): void {
  if (holding) return;
  holding = true;
  for (const type of TYPES) document.addEventListener(type, hold, { capture: true });
}

/** The application has started: stops holding, and returns what was held, in order. */
export function takeEarlyInput(): Event[] {
  holding = false;
  for (const type of TYPES) document.removeEventListener(type, hold, { capture: true });
  for (const control of document.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) control.removeAttribute(HELD_ATTRIBUTE);
  return held.splice(0);
}

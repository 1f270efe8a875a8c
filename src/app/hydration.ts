import { nextTask } from '../data/next-task.ts';
import type { Hydration } from '../model/types.ts';

/**
 * Hydration by need, in the browser, on a first visit. Each block's prerendered HTML sits in a wrapper
 * (`[data-block]`) that React hydrates with the root; the block inside stays as the server wrote it
 * until its trigger fires (src/app/BlockView.tsx). This module watches the triggers and, while a block
 * waits, holds the clicks and key presses aimed at it so that none is lost: React drops a discrete
 * event on HTML that is not hydrated yet, so they are replayed once the block has hydrated.
 *
 * Blocks that never hydrate stay static; their links and dialog buttons are handled by the app
 * through `onStaticBlockActions`.
 */

/** How far outside the viewport a 'visible' block starts hydrating. */
const VISIBLE_MARGIN = '400px 0px';
/** Signs that the visitor is about to use a block. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Events React would drop on a block that is not hydrated yet: held, then replayed. */
const HELD_EVENTS = ['click', 'keydown'] as const;
/** Longest wait for an idle moment before an 'idle' block hydrates anyway. */
const IDLE_TIMEOUT_MS = 2000;

type Waiting = {
  mode: Hydration;
  /** Starts hydrating now (an intent, or the trigger). */
  start: () => void;
  /** Its code and data are loaded: React can hydrate it synchronously when an event reaches it. */
  ready: boolean;
  held: Event[];
};

const blocks = new WeakMap<Element, Waiting>();
let listening = false;

function waitingBlockOf(target: EventTarget | null): { element: Element; waiting: Waiting } | undefined {
  const element = target instanceof Element ? target.closest('[data-block]') : null;
  const waiting = element ? blocks.get(element) : undefined;
  return element && waiting ? { element, waiting } : undefined;
}

function onIntent(event: Event): void {
  const found = waitingBlockOf(event.target);
  if (found && found.waiting.mode !== 'never') found.waiting.start();
}

function onHeldEvent(event: Event): void {
  const found = waitingBlockOf(event.target);
  if (!found || found.waiting.mode === 'never') return;
  found.waiting.start();
  if (found.waiting.ready) return; // React hydrates the block at once and delivers the event itself
  event.stopImmediatePropagation();
  // A click's default (following a link, submitting) waits for the replay; a key press keeps its own
  // (typing, moving focus), and a key that clicks a button sends a click, which is held in turn.
  if (event.type === 'click') event.preventDefault();
  found.waiting.held.push(event);
}

function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  // capture on the document: React's own listener, on the root below it, would stop them first
  for (const type of HELD_EVENTS) document.addEventListener(type, onHeldEvent, { capture: true });
}

function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  const copy = event instanceof KeyboardEvent ? new KeyboardEvent(event.type, event) : new MouseEvent(event.type, event as MouseEvent);
  target.dispatchEvent(copy);
}

/** Each held event in a task of its own: the next one sees what the one before changed (React renders in between). */
async function replayInTurn(events: Event[]): Promise<void> {
  for (const event of events) {
    replay(event);
    await nextTask();
  }
}

function triggerFired(element: Element, mode: Hydration, start: () => void): void {
  if (mode === 'load') return start();
  if (mode === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, 1);
    return;
  }
  if (mode !== 'visible') return; // 'interaction': only the visitor's intent starts it
  if (!('IntersectionObserver' in window)) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
}

/**
 * Waits until the block in `element` should hydrate, then runs `load` (its code and data). Resolves
 * with a function to call once the block has hydrated, which replays what the visitor did meanwhile.
 * A 'never' block only registers as static: the promise never resolves. A failed load waits for the
 * visitor's next intent and tries again; the prerendered HTML stays meanwhile.
 */
export function whenToHydrate(element: Element, mode: Hydration, load: () => Promise<void>): Promise<() => void> {
  listen();
  return new Promise((resolve) => {
    let started = false;
    const waiting: Waiting = {
      mode,
      ready: false,
      held: [],
      start: () => {
        if (started || mode === 'never') return;
        started = true;
        load().then(
          () => {
            waiting.ready = true;
            resolve(() => {
              blocks.delete(element);
              element.setAttribute('data-hydrated', 'true');
              void replayInTurn(waiting.held.splice(0));
            });
          },
          () => {
            started = false; // the next intent tries again
          },
        );
      },
    };
    blocks.set(element, waiting);
    triggerFired(element, mode, waiting.start);
  });
}

/** What the app does for a link or dialog button in a block that never hydrates. */
export interface StaticBlockActions {
  openDialog: (name: string) => void;
  prepareDialog: (name: string) => void;
  navigate: (to: string) => void;
  prefetch: (to: string) => void;
}

function staticControl(target: EventTarget | null): { opens?: string; route?: string } | undefined {
  const found = waitingBlockOf(target);
  if (!found || found.waiting.mode !== 'never') return undefined;
  const control = (target as Element).closest<HTMLElement>('[data-opens], a[href]');
  if (!control) return undefined;
  if (control.dataset.opens) return { opens: control.dataset.opens };
  const href = control.getAttribute('href') ?? '';
  const plain = href.startsWith('/') && !href.startsWith('//') && !control.hasAttribute('target') && !control.hasAttribute('download');
  return plain ? { route: href } : undefined;
}

/**
 * Links and dialog buttons in blocks that never hydrate: a site link navigates inside the app (and
 * loads its page on hover or focus), a button with `data-opens` opens its dialog. Returns a cleanup.
 */
export function onStaticBlockActions(actions: StaticBlockActions): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = staticControl(event.target);
    if (!control) return;
    event.preventDefault();
    if (control.opens) actions.openDialog(control.opens);
    else if (control.route) actions.navigate(control.route);
  };
  const onIntentToUse = (event: Event) => {
    const control = staticControl(event.target);
    if (control?.opens) actions.prepareDialog(control.opens);
    else if (control?.route) actions.prefetch(control.route);
  };
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('pointerover', onIntentToUse, { capture: true, passive: true });
  document.addEventListener('focusin', onIntentToUse, { capture: true, passive: true });
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    document.removeEventListener('pointerover', onIntentToUse, { capture: true });
    document.removeEventListener('focusin', onIntentToUse, { capture: true });
  };
}

import { nextTask } from '../runtime/next-task.ts';
import type { Hydration } from '../model/types.ts';
import { takeEarlyInput } from './early-input.ts';

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

type Waiting = {
  mode: Hydration;
  /** Starts hydrating now (an intent, or the trigger). */
  start: () => void;
  held: Event[];
};

const blocks = new WeakMap<Element, Waiting>();
let listening = false;

/** A block's wrapper, or the wrapper of a part of a block whose code loads later (src/ui/deferred.tsx). */
const HYDRATING = '[data-block], [data-deferred]';

/** The innermost block or part around `target` that is still waiting to hydrate. */
function waitingBlockOf(target: EventTarget | null): { element: Element; waiting: Waiting } | undefined {
  let element = target instanceof Element ? target.closest(HYDRATING) : null;
  while (element) {
    const waiting = blocks.get(element);
    if (waiting) return { element, waiting };
    element = element.parentElement?.closest(HYDRATING) ?? null;
  }
  return undefined;
}

function onIntent(event: Event): void {
  const found = waitingBlockOf(event.target);
  if (found && found.waiting.mode !== 'never') found.waiting.start();
}

function onHeldEvent(event: Event): void {
  const found = waitingBlockOf(event.target);
  if (!found || found.waiting.mode === 'never') return;
  found.waiting.start();
  // held until React has hydrated the block, even when its code is in: React would hydrate it for the
  // event only if it could do so at once, and drops the event when it cannot
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

function copyOf(event: Event): Event {
  if (event instanceof KeyboardEvent) return new KeyboardEvent(event.type, event);
  if (event instanceof SubmitEvent) return new SubmitEvent(event.type, event);
  return new MouseEvent(event.type, event as MouseEvent);
}

function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  target.dispatchEvent(copyOf(event));
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
  if (mode !== 'visible') return; // 'interaction': only the visitor's intent starts it
  if (!('IntersectionObserver' in window)) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // in a task of its own: the blocks of the first screen are seen in one task, and each one's start
      // (its modules and data requested, about a millisecond a request on a slow phone) would add up there
      void nextTask().then(start);
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
}

/**
 * A block that hydrates with the root (its code is loaded before): React still hydrates it in a pass of
 * its own after the root's, so input aimed at it is held until then. Returns the function to call once
 * it has hydrated.
 */
export function hydratesWithRoot(element: Element): () => void {
  listen();
  const waiting: Waiting = { mode: 'load', held: [], start: () => undefined };
  blocks.set(element, waiting);
  let done!: () => void;
  withRoot.push(new Promise<void>((resolve) => (done = resolve)));
  return () => {
    hydrated(element, waiting);
    done();
  };
}

const withRoot: Promise<void>[] = [];

/** Resolves once every block hydrating with the root has hydrated: the whole first screen answers input. */
export function blocksWithRootHydrated(): Promise<unknown> {
  return Promise.all(withRoot);
}

/** The block has hydrated: the text typed into its fields meanwhile goes into its state, then what was pressed is replayed. */
function hydrated(element: Element, waiting: Waiting): void {
  blocks.delete(element);
  element.setAttribute('data-hydrated', 'true');
  for (const field of element.querySelectorAll('input, textarea, select')) carryTypedValue(field);
  const held = waiting.held.splice(0);
  // the replay waits for React to render what was carried (a press on Send must see the typed text)
  if (held.length > 0) void nextTask().then(() => replayInTurn(held));
}

/**
 * Waits until the block in `element` should hydrate, then runs `load` (its code and data). Resolves
 * with a function to call once the block has hydrated, which replays what the visitor did meanwhile.
 * A 'never' block only registers as static: the promise never resolves. `alsoWhen` starts it too.
 *
 * `load` answers whether the block's data came too. A failed load waits for the visitor's next intent
 * and tries again; the prerendered HTML stays meanwhile, for reading. But once the visitor has pressed
 * something in the block, a load that brings its code without its data hydrates it anyway: the block
 * then shows its own error state (with its retry) rather than leave the press without an answer.
 */
export function whenToHydrate(element: Element, mode: Hydration, load: () => Promise<boolean>, alsoWhen?: Promise<void>): Promise<() => void> {
  listen();
  return new Promise((resolve) => {
    let started = false;
    const waiting: Waiting = {
      mode,
      held: [],
      start: () => {
        if (started || mode === 'never') return;
        started = true;
        load().then(
          (withData) => {
            if (withData || waiting.held.length > 0) resolve(() => hydrated(element, waiting));
            else started = false; // only its data failed, and nobody is waiting: the next intent tries again
          },
          () => {
            started = false; // its code failed to load: the next intent tries again
          },
        );
      },
    };
    blocks.set(element, waiting);
    triggerFired(element, mode, waiting.start);
    void alsoWhen?.then(waiting.start);
  });
}

/**
 * Once the root has hydrated: what the visitor typed into the prerendered fields goes into the
 * application's state, and the presses held since the page's first script ran (src/ui/early-input.ts)
 * are replayed in order. A press aimed at a block still waiting to hydrate is held again by that block,
 * which starts hydrating; one on a block that never hydrates reaches the app's static-block actions.
 */
export async function takeOverEarlyInput(root: Element): Promise<void> {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (!field.closest('[data-block]')) carryTypedValue(field); // a block's own fields: when it hydrates
  }
  await nextTask();
  await replayInTurn(takeEarlyInput());
}

/**
 * React takes over a prerendered field with its own value (empty) and puts it back at the next render,
 * wiping what the visitor typed before. Called once the field's part of the page has hydrated (React's
 * value tracker is on the field). This reports the typed value as a change, as typing it now
 * would: React's value tracker is told the prerendered value, the field shows the typed one, and the
 * event React listens to for that field makes its onChange run.
 */
function carryTypedValue(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    if ([...field.options].some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    field.checked = field.defaultChecked; // through React's tracker, which now holds the prerendered state
    field.click(); // back to what the visitor chose; React listens to the click for these
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.value === field.defaultValue) return;
  const typed = field.value;
  const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!ownSetter) return;
  field.value = field.defaultValue; // through React's tracker
  ownSetter.call(field, typed); // around it
  field.dispatchEvent(new Event('input', { bubbles: true }));
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

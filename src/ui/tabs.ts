import type { KeyboardEvent } from 'react';

/**
 * Keyboard of a tab list (WAI-ARIA tabs pattern): the arrows move to the previous or next tab,
 * wrapping around, Home and End to the first and last. Returns the tab to select, or undefined
 * (and leaves the event alone) for other keys.
 */
export function tabFromKey(event: KeyboardEvent, index: number, count: number): number | undefined {
  const last = count - 1;
  const next = ({ ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last } as Record<string, number>)[event.key];
  if (next !== undefined) event.preventDefault();
  return next;
}

/**
 * The reading direction where an element is, read at run time from its computed style (so `dir` on it
 * or on any ancestor, `<html dir="rtl">` on an Arabic page, or CSS `direction` all count), never from
 * a global: carousels, swipes and arrow keys follow it.
 */

/** 1 where `element` reads left to right, -1 where it reads right to left. */
export function inlineSign(element: Element): 1 | -1 {
  return getComputedStyle(element).direction === 'rtl' ? -1 : 1;
}

/**
 * The step an arrow key means along the reading direction: ArrowRight is next (1) and ArrowLeft previous
 * (-1) left to right, the other way round right to left; undefined for any other key.
 */
export function arrowStep(key: string, element: Element): 1 | -1 | undefined {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  return ((key === 'ArrowRight' ? 1 : -1) * inlineSign(element)) as 1 | -1;
}

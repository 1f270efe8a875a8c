import { marksIn, withoutMarks } from '../../preview/source-marks.ts';

/**
 * A text typed in the form, shown in the preview at once: each text of the preview's page ends with the mark
 * of the field it comes from (src/editor/preview/source-marks.ts), so the texts that show the field's value
 * as it was are given its new value, before the server's check answers with the page made again. A text
 * the page shows in another form (a template, a list joined) is not touched: the server's answer brings it.
 * Returns `value` itself when nothing changed, and shares every part it did not change.
 */
export function withTyped<T>(value: T, mark: string, before: string, after: string): T {
  if (typeof value === 'string') {
    if (!value.startsWith(before) || withoutMarks(value) !== before || !marksIn(value).includes(mark)) return value;
    return (after + value.slice(before.length)) as T;
  }
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = withTyped(item, mark, before, after);
      if (next !== item) changed = true;
      return next;
    });
    return (changed ? items : value) as T;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const next = withTyped(item, mark, before, after);
      if (next !== item) changed = true;
      return [key, next] as const;
    });
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}

/**
 * `after` with every part equal to the same part of `before` replaced by `before`'s own object: a page sent
 * again to the preview frame arrives as a new copy (postMessage clones it), and React would draw every block
 * and every reader of the shell again; with the parts that did not change kept, only the block typed in is
 * drawn again (BlockView is memoised by its block, the site's context by the shell).
 */
export function keepUnchanged<T>(before: unknown, after: T): T {
  if (before === after) return after;
  if (Array.isArray(before) && Array.isArray(after)) {
    let same = before.length === after.length;
    const items = after.map((item: unknown, index) => {
      const kept = keepUnchanged(before[index], item);
      if (kept !== before[index]) same = false;
      return kept;
    });
    return (same ? before : items) as T;
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = Object.keys(after);
    let same = keys.length === Object.keys(before).length;
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      record[key] = keepUnchanged(before[key], after[key]);
      if (record[key] !== before[key] || !Object.hasOwn(before, key)) same = false;
    }
    return (same ? before : record) as T;
  }
  return after;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

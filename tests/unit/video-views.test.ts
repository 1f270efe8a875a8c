import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadViews, saveViews, toggleView } from '../../src/blocks/video-carousel/views.ts';

/** The view toggle's two maps of 000 §4, in a storage that works, holds junk, or throws. */
const KEY = 'tp-tech-expertise-likes';
const defaults = { recruiting: 10002, legal: 8965 };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}
const throwing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

afterEach(() => vi.restoreAllMocks());

describe('video view counts', () => {
  it('first click marks viewed and adds 1, the second clears the mark and takes 1 away', () => {
    const start = loadViews(memoryStorage(), KEY, defaults);
    expect(start).toEqual({ counts: defaults, viewed: {} });
    const once = toggleView(start, 'recruiting');
    expect(once).toEqual({ counts: { recruiting: 10003, legal: 8965 }, viewed: { recruiting: true } });
    expect(toggleView(once, 'recruiting')).toEqual({ counts: defaults, viewed: { recruiting: false } });
  });

  it('keeps both maps in local storage, the marks under the key with -user, and reads them back', () => {
    const storage = memoryStorage();
    saveViews(storage, KEY, toggleView(loadViews(storage, KEY, defaults), 'legal'));
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual({ recruiting: 10002, legal: 8966 });
    expect(JSON.parse(storage.items.get(`${KEY}-user`)!)).toEqual({ legal: true });
    expect(loadViews(storage, KEY, defaults)).toEqual({ counts: { recruiting: 10002, legal: 8966 }, viewed: { legal: true } });
  });

  it('ignores stored junk and cards that no longer exist', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ legal: 'many', gone: 5, recruiting: 12 }), [`${KEY}-user`]: '[true]' });
    expect(loadViews(storage, KEY, defaults)).toEqual({ counts: { recruiting: 12, legal: 8965 }, viewed: {} });
  });

  it('falls back to the defaults, with a console message, when storage cannot be read or written', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadViews(throwing, KEY, defaults)).toEqual({ counts: defaults, viewed: {} });
    expect(loadViews(memoryStorage({ [KEY]: '{not json' }), KEY, defaults)).toEqual({ counts: defaults, viewed: {} });
    expect(() => saveViews(throwing, KEY, { counts: defaults, viewed: {} })).not.toThrow();
    expect(logged).toHaveBeenCalledTimes(3);
  });
});

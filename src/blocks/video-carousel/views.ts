import { useCallback, useEffect, useState } from 'react';

/** View counts and this browser's "viewed" marks of a set of videos, by card id. */
export interface ViewState {
  counts: Record<string, number>;
  viewed: Record<string, boolean>;
}

/**
 * The two maps of 000 §4, kept in local storage: counts under `key`, this browser's marks under
 * `${key}-user`. Stored values override the defaults from YAML; unreadable storage leaves the
 * defaults (and says so in the console).
 */
export function loadViews(storage: Pick<Storage, 'getItem'>, key: string, defaults: Record<string, number>): ViewState {
  try {
    const counts = parseMap(storage.getItem(key), (v): v is number => Number.isInteger(v) && (v as number) >= 0);
    const viewed = parseMap(storage.getItem(`${key}-user`), (v): v is boolean => typeof v === 'boolean');
    return { counts: { ...defaults, ...pick(counts, defaults) }, viewed: pick(viewed, defaults) };
  } catch (error) {
    console.error('The view counts could not be read from local storage; showing the defaults.', error);
    return { counts: { ...defaults }, viewed: {} };
  }
}

/** First click marks the video viewed and adds 1; the second clears the mark and takes 1 away. */
export function toggleView(state: ViewState, id: string): ViewState {
  const viewed = !state.viewed[id];
  const count = (state.counts[id] ?? 0) + (viewed ? 1 : -1);
  return { counts: { ...state.counts, [id]: Math.max(0, count) }, viewed: { ...state.viewed, [id]: viewed } };
}

export function saveViews(storage: Pick<Storage, 'setItem'>, key: string, state: ViewState): void {
  try {
    storage.setItem(key, JSON.stringify(state.counts));
    storage.setItem(`${key}-user`, JSON.stringify(state.viewed));
  } catch (error) {
    console.error('The view counts could not be saved to local storage; they last until the page is left.', error);
  }
}

/** The maps for a component: defaults in the prerendered HTML, the browser's own after hydration. */
export function useViews(key: string, defaults: Record<string, number>): [ViewState, (id: string) => void] {
  const [state, setState] = useState<ViewState>(() => ({ counts: { ...defaults }, viewed: {} }));
  useEffect(() => {
    setState(loadViews(safeLocalStorage(), key, defaults));
  }, [key]); // not on `defaults`: they come with the page and stay while it is shown
  const toggle = useCallback(
    (id: string) =>
      setState((current) => {
        const next = toggleView(current, id);
        saveViews(safeLocalStorage(), key, next);
        return next;
      }),
    [key],
  );
  return [state, toggle];
}

/** `window.localStorage` itself can throw (storage disabled); the getters below then throw too, and are caught. */
function safeLocalStorage(): Storage {
  try {
    return window.localStorage;
  } catch (error) {
    return {
      getItem: () => {
        throw error;
      },
      setItem: () => {
        throw error;
      },
    } as unknown as Storage;
  }
}

function parseMap<T>(text: string | null, isValue: (value: unknown) => value is T): Record<string, T> {
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, T] => isValue(entry[1])));
}

/** Only the ids of cards that still exist. */
function pick<T>(map: Record<string, T>, known: Record<string, unknown>): Record<string, T> {
  return Object.fromEntries(Object.entries(map).filter(([id]) => id in known));
}

import { useSyncExternalStore } from 'react';

/**
 * The search box's (debounced) query, as the industry carousel filters by it. The carousel reads it
 * here rather than from its props: until its script has loaded, a change of props would reach its
 * prerendered boundary and make React drop that HTML for the empty fallback.
 */
let current = '';
const listeners = new Set<() => void>();

export function setCarouselQuery(query: string): void {
  if (query === current) return;
  current = query;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The query; '' while hydrating, as in the prerendered HTML. */
export function useCarouselQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => '',
  );
}

/** Resolves when a query is first typed (text may arrive without a key press: paste, dictation). */
export function whenQueryTyped(): Promise<void> {
  return new Promise((resolve) => {
    if (current) return resolve();
    const unsubscribe = subscribe(() => {
      if (!current) return;
      unsubscribe();
      resolve();
    });
  });
}

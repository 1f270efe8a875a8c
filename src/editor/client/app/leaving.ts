/**
 * Nothing typed is lost when the page is left: each part of the screen that holds typed text (the open file,
 * the translation being typed) registers a keeper, which keeps it in this browser (localStorage) when the
 * page is hidden, reloaded or shown again in another interface language, and says whether something typed
 * could not be kept (storage switched off or full): then the browser asks before leaving.
 */
export interface Keeper {
  /** Keeps what is typed now; true when it is all kept (or nothing is typed). */
  keep(): boolean;
  /** Something is typed and not saved. */
  dirty(): boolean;
}

const keepers = new Set<Keeper>();
/** The page is being shown again in another language, with everything typed kept: nothing to ask. */
let leavingKept = false;

export function registerKeeper(keeper: Keeper): () => void {
  keepers.add(keeper);
  return () => keepers.delete(keeper);
}

/** Keeps everything typed now; true when all of it is kept. */
export function keepEverything(): boolean {
  let all = true;
  for (const keeper of keepers) if (!keeper.keep()) all = false;
  return all;
}

/** Leaves the page to show it again (another interface language): what is typed is kept first; it asks only if something could not be. */
export function reloadKeeping(): void {
  leavingKept = keepEverything();
  location.reload();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => keepEverything());
  window.addEventListener('beforeunload', (event) => {
    const kept = keepEverything();
    if (leavingKept && kept) return;
    if ([...keepers].some((keeper) => keeper.dirty())) event.preventDefault(); // the browser asks; the text is kept anyway
  });
}

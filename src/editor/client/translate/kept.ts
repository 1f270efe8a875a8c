import { useMemo, useSyncExternalStore } from 'react';
import { localDrafts } from '../local-drafts.ts';

/**
 * Translations typed and not saved, kept in this browser (local-drafts.ts) per source file and language
 * (`pages/about.yaml#fr`), under the scope `translate:<API address>` so that the dev server's working copy and
 * each studio draft keep their own. The Translate view writes them; the site list marks their files "not saved".
 */

/** One text typed (by its place, `JSON.stringify(at)`) and the texts marked as checked, for one file in one language. */
export interface KeptDraft {
  edits: [string, string | Record<string, string>][];
  marked: string[];
}

export const keptTranslations = (apiBase: string) => localDrafts(`translate:${apiBase}`);
/** The key a file's translation into a language is kept under. */
export const draftKey = (file: string, code: string) => `${file}#${code}`;

/** The source files with translations kept in this browser and not saved. */
export function keptTranslationFiles(apiBase: string): string[] {
  return [...new Set(keptTranslations(apiBase).files().map((key) => key.replace(/#[^#]*$/, '')))].sort();
}

const listeners = new Set<() => void>();
const lastSaid = new Map<string, string>();

/** The Translate view kept or forgot something: the listeners hear of it when the set of files changed. */
export function keptTranslationsChanged(apiBase: string): void {
  const now = keptTranslationFiles(apiBase).join('\n');
  if (lastSaid.get(apiBase) === now) return;
  lastSaid.set(apiBase, now);
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` when the files with kept translations may have changed (in this tab or another); returns the unsubscribe. */
export function subscribeKeptTranslations(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('site-editor:unsaved:translate:')) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** `keptTranslationFiles` as a component reads it: drawn again when the set changes. */
export function useKeptTranslationFiles(apiBase: string): string[] {
  const said = useSyncExternalStore(
    subscribeKeptTranslations,
    () => keptTranslationFiles(apiBase).join('\n'),
    () => '',
  );
  return useMemo(() => (said === '' ? [] : said.split('\n')), [said]);
}

/** The kept copy of one file's translation into one language, if it reads. */
export function readKeptDraft(apiBase: string, key: string): { draft: KeptDraft; at: number; base: string | null } | undefined {
  const copy = keptTranslations(apiBase).read(key);
  if (!copy) return undefined;
  try {
    const draft = JSON.parse(copy.text) as KeptDraft;
    if (!Array.isArray(draft.edits) || !Array.isArray(draft.marked)) return undefined;
    return { draft, at: copy.at, base: copy.base };
  } catch {
    return undefined;
  }
}

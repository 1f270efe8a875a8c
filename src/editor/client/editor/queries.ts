import { useQuery } from '@tanstack/react-query';
import type { ContextAnswer, FileListAnswer, IconData, TranslationsAnswer } from '../../contract.ts';
import { useEditor } from './store.ts';

/**
 * What the editor reads of the site and only reads (react-query: asked once, shared by every part of the
 * screen, read again when the files change: EditorActions.filesChanged). Keys start with the name and the
 * API's address, so that two drafts never share an answer.
 */

const EMPTY_FACTS: ContextAnswer = { icons: [], collections: {}, labels: {} };

/** The site's files as a person knows them (title, address, group). */
export function useSiteEntries(): FileListAnswer['entries'] {
  const api = useEditor((state) => state.api);
  return (
    useQuery({
      queryKey: ['files', api.base],
      queryFn: async () => (await api.call('files', {})).data ?? { files: [], entries: [] },
      staleTime: Infinity,
    }).data?.entries ?? []
  );
}

/** Icon names and each collection's ids with their names, for the pickers and completion. */
export function useFacts(): ContextAnswer {
  const api = useEditor((state) => state.api);
  const filesVersion = useEditor((state) => state.filesVersion);
  return (
    useQuery({
      queryKey: ['context', api.base, filesVersion],
      queryFn: async () => (await api.call('context', {})).data ?? EMPTY_FACTS,
      staleTime: Infinity,
      placeholderData: (previous) => previous,
    }).data ?? EMPTY_FACTS
  );
}

/** The site's languages (the default first; none on a one-language site) and how far each file is in each. */
export function useTranslationStates(): TranslationsAnswer {
  const api = useEditor((state) => state.api);
  return (
    useQuery({
      queryKey: ['translations', api.base],
      queryFn: async () => (await api.call('translations', {})).data ?? { languages: [], states: [] },
      staleTime: Infinity,
    }).data ?? { languages: [], states: [] }
  );
}

/** A Lucide icon's drawing, each name asked for once; null for a name that is no icon. */
export function useIcon(name: string): IconData | null {
  const api = useEditor((state) => state.api);
  return (
    useQuery({
      queryKey: ['icon', name],
      queryFn: async () => (await api.call('icon', { name })).data?.icon ?? null,
      enabled: name !== '',
      staleTime: Infinity,
    }).data ?? null
  );
}

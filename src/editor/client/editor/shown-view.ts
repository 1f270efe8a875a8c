import { useTranslationStates } from './queries.ts';
import { isTranslatable, useEditor, type View } from './store.ts';

/**
 * The view the open file shows in: the one chosen last, but the form where the file has no Translate tab (a site
 * in one language, a file not saved yet, a translation itself); the choice stays for the next file.
 */
export function useShownView(): { shown: View; translatable: boolean } {
  const file = useEditor((state) => state.file);
  const view = useEditor((state) => state.view);
  const { languages } = useTranslationStates();
  const translatable = languages.length > 1 && file !== undefined && file.hash !== null && isTranslatable(file.path);
  return { shown: view === 'translate' && !translatable ? 'form' : view, translatable };
}

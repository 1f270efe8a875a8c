/**
 * Unsaved text kept in the browser (localStorage), so that nothing typed is lost to a closed tab, a
 * reload or a lost connection. Each open file's text is kept, with the hash of the saved version it
 * was typed over, from the first change until it is saved. On return the editor offers it back, and
 * never puts it silently over a newer saved version: when the file changed since, both are shown.
 */
import { interfaceLanguage, type InterfaceLanguage } from '../../interface/language.ts';
import { EDITOR_TEXTS } from './texts/editor.ts';

export interface LocalCopy {
  text: string;
  /** The hash of the saved text it was typed over (null: a new file, never saved). */
  base: string | null;
  /** When it was last kept (ms since 1970). */
  at: number;
}

const PREFIX = 'site-editor:unsaved:';

/** The store of one editor: its API's address tells the dev server's working copy from each studio draft. */
export function localDrafts(scope: string) {
  const key = (file: string) => `${PREFIX}${scope}:${file}`;
  const storage = (): Storage | undefined => {
    try {
      return window.localStorage;
    } catch {
      return undefined; // storage switched off: nothing is kept, nothing breaks
    }
  };
  return {
    keep(file: string, text: string, base: string | null): void {
      try {
        storage()?.setItem(key(file), JSON.stringify({ text, base, at: Date.now() } satisfies LocalCopy));
      } catch {
        // storage full: the text is still in the page
      }
    },
    read(file: string): LocalCopy | undefined {
      const raw = storage()?.getItem(key(file));
      if (!raw) return undefined;
      try {
        const copy = JSON.parse(raw) as LocalCopy;
        return typeof copy.text === 'string' ? copy : undefined;
      } catch {
        return undefined;
      }
    },
    forget(file: string): void {
      storage()?.removeItem(key(file));
    },
    /** The files with a kept copy, for the list to mark. */
    files(): string[] {
      const store = storage();
      if (!store) return [];
      const prefix = `${PREFIX}${scope}:`;
      return Object.keys(store)
        .filter((name) => name.startsWith(prefix))
        .map((name) => name.slice(prefix.length));
    },
  };
}

/**
 * When a copy was kept, as a person reads it, in the interface language: "today at 14:05", "24 Nov at
 * 09:12"; in French « aujourd’hui à 14:05 », « le 24 nov. à 09:12 ». Said after "from" or "of" in English.
 */
export function whenKept(at: number, now = Date.now(), language: InterfaceLanguage = interfaceLanguage()): string {
  const T = EDITOR_TEXTS[language];
  const locale = localeOf(language);
  const date = new Date(at);
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay ? T.keptToday(time) : T.keptOn(date.toLocaleDateString(locale, { day: 'numeric', month: 'short' }), time);
}

/** The locale dates are written in: the browser's own variant of the interface language (en-GB: 14:05, en-US: 02:05 PM), else the language itself. */
function localeOf(language: InterfaceLanguage): string {
  const own = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return own.find((tag) => tag?.toLowerCase().split('-')[0] === language) ?? language;
}

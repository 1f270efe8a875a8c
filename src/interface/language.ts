/**
 * The language of the editor's and the studio's own interface (not the site's languages): English or French.
 * A person chooses it in the header, remembered in a cookie of this browser, so that the servers answer in it
 * too (refusals, the sign-in page); until then it follows the browser's languages (Accept-Language). Every
 * screen's texts are a pair `{ en, fr }` of the same shape (texts/*.ts, src/studio/texts.ts), so that a text
 * missing in French fails the typecheck.
 */
export const INTERFACE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]['code'];

/** The cookie holding the person's choice (not a secret: read by the pages and the servers alike). */
export const LANGUAGE_COOKIE = 'interface-language';
const isInterfaceLanguage = (code: unknown): code is InterfaceLanguage => INTERFACE_LANGUAGES.some((language) => language.code === code);

/** The first of `wanted` (language tags, best first: `fr-MA`, `en`) the interface is written in, else English. */
export function bestLanguage(wanted: readonly string[]): InterfaceLanguage {
  for (const tag of wanted) {
    const code = tag.trim().toLowerCase().split('-')[0];
    if (isInterfaceLanguage(code)) return code;
  }
  return 'en';
}

/** The interface language of the page running now: the person's choice, else the browser's first known language. */
export function interfaceLanguage(): InterfaceLanguage {
  if (typeof document === 'undefined') return 'en';
  const chosen = chosenIn(document.cookie);
  return chosen ?? bestLanguage(navigator.languages ?? [navigator.language]);
}

/** Remembers the person's choice in this browser for a year; the page is then shown again in it (what they typed is kept: local-drafts.ts). */
export function chooseInterfaceLanguage(code: InterfaceLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

function chosenIn(cookies: string | undefined): InterfaceLanguage | undefined {
  const value = cookies
    ?.split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isInterfaceLanguage(value) ? value : undefined;
}

/** A screen's texts in the interface language. */
export function textsIn<T>(texts: { en: T; fr: T }, language: InterfaceLanguage = interfaceLanguage()): T {
  return texts[language];
}

/** The language a request asks its answer in: the person's choice (its cookie), else its Accept-Language header by weight (`fr-FR,fr;q=0.9,en;q=0.8`). */
export function languageOfRequest(headers: { cookie?: string; 'accept-language'?: string }): InterfaceLanguage {
  const chosen = chosenIn(headers.cookie);
  if (chosen) return chosen;
  const acceptLanguage = headers['accept-language'];
  if (!acceptLanguage) return 'en';
  const tags = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const q = Number(parameters.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return bestLanguage(tags.map(({ tag }) => tag));
}

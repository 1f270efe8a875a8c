import { escapeHtml } from '../prerender/html.ts';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../interface/language.ts';
import { STUDIO_TEXTS } from './texts.ts';

/** The studio's HTML pages, in the request's interface language: the sign-in form (works without script) and the shells its scripts fill. */

const head = (language: InterfaceLanguage, title: string, styles: string[], metas: Record<string, string> = {}) => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${Object.entries(metas)
  .map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`)
  .join('\n')}
<title>${escapeHtml(title)}</title>
${styles.map((href) => `<link rel="stylesheet" href="/studio/assets/${href}">`).join('\n')}
</head>`;

/**
 * The choice of the interface language without script (the studio's pages allow none inline): a link per
 * language to the sign-in page, which remembers the choice in its cookie (src/studio/routes/session.ts).
 */
const languageLinks = (language: InterfaceLanguage) => `<nav class="interface-language" aria-label="${escapeHtml(STUDIO_TEXTS[language].interfaceLanguage)}">
${INTERFACE_LANGUAGES.map(({ code, name }) => `<a href="/studio/sign-in?language=${code}" lang="${code}" hreflang="${code}"${code === language ? ' aria-current="true"' : ''}>${escapeHtml(name)}</a>`).join('\n')}
</nav>`;

export function signInPage({ message = '', name = '', status = '', language = 'en' }: { message?: string; name?: string; status?: string; language?: InterfaceLanguage } = {}): string {
  const T = STUDIO_TEXTS[language];
  return `${head(language, T.signIn.title, ['studio.css'])}
<body class="studio-sign-in">
<main class="studio-card">
${languageLinks(language)}
<h1>${escapeHtml(T.brand)}</h1>
<p>${escapeHtml(T.signIn.intro)}</p>
${status ? `<p class="studio-note" role="status">${escapeHtml(status)}</p>` : ''}
${message ? `<p class="studio-error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/studio/sign-in">
<label>${escapeHtml(T.signIn.name)} <input name="name" autocomplete="username" required value="${escapeHtml(name)}"${name ? '' : ' autofocus'}></label>
<label>${escapeHtml(T.signIn.password)} <input name="password" type="password" autocomplete="current-password" required${name ? ' autofocus' : ''}></label>
<button type="submit">${escapeHtml(T.signIn.submit)}</button>
</form>
</main>
</body>
</html>
`;
}

/**
 * Every page of the studio but the sign-in: the React app of the editor and the studio (src/editor/client/),
 * which draws the drafts, a review, the history, the accounts and the editor on a draft from the address.
 */
export function appPage(csrf: string, language: InterfaceLanguage = 'en'): string {
  const T = STUDIO_TEXTS[language];
  return `${head(language, T.brand, ['editor.css'], { 'edit-token': csrf })}
<body>
<div id="editor-app"><p role="status">${escapeHtml(T.loading)}</p></div>
<script type="module" src="/studio/assets/editor.js"></script>
</body>
</html>
`;
}

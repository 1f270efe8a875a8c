import { escapeHtml } from '../prerender/html.ts';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../editor/client/texts/language.ts';
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

/** A page of the studio drawn by src/studio/client/studio.ts (drafts, review, history, accounts). */
export function appPage(csrf: string, language: InterfaceLanguage = 'en'): string {
  const T = STUDIO_TEXTS[language];
  return `${head(language, T.brand, ['studio.css'], { 'edit-token': csrf })}
<body>
<div id="studio-bar"></div>
<main id="studio-app" class="studio-main"><p role="status">${escapeHtml(T.loading)}</p></main>
<script type="module" src="/studio/assets/studio.js"></script>
</body>
</html>
`;
}

/** The YAML editor of /_edit, on one draft: its API, preview and title named in the page. */
export function editorPage(csrf: string, draft: { id: string; title: string }, language: InterfaceLanguage = 'en'): string {
  const title = STUDIO_TEXTS[language].draftPageTitle(draft.title);
  return `${head(language, title, ['editor.css', 'studio.css'], {
    'edit-token': csrf,
    'edit-api': `/studio/api/drafts/${draft.id}`,
    'edit-preview': `/studio/preview/${draft.id}`,
    'edit-title': title,
    'studio-draft': draft.id,
  })}
<body class="studio-editing">
<div id="studio-bar"></div>
<div id="editor-app"></div>
<script type="module" src="/studio/assets/studio.js"></script>
<script type="module" src="/studio/assets/editor.js"></script>
</body>
</html>
`;
}

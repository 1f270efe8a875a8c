import { escapeHtml } from '../prerender/html.ts';

/** The studio's HTML pages: the sign-in form (works without script) and the shells its scripts fill. */

const head = (title: string, styles: string[], metas: Record<string, string> = {}) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${Object.entries(metas)
  .map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`)
  .join('\n')}
<title>${escapeHtml(title)}</title>
${styles.map((href) => `<link rel="stylesheet" href="/studio/assets/${href}">`).join('\n')}
</head>`;

export function signInPage({ message = '', name = '', status = '' }: { message?: string; name?: string; status?: string } = {}): string {
  return `${head('Sign in — Studio', ['studio.css'])}
<body class="studio-sign-in">
<main class="studio-card">
<h1>Studio</h1>
<p>Sign in to edit and publish the site.</p>
${status ? `<p class="studio-note" role="status">${escapeHtml(status)}</p>` : ''}
${message ? `<p class="studio-error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/studio/sign-in">
<label>Name <input name="name" autocomplete="username" required value="${escapeHtml(name)}"${name ? '' : ' autofocus'}></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required${name ? ' autofocus' : ''}></label>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>
`;
}

/** A page of the studio drawn by src/studio/client/studio.ts (drafts, review, history, accounts). */
export function appPage(csrf: string): string {
  return `${head('Studio', ['studio.css'], { 'edit-token': csrf })}
<body>
<div id="studio-bar"></div>
<main id="studio-app" class="studio-main"><p role="status">Loading…</p></main>
<script type="module" src="/studio/assets/studio.js"></script>
</body>
</html>
`;
}

/** The YAML editor of /_edit, on one draft: its API, preview and title named in the page. */
export function editorPage(csrf: string, draft: { id: string; title: string }): string {
  return `${head(`Draft: ${draft.title}`, ['editor.css', 'studio.css'], {
    'edit-token': csrf,
    'edit-api': `/studio/api/drafts/${draft.id}`,
    'edit-preview': `/studio/preview/${draft.id}`,
    'edit-title': `Draft: ${draft.title}`,
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

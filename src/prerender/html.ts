import { pageHead } from '../app/head.ts';
import { BOOT_ELEMENT_ID } from '../app/routes.ts';
import type { BootData, ThemeTokens } from '../model/types.ts';
import { earlyInputTag } from './early-input-script.ts';

/** Pieces of the HTML document around the React app, shared by the prerenderer and the dev server. */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The theme tokens of site.config.yaml as CSS custom properties (--color-surface-raised, --radius, …). */
export function themeCss(theme: ThemeTokens): string {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const colors = Object.entries(theme.colors).map(([name, value]) => `--color-${kebab(name)}:${value}`);
  return `:root{${[...colors, `--radius:${theme.radius}`, `--font-family:${theme.fontFamily}`].join(';')}}`;
}

export function headTags(boot: BootData, theme: ThemeTokens): string {
  const head = pageHead(boot.shell, boot.page);
  const tags = [
    earlyInputTag(), // first: it holds presses from the first paint on
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.robots ? `<meta name="robots" content="${head.robots}">` : '',
    head.robots ? '' : `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...Object.entries(head.og).map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`),
    `<style id="theme">${themeCss(theme).replace(/</g, '\\3c ')}</style>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The page's data for hydration, as inert JSON (the only inline script that runs is the holder, allowed by its hash). */
export function bootScript(boot: BootData): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
}

/**
 * Fills src/index.html: `head` goes first in <head>, `headEnd` last (after the entry's own
 * stylesheet, so block styles come later in the cascade), `app` into #root, `boot` before the entry script.
 */
export function fillTemplate(template: string, parts: { lang: string; dir?: 'ltr' | 'rtl'; head: string; headEnd?: string; app: string; boot: string }): string {
  const required = ['<!--app-head-->', '<!--app-html-->', '<!--app-boot-->'];
  for (const marker of required) if (!template.includes(marker)) throw new Error(`the HTML template lacks ${marker}`);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(parts.lang)}" dir="${parts.dir ?? 'ltr'}"`)
    .replace('<!--app-head-->', parts.head)
    .replace('</head>', () => (parts.headEnd ? `  ${parts.headEnd}\n  </head>` : '</head>'))
    .replace('<!--app-html-->', () => parts.app)
    .replace('<!--app-boot-->', () => parts.boot);
}

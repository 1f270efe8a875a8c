import { pageHead } from '../app/head.ts';
import type { PageData, Redirect, ShellData, SiteModel } from '../model/types.ts';
import { escapeHtml, themeCss } from './html.ts';

/**
 * What the build writes for the old addresses (site.config.yaml `redirects`), so that every host sends a visitor
 * on: a small page at each old address (a static host serves it as it is: the browser goes on at once, search
 * engines read the canonical address and do not index it), and `_redirects` at the site's root, which Netlify
 * and Cloudflare Pages read and the project's server answers with a 301 (src/server/site-server.ts).
 */

/** `_redirects`: `FROM TO 301`, one a line. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/** The page of the site a redirect leads to, in its language. */
function pageOf(model: SiteModel, redirect: Redirect): PageData {
  const route = redirect.to.replace(/[?#].*$/, '') || '/';
  const page = model.pages.find((candidate) => candidate.route === route && candidate.lang === redirect.lang);
  // the load checked that it leads to a page, and made each language's version from that language's pages
  if (!page) throw new Error(`the redirect from ${redirect.from} leads to ${redirect.to}, which is no page of the site`);
  return page;
}

/**
 * The page at an old address: it sends the browser on at once (meta refresh), names the page's address to search
 * engines (canonical) and keeps itself out of their index (noindex); until the browser goes on, it says where the
 * page went with a link to it, in the words of site.config.yaml (messages.pageMoved) in its language.
 */
export function redirectPage(model: SiteModel, redirect: Redirect): string {
  const page = pageOf(model, redirect);
  const shell: ShellData = (redirect.lang && model.shells?.[redirect.lang]) || model.shell;
  const head = pageHead(shell, page);
  const link = `<a href="${escapeHtml(redirect.to)}">${escapeHtml(page.title)}</a>`;
  const said = redirect.moved.split('{page}').map(escapeHtml).join(link);
  const style = `${themeCss(model.theme)}body{margin:0;padding:3rem 1.5rem;font-family:var(--font-family);background:var(--color-background);color:var(--color-text)}a{color:var(--color-primary)}`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(shell.language)}" dir="${shell.dir ?? 'ltr'}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(redirect.to)}">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    '<meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<style>${style.replace(/</g, '\\3c ')}</style>`,
    '</head>',
    `<body><p>${said}</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

import type { PageData, ShellData } from '../model/types.ts';
import { fillMessage } from '../ui/site-context.tsx';

/** The <head> facts of a page, shared by the prerenderer (as HTML) and client navigation (as DOM updates). */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  robots?: string;
  og: Record<string, string>;
  /** The page in every language (hreflang), and x-default: the default language's; none on a site in one language. */
  alternates: { hreflang: string; href: string }[];
}

export function pageHead(shell: ShellData, page: Omit<PageData, 'blocks'>): PageHead {
  const title = page.route === '/' ? `${shell.brand.name}: ${page.title}` : fillMessage(shell.titleTemplate, { title: page.title, brand: shell.brand.name });
  const address = (route: string) => `${shell.url}${route === '/' ? '/' : route}`;
  // a version not translated at all shows the source: the source's page is the one to index, in its language only
  const untranslated = new Set(page.untranslatedIn ?? []);
  const itself = page.lang !== undefined && untranslated.has(page.lang);
  const source = shell.defaultLanguage && page.alternates?.[shell.defaultLanguage];
  const canonical = address(itself && source ? source : page.route);
  const versions = page.index && page.alternates && !itself ? Object.entries(page.alternates).filter(([code]) => !untranslated.has(code)) : [];
  const fallback = shell.defaultLanguage && page.alternates?.[shell.defaultLanguage];
  const alternates = versions.map(([hreflang, route]) => ({ hreflang, href: address(route) }));
  if (fallback && alternates.length > 0) alternates.push({ hreflang: 'x-default', href: address(fallback) });
  return {
    title,
    description: page.description,
    canonical,
    robots: page.index ? undefined : 'noindex',
    og: {
      'og:type': 'website',
      'og:site_name': shell.brand.name,
      'og:title': page.title,
      'og:description': page.description,
      'og:url': canonical,
      'og:locale': shell.locale ?? shell.language.replace('-', '_'),
    },
    alternates,
  };
}

/** Applies a page's head to the live document after a client-side navigation. */
export function applyHead(head: PageHead): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.robots);
  for (const [property, content] of Object.entries(head.og)) setMeta('property', property, content);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = head.canonical;
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const { hreflang, href } of head.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

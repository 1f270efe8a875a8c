import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { BootPage, Hydration, PageData } from '../model/types.ts';
import { BlockView } from './BlockView.tsx';
import { applyHead, pageHead } from './head.ts';
import { pageQueryOptions } from './page-data.ts';
import { normalizeRoute } from '../model/slug.ts';
import { useSite } from '../ui/site-context.tsx';
import { useShowPageVersions } from '../ui/page-versions.tsx';

/**
 * The page the HTML was prerendered for, as the visitor first receives it: blocks that never hydrate
 * come without their data. On the server, `hydration` is absent (every block renders).
 */
export interface FirstPage {
  page: BootPage;
  /** How each block hydrates, by its index (the browser, on a first visit). */
  hydration?: Hydration[];
}

export const FirstPageContext = createContext<FirstPage | null>(null);

/** The page for the current address: its blocks in order, or a loading or error state. */
export function PageView() {
  const shell = useSite();
  const location = useLocation();
  const route = normalizeRoute(location.pathname);
  const first = useContext(FirstPageContext);
  // the prerendered page is shown at the address it was served for (the not-found page at any unknown
  // one) until the visitor goes elsewhere; coming back loads it whole
  const [firstRoute] = useState(() => (first ? route : null));
  const [onFirstPage, setOnFirstPage] = useState(first !== null);
  if (onFirstPage && route !== firstRoute) setOnFirstPage(false);
  const showsFirst = onFirstPage && first !== null && route === firstRoute;
  const query = useQuery({ ...pageQueryOptions(route, shell.notFoundRoute), enabled: !showsFirst });
  const page = showsFirst ? first.page : query.data;
  const { isError, refetch, isFetching } = query;
  const firstRender = useRef(true);
  /** Where the page was last shown: the same page drawn again (the editor's preview as it is typed) keeps the scroll and the focus. */
  const shownAt = useRef(`${page?.route}${location.hash}`);
  useShowPageVersions(page?.alternates);

  useEffect(() => {
    if (!page) return;
    if (firstRender.current) {
      firstRender.current = false; // the prerendered HTML already has the right head and scroll position
      return;
    }
    applyHead(pageHead(shell, page));
    const at = `${page.route}${location.hash}`;
    if (at === shownAt.current) return;
    shownAt.current = at;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: 'instant' }); // a new page starts at its top, not after a smooth scroll
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [page, location.hash, shell]);

  if (!page) {
    return isError ? (
      <div className="page-state" role="alert">
        <p>{shell.messages.pageError}</p>
        <button type="button" className="button button--primary" onClick={() => void refetch()} disabled={isFetching}>
          {shell.messages.retry}
        </button>
      </div>
    ) : (
      <div className="page-state" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        {shell.messages.pageLoading}
      </div>
    );
  }
  return (
    <>
      {mainlyUntranslated(page) && shell.messages.notTranslated && (
        <p className="page-not-translated container" role="note">
          {shell.messages.notTranslated}
        </p>
      )}
      {page.blocks.map((block, index) => {
        const place = `${page.route}#${index}`;
        // a block not yet translated shows in the source language, said so to screen readers
        const lang = page.sourceLanguage && (!page.untranslatedBlocks || page.untranslatedBlocks.includes(index)) ? page.sourceLanguage : undefined;
        return <BlockView key={place} place={place} block={block} lang={lang} hydration={showsFirst ? first.hydration?.[index] : undefined} />;
      })}
    </>
  );
}

/** A page shown in its source language for most of it (every block, or half of them or more): the visitor is told so at its top. */
export function mainlyUntranslated(page: Pick<PageData, 'sourceLanguage' | 'untranslatedBlocks'> & { blocks: readonly unknown[] }): boolean {
  if (!page.sourceLanguage) return false;
  return !page.untranslatedBlocks || page.untranslatedBlocks.length * 2 >= page.blocks.length;
}

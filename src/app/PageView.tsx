import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { BlockView } from '../blocks/registry.tsx';
import { applyHead, pageHead } from './head.ts';
import { pageQueryOptions } from './page-data.ts';
import { pageRouteFor } from './routes.ts';
import { useSite } from '../ui/site-context.tsx';

/** The page for the current address: its blocks in order, or a loading or error state. */
export function PageView() {
  const shell = useSite();
  const location = useLocation();
  const route = pageRouteFor(location.pathname, shell);
  const { data: page, isPending, isError, refetch, isFetching } = useQuery(pageQueryOptions(route));
  const firstRender = useRef(true);

  useEffect(() => {
    if (!page) return;
    if (firstRender.current) {
      firstRender.current = false; // the prerendered HTML already has the right head and scroll position
      return;
    }
    applyHead(pageHead(shell, page));
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: 'instant' }); // a new page starts at its top, not after a smooth scroll
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [page, location.hash, shell]);

  if (isPending) {
    return (
      <div className="page-state" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        {shell.messages.pageLoading}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="page-state" role="alert">
        <p>{shell.messages.pageError}</p>
        <button type="button" className="button button--primary" onClick={() => void refetch()} disabled={isFetching}>
          {shell.messages.retry}
        </button>
      </div>
    );
  }
  return (
    <>
      {page.blocks.map((block, index) => (
        <BlockView key={`${page.route}#${index}`} block={block} />
      ))}
    </>
  );
}

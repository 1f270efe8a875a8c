import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { preloadBlocks } from './block-code.ts';
import type { PageData } from '../model/types.ts';
import { normalizeRoute, pageDataUrl } from './routes.ts';
import { useSite } from '../ui/site-context.tsx';

export const pageQueryKey = (route: string) => ['page', route] as const;

export class PageLoadError extends Error {}

/** Fetches a page's JSON and the code of its blocks, so the page renders in one go. */
export async function fetchPage(route: string): Promise<PageData> {
  const response = await fetch(pageDataUrl(route), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new PageLoadError(`GET ${pageDataUrl(route)} answered ${response.status}`);
  const page = (await response.json()) as PageData;
  await preloadBlocks(page.blocks.map((b) => b.type));
  return page;
}

export const pageQueryOptions = (route: string) => ({
  queryKey: pageQueryKey(route),
  queryFn: () => fetchPage(route),
  staleTime: Infinity,
  retry: 1,
});

/** Returns a function that starts loading a route's page ahead of a click (hover, focus). */
export function usePrefetchPage(): (to: string) => void {
  const client = useQueryClient();
  const { routes } = useSite();
  return useCallback(
    (to: string) => {
      const route = normalizeRoute(to.replace(/[?#].*$/, ''));
      if (routes.includes(route)) void client.prefetchQuery(pageQueryOptions(route));
    },
    [client, routes],
  );
}

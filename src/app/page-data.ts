import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { preloadBlocks } from './block-code.ts';
import type { PageData } from '../model/types.ts';
import { normalizeRoute } from '../model/slug.ts';
import { pageDataUrl } from './routes.ts';
import { useSite } from '../ui/site-context.tsx';

export const pageQueryKey = (route: string) => ['page', route] as const;

export class PageLoadError extends Error {}

/**
 * Fetches a route's page, or the not-found page when the site has none there, and the code of its
 * blocks, so the page renders in one go. No list of routes is needed: the page's JSON answers.
 */
export async function fetchPage(route: string, notFoundRoute: string): Promise<PageData> {
  const page = (await fetchPageJson(route)) ?? (route !== notFoundRoute ? await fetchPageJson(notFoundRoute) : undefined);
  if (!page) throw new PageLoadError(`the site has no page at ${route}, nor its not-found page ${notFoundRoute}`);
  await preloadBlocks(page.blocks.map((b) => b.type));
  return page;
}

/** The route's page; undefined when nothing is there (404), or the file found is not that route's. */
async function fetchPageJson(route: string): Promise<PageData | undefined> {
  const response = await fetch(pageDataUrl(route), { headers: { accept: 'application/json' } });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new PageLoadError(`GET ${pageDataUrl(route)} answered ${response.status}`);
  const page = (await response.json()) as PageData;
  return page.route === route ? page : undefined;
}

export const pageQueryOptions = (route: string, notFoundRoute: string) => ({
  queryKey: pageQueryKey(route),
  queryFn: () => fetchPage(route, notFoundRoute),
  staleTime: Infinity,
  retry: 1,
});

/** Returns a function that starts loading a route's page ahead of a click (hover, focus). */
export function usePrefetchPage(): (to: string) => void {
  const client = useQueryClient();
  const { notFoundRoute } = useSite();
  return useCallback(
    (to: string) => {
      const route = normalizeRoute(to.replace(/[?#].*$/, ''));
      void client.prefetchQuery(pageQueryOptions(route, notFoundRoute));
    },
    [client, notFoundRoute],
  );
}

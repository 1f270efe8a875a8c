import { createContext, useContext } from 'react';

/**
 * Starts loading a route's page ahead of a click (hover, focus). The app provides it; without a
 * provider (a block rendered on its own) links simply do not prefetch.
 */
export const LinkPrefetchContext = createContext<(to: string) => void>(() => undefined);

export function useLinkPrefetch(): (to: string) => void {
  return useContext(LinkPrefetchContext);
}

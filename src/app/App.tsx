import '../styles/base.css'; // first: shell and block styles build on it
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { preloadIndustries } from '../industry/data.ts';
import type { ShellData } from '../model/types.ts';
import { Shell } from '../shell/Shell.tsx';
import { DialogProvider } from './dialogs.tsx';
import { PageView } from './PageView.tsx';
import { LinkPrefetchContext } from '../ui/link-prefetch.ts';
import { SiteProvider } from '../ui/site-context.tsx';
import { usePrefetchPage } from './page-data.ts';

/** The whole application below the router (BrowserRouter in the browser, StaticRouter when prerendering). */
export function App({ shell, queryClient }: { shell: ShellData; queryClient: QueryClient }) {
  useEffect(() => preloadIndustries(queryClient, shell), [queryClient, shell]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'; // the page answers input from here on (tests wait for it)
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider value={shell}>
        <PrefetchingLinks>
          <DialogProvider>
            <Shell>
              <PageView />
            </Shell>
          </DialogProvider>
        </PrefetchingLinks>
      </SiteProvider>
    </QueryClientProvider>
  );
}

/** Links to the site's routes load the page's data and code on hover or focus. */
function PrefetchingLinks({ children }: { children: ReactNode }) {
  return <LinkPrefetchContext.Provider value={usePrefetchPage()}>{children}</LinkPrefetchContext.Provider>;
}

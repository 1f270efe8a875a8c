import '../styles/base.css'; // first: shell and block styles build on it
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { preloadIndustries } from '../industry/data.ts';
import type { ShellData } from '../model/types.ts';
import { Shell } from '../shell/Shell.tsx';
import { useDialogs } from '../ui/dialogs.ts';
import { DialogProvider, isDialogName } from './dialogs.tsx';
import { blocksWithRootHydrated, onStaticBlockActions, takeOverEarlyInput } from '../ui/hydration.ts';
import { FirstPageContext, PageView, type FirstPage } from './PageView.tsx';
import { LinkPrefetchContext, useLinkPrefetch } from '../ui/link-prefetch.ts';
import { SiteProvider, useSite } from '../ui/site-context.tsx';
import { languageOfRoute } from '../ui/site-context.tsx';
import { setDataLanguage } from '../runtime/queries.ts';
import { PageVersionsProvider } from '../ui/page-versions.tsx';
import { usePrefetchPage } from './page-data.ts';

/**
 * The whole application below the router (BrowserRouter in the browser, StaticRouter when prerendering).
 * `firstPage` is the page the HTML holds (prerendering, or hydrating it); without it the page is fetched.
 */
export function App({ shell, queryClient, firstPage = null }: { shell: ShellData; queryClient: QueryClient; firstPage?: FirstPage | null }) {
  // this document's data files are its language's (/_data/fr/…); one language per document, so set once, before any fetch
  setDataLanguage(shell.defaultLanguage && shell.language !== shell.defaultLanguage ? shell.language : undefined);
  const linkedIndustries = firstPage?.page.industryLinks;
  useEffect(() => preloadIndustries(queryClient, shell.industryPages, linkedIndustries), [queryClient, shell, linkedIndustries]);
  useEffect(() => {
    const root = document.getElementById('root');
    // what the visitor typed and pressed before the application started; once the blocks hydrating
    // with the root have hydrated too (each in a pass of its own), the page answers input itself
    // (tests wait for data-hydrated)
    void (root ? takeOverEarlyInput(root) : Promise.resolve())
      .then(blocksWithRootHydrated)
      .then(() => {
        document.documentElement.dataset.hydrated = 'true';
      });
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider value={shell}>
        <PrefetchingLinks>
          <DialogProvider>
            <StaticBlockActions />
            <PageVersionsProvider first={firstPage?.page.alternates}>
              <Shell>
                <FirstPageContext.Provider value={firstPage}>
                  <PageView />
                </FirstPageContext.Provider>
              </Shell>
            </PageVersionsProvider>
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

/** Links and dialog buttons of the blocks that never hydrate work as they do everywhere else. */
function StaticBlockActions() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const prefetch = useLinkPrefetch();
  const site = useSite();
  useEffect(
    () =>
      onStaticBlockActions({
        openDialog: (name) => isDialogName(name) && dialogs.open(name),
        prepareDialog: (name) => isDialogName(name) && dialogs.prepare(name),
        navigate: (to) => (site.languages && languageOfRoute(to, site.languages, site.defaultLanguage ?? site.language) !== site.language ? window.location.assign(to) : void navigate(to)),
        prefetch,
      }),
    [navigate, dialogs, prefetch, site],
  );
  return null;
}

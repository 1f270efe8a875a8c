import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { seedPage } from './app/page-data.ts';
import { createQueryClient } from './app/query-client.ts';
import { dataNeedsOf, preloadBlocks } from './blocks/registry.tsx';
import type { BootData } from './model/types.ts';

/**
 * Renders one page to HTML at build time, with every block's code and data loaded first (no loading
 * states in the HTML). `loadData` gives the JSON behind a data URL; the loaded data is returned as
 * react-query state for the page to embed, so the browser hydrates without fetching it again.
 */
export async function render(url: string, boot: BootData, loadData: (url: string) => unknown = missingData): Promise<{ html: string; queries: DehydratedState }> {
  await preloadBlocks(boot.page.blocks.map((b) => b.type));
  const queryClient = createQueryClient();
  seedPage(queryClient, boot.page);
  for (const need of dataNeedsOf(boot.page.blocks)) queryClient.setQueryData(need.queryKey, loadData(need.url));
  const html = renderToString(
    <StaticRouter location={url}>
      <App shell={boot.shell} queryClient={queryClient} />
    </StaticRouter>,
  );
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.queryKey[0] !== 'page' });
  queryClient.clear(); // drops the cache's garbage-collection timers, which would keep the build process alive
  return { html, queries };
}

function missingData(url: string): never {
  throw new Error(`no data for ${url}`);
}

import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { preloadBlocks } from './app/block-code.ts';
import { createQueryClient } from './app/query-client.ts';
import { dataNeedsOf, hydrationOf } from './blocks/registry.tsx';
import type { BootData, PageData, ShellData } from './model/types.ts';
import { loadDeferredForPrerender } from './ui/deferred.tsx';

/**
 * Renders one page to HTML at build time, with every block's code and data loaded first (no loading
 * states in the HTML). `loadData` gives the JSON behind a data URL. Returns the HTML and the boot data
 * the page embeds for hydration: only what the blocks that hydrate will read (see BootData).
 */
export async function render(url: string, { shell, page }: { shell: ShellData; page: PageData }, loadData: (url: string) => unknown = missingData): Promise<{ html: string; boot: BootData }> {
  await preloadBlocks(page.blocks.map((b) => b.type));
  await loadDeferredForPrerender();
  const queryClient = createQueryClient();
  for (const need of dataNeedsOf(page.blocks, shell)) queryClient.setQueryData(need.queryKey, loadData(need.url));
  const html = renderToString(
    <StaticRouter location={url}>
      <App shell={shell} queryClient={queryClient} firstPage={{ page }} />
    </StaticRouter>,
  );
  const hydration = page.blocks.map(hydrationOf);
  const embedded = new Set(dataNeedsOf(page.blocks.filter((_, i) => hydration[i] === 'load'), shell).map((need) => JSON.stringify(need.queryKey)));
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => embedded.has(JSON.stringify(query.queryKey)) });
  queryClient.clear(); // drops the cache's garbage-collection timers, which would keep the build process alive
  const blocks = page.blocks.map((block, i) => (hydration[i] === 'never' ? { type: block.type } : block));
  return { html, boot: { shell, page: { ...page, blocks }, hydration, queries } };
}

function missingData(url: string): never {
  throw new Error(`no data for ${url}`);
}

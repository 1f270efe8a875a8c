import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { seedPage } from './app/page-data.ts';
import { createQueryClient } from './app/query-client.ts';
import { preloadBlocks } from './blocks/registry.tsx';
import type { BootData } from './model/types.ts';

/** Renders one page to HTML at build time, with every block's code loaded first (no Suspense fallbacks). */
export async function render(url: string, boot: BootData): Promise<string> {
  await preloadBlocks(boot.page.blocks.map((b) => b.type));
  const queryClient = createQueryClient();
  seedPage(queryClient, boot.page);
  return renderToString(
    <StaticRouter location={url}>
      <App shell={boot.shell} queryClient={queryClient} />
    </StaticRouter>,
  );
}

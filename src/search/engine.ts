import type { QueryClient } from '@tanstack/react-query';
import { loadIndustryIndex, queryOptionsFor } from '../industry/data.ts';
import { industryNeeds } from '../industry/urls.ts';
import type { Technology } from '../industry/model.ts';
import type { ShellData } from '../model/types.ts';
import type { SearchEngine } from './types.ts';

/** The engine chosen in site.config.yaml (search.engine); its code is only loaded on the search page. */
export async function createSearchEngine(client: QueryClient, shell: Pick<ShellData, 'search' | 'industryPages'>): Promise<SearchEngine> {
  if (shell.search.engine === 'algolia' && shell.search.algolia) {
    const [{ createAlgoliaEngine }, technologies, industries] = await Promise.all([
      import('./algolia.ts'),
      client.fetchQuery(queryOptionsFor<Technology[]>(industryNeeds.technologies(shell.industryPages.cacheMinutes))),
      loadIndustryIndex(client),
    ]);
    return createAlgoliaEngine(shell.search.algolia, technologies, industries);
  }
  const { createEmbeddedEngine } = await import('./embedded.ts');
  return createEmbeddedEngine();
}

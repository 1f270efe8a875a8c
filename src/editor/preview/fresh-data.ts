import type { QueryClient } from '@tanstack/react-query';

/**
 * The data the preview's blocks read (an industry's use cases, the technologies) asked again of the preview's
 * model, after a new page was sent. A first load still on its way asked for the model before the change: it is
 * cancelled and asked again, for react-query does not cancel a fetch of a query that has no data yet (an
 * invalidation alone would wait for it and keep what it brings).
 */
export async function askDataAgain(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  await queryClient.invalidateQueries();
}

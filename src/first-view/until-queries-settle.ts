import type { QueryClient } from '@tanstack/react-query';

/**
 * A loader awaits only what the page cannot paint without and starts the rest (the home page's
 * rows); a first view rendered on the server should hold those too, so wait until nothing is
 * fetching. A query never settling is bounded by the API client's own timeout.
 */
export function untilQueriesSettle(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

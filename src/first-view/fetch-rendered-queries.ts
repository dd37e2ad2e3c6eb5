import type { Query, QueryClient } from '@tanstack/react-query';

/*
 * Loaders await only what a page cannot paint without; many parts of a page ask for their own
 * data as they render (a listing's first page, a row, the policy text). On the server nothing
 * fetches during a render, so the render is done twice: the first pass names the queries the
 * page mounts, they are fetched here, and the next pass draws them instead of skeletons.
 */

const enabled = (query: Query) => {
  const { enabled: option } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof option === 'function' ? option(query) : option !== false;
};

/** Fetches what the last render asked for and has not got; says how many it fetched. */
export async function fetchRenderedQueries(queryClient: QueryClient): Promise<number> {
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
  // A query that fails stays a loading state in the first view; the browser asks again.
  await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
  return asked.length;
}

import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

// Quiet: the list shows its own error with a retry (docs/product.md §8: list failures only reset flags).
export const getNewsletters = (page: number, signal?: AbortSignal) =>
  apiData('newsletters', { query: { page }, signal, quiet: true });

/** docs/product.md §4: pages append; there is no next page once current_page equals last_page. */
export const newslettersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['newsletter', 'list'],
    queryFn: ({ pageParam, signal }) => getNewsletters(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export const useNewsletters = () => useSuspenseInfiniteQuery(newslettersQueryOptions());

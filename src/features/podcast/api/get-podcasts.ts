import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

// Quiet: the list shows its own error with a retry.
export const getPodcasts = (page: number, signal?: AbortSignal) =>
  apiData('podcasts', { query: { page }, signal, quiet: true });

/** docs/product.md §4: pages append; no next page once current_page equals last_page. */
export const podcastsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['podcast', 'list'],
    queryFn: ({ pageParam, signal }) => getPodcasts(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export const usePodcasts = () => useSuspenseInfiniteQuery(podcastsQueryOptions());

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** One page (24) of top-level comments, newest first, each with its replies. */
export const getComments = (
  episodeId: number,
  viewer: number,
  page: number,
  signal?: AbortSignal,
) =>
  apiData('comments', {
    params: { episodeId, userId: viewer },
    query: { page },
    signal,
    quiet: true,
  });

export const commentsQueryOptions = (episodeId: number, viewer: number) =>
  infiniteQueryOptions({
    queryKey: ['social', 'comments', { episodeId, viewer }],
    queryFn: ({ pageParam, signal }) => getComments(episodeId, viewer, pageParam, signal),
    initialPageParam: 1,
    // docs/product.md §4 Lists: no more pages once current_page equals last_page.
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export const useComments = (episodeId: number, viewer: number) =>
  useInfiniteQuery(commentsQueryOptions(episodeId, viewer));

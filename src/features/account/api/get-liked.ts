import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** docs/product.md §7: liked content is the list call's GET twin with t=liked. */
export const getLiked = (userId: number, page: number, signal?: AbortSignal) =>
  apiData('animeListGet', { params: { userId }, query: { page, t: 'liked' }, signal, quiet: true });

export const likedQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['account', 'liked', { userId }],
    queryFn: ({ pageParam, signal }) => getLiked(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export const useLiked = (userId: number) => useInfiniteQuery(likedQueryOptions(userId));

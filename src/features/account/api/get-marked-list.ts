import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** The user's own lists: what they liked, and what they marked "Дараа үзэх" (watch later). */
export type MarkedList = 'liked' | 'later';

/** docs/product.md §7: a user's list is the list call's GET twin with t=liked or t=later. */
export const getMarkedList = (
  list: MarkedList,
  userId: number,
  page: number,
  signal?: AbortSignal,
) => apiData('animeListGet', { params: { userId }, query: { page, t: list }, signal, quiet: true });

export const markedListQueryOptions = (list: MarkedList, userId: number) =>
  infiniteQueryOptions({
    queryKey: ['account', list, { userId }],
    queryFn: ({ pageParam, signal }) => getMarkedList(list, userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export const useMarkedList = (list: MarkedList, userId: number) =>
  useInfiniteQuery(markedListQueryOptions(list, userId));

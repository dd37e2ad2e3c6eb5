import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getHistory = (userId: number, page: number, signal?: AbortSignal) =>
  apiData('history', { params: { userId }, query: { page }, signal, quiet: true });

/** docs/product.md §4 Lists: pages append; there is more until current_page reaches last_page. */
export const historyQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['account', 'history', { userId }],
    queryFn: ({ pageParam, signal }) => getHistory(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export const useHistory = (userId: number) => useInfiniteQuery(historyQueryOptions(userId));

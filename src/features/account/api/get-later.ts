import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** The titles the user marked "Дараа үзэх": the list call's GET twin with t=later. */
export const getLater = (userId: number, page: number, signal?: AbortSignal) =>
  apiData('animeListGet', { params: { userId }, query: { page, t: 'later' }, signal, quiet: true });

export const laterQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['account', 'later', { userId }],
    queryFn: ({ pageParam, signal }) => getLater(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export const useLater = (userId: number) => useInfiniteQuery(laterQueryOptions(userId));

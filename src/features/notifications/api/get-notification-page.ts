import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getNotificationPage = (userId: number, page: number, signal?: AbortSignal) =>
  apiData('notificationPage', { params: { userId }, query: { page }, signal, quiet: true });

/** The list in the header's panel, newest first; pages append. */
export const notificationPageQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['notifications', 'list', { userId }],
    queryFn: ({ pageParam, signal }) => getNotificationPage(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    // Opening the panel always shows what the server has now.
    staleTime: 0,
  });

export const useNotificationPage = (userId: number) =>
  useInfiniteQuery(notificationPageQueryOptions(userId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getNotificationCount = (userId: number, signal?: AbortSignal) =>
  apiData('notificationCount', { params: { userId }, signal, quiet: true });

/** New episodes arrive while a tab stays open: the badge asks again now and then. */
const RECHECK_MS = 5 * 60_000;

/** The header badge: the signed-in user's unread notifications. */
export const notificationCountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['notifications', 'count', { userId }],
    queryFn: ({ signal }) => getNotificationCount(userId, signal),
    select: (data) => data.count,
    refetchInterval: RECHECK_MS,
    refetchOnWindowFocus: true,
  });

export const useNotificationCount = (userId: number, enabled: boolean) =>
  useQuery({ ...notificationCountQueryOptions(userId), enabled });

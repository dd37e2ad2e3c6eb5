import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** "Continue watching": the latest position per media for the logged-in user. */
export const getHistoryLatest = (userId: number, signal?: AbortSignal) =>
  apiData('historyLatest', { params: { userId }, signal, quiet: true });

export const historyLatestQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['watch', 'history-latest', { userId }],
    queryFn: ({ signal }) => getHistoryLatest(userId, signal),
  });

export const useHistoryLatest = (userId: number | null) =>
  useQuery({ ...historyLatestQueryOptions(userId ?? 0), enabled: userId !== null });

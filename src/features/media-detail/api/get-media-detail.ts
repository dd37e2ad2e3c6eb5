import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { storedViewerId } from '@/app/session';

// Quiet: the screens show their own not-found and retry states instead of a toast.
export const getMediaDetail = (id: number, userId: number, signal?: AbortSignal) =>
  apiData('animeDetail', { params: { id, userId }, signal, quiet: true });

export const mediaDetailQueryOptions = (id: number, userId: number = storedViewerId()) =>
  queryOptions({
    queryKey: ['media-detail', 'detail', { id, userId }],
    queryFn: ({ signal }) => getMediaDetail(id, userId, signal),
  });

export const useMediaDetail = (id: number) => useQuery(mediaDetailQueryOptions(id));
export const useSuspenseMediaDetail = (id: number) => useSuspenseQuery(mediaDetailQueryOptions(id));

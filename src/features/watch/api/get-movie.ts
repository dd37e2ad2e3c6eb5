import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** A movie or theatre title with its sources; the server judges the token's user. */
export const getWatchMovie = (id: number, signal?: AbortSignal) =>
  apiData('movie', { params: { id }, signal, quiet: true });

/** `viewer` is only a key part: the answer differs per user (rental, days). */
export const watchMovieQueryOptions = (id: number, viewer: number) =>
  queryOptions({
    queryKey: ['watch', 'movie', { id, viewer }],
    queryFn: ({ signal }) => getWatchMovie(id, signal),
    staleTime: 30_000,
  });

export const useWatchMovie = (id: number, viewer: number) =>
  useQuery(watchMovieQueryOptions(id, viewer));

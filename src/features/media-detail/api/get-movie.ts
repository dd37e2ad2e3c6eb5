import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { storedViewerId, useViewerId } from '@/session';

/** A movie or theatre title with its sources; the server judges the token's user. */
export const getMovie = (id: number, signal?: AbortSignal) =>
  apiData('movie', { params: { id }, signal, quiet: true });

/**
 * One key for the title's answer, read by the theatre detail page (price, free flag) and the
 * watch page (sources, rental) alike (docs/decisions/022). `userId` is only a key part: the
 * answer differs per user (rental, days), and loaders get the stored viewer by default.
 */
export const movieQueryOptions = (id: number, userId: number = storedViewerId()) =>
  queryOptions({
    queryKey: ['media-detail', 'movie', { id, userId }],
    queryFn: ({ signal }) => getMovie(id, signal),
    // Source URLs and the permission are per viewer and may change with days left.
    staleTime: 30_000,
  });

export const useMovie = (id: number) => useQuery(movieQueryOptions(id, useViewerId()));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getLatestMovies = (signal?: AbortSignal) =>
  apiData('latestMovies', { signal, quiet: true });

export const latestMoviesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'latest-movies'],
    queryFn: ({ signal }) => getLatestMovies(signal),
  });

export const useLatestMovies = () => useQuery(latestMoviesQueryOptions());

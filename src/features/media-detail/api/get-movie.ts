import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** The theatre/movie facts the media detail lacks: rental price and free flag. */
export const getMovie = (id: number, signal?: AbortSignal) =>
  apiData('movie', { params: { id }, signal, quiet: true });

export const movieQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['media-detail', 'movie', { id }],
    queryFn: ({ signal }) => getMovie(id, signal),
  });

export const useMovie = (id: number, enabled = true) =>
  useQuery({ ...movieQueryOptions(id), enabled });

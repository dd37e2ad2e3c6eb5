import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** The show with its tracks in one call (podcastDetail carries `tracks`). */
export const getPodcast = (id: number, signal?: AbortSignal) =>
  apiData('podcastDetail', { params: { id }, signal, quiet: true });

export const podcastQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['podcast', 'detail', { id }],
    queryFn: ({ signal }) => getPodcast(id, signal),
  });

export const usePodcast = (id: number) => useSuspenseQuery(podcastQueryOptions(id));

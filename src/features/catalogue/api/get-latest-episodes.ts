import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { nextPageOf } from './paging';

export const getLatestEpisodes = (page: number, signal?: AbortSignal) =>
  apiData('latestEpisodes', { query: { page }, signal, quiet: true });

/** The home row: the first page only. */
export const latestEpisodesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'latest-episodes', { page: 1 }],
    queryFn: ({ signal }) => getLatestEpisodes(1, signal),
  });

export const useLatestEpisodes = () => useQuery(latestEpisodesQueryOptions());

/** /episode/new: every page, appended as the user scrolls. */
export const latestEpisodesInfiniteOptions = () =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'latest-episodes', 'pages'],
    queryFn: ({ pageParam, signal }) => getLatestEpisodes(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

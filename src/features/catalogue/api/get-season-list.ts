import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** Every season label, newest first, for the listing's season filter. */
export const getSeasonList = (signal?: AbortSignal) =>
  apiData('animeSeasonList', { signal, quiet: true });

export const seasonListQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'season', 'list'],
    queryFn: ({ signal }) => getSeasonList(signal),
    staleTime: 60 * 60_000,
  });

export const useSeasonList = () => useQuery(seasonListQueryOptions());

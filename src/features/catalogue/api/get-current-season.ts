import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** The newest airing season and its series (`anime/season`). */
export const getCurrentSeason = (signal?: AbortSignal) =>
  apiData('animeSeason', { signal, quiet: true });

export const currentSeasonQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'season', 'current'],
    queryFn: ({ signal }) => getCurrentSeason(signal),
  });

export const useCurrentSeason = () => useQuery(currentSeasonQueryOptions());

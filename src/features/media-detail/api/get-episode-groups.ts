import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';
import { storedViewerId } from '@/session';

/** Every group (1-10, 11-20, …) of a series with its episodes, in one call. */
export const getEpisodeGroups = (anime: number, userId: number, signal?: AbortSignal) =>
  apiData('groups', { params: { anime, userId }, signal, quiet: true });

export const episodeGroupsQueryOptions = (anime: number, userId: number = storedViewerId()) =>
  queryOptions({
    queryKey: ['media-detail', 'groups', { anime, userId }],
    queryFn: ({ signal }) => getEpisodeGroups(anime, userId, signal),
  });

export const useEpisodeGroups = (anime: number, enabled = true) =>
  useQuery({ ...episodeGroupsQueryOptions(anime), enabled });

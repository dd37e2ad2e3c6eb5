import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** The episode with its sources (only when the viewer may watch), neighbours and position. */
export const getEpisode = (id: number, viewer: number, signal?: AbortSignal) =>
  apiData('episodeForUser', { params: { id, userId: viewer }, signal, quiet: true });

export const episodeQueryOptions = (id: number, viewer: number) =>
  queryOptions({
    queryKey: ['watch', 'episode', { id, viewer }],
    queryFn: ({ signal }) => getEpisode(id, viewer, signal),
    // Source URLs and the permission are per viewer and may change with days left.
    staleTime: 30_000,
  });

export const useEpisode = (id: number, viewer: number) => useQuery(episodeQueryOptions(id, viewer));

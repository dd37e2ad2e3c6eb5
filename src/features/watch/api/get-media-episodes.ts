import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** Every episode of a media, for the list beside the player. */
export const getMediaEpisodes = (mediaId: number, viewer: number, signal?: AbortSignal) =>
  apiData('episodesOfMedia', { params: { mediaId, userId: viewer }, signal, quiet: true });

export const mediaEpisodesQueryOptions = (mediaId: number, viewer: number) =>
  queryOptions({
    queryKey: ['watch', 'media-episodes', { mediaId, viewer }],
    queryFn: ({ signal }) => getMediaEpisodes(mediaId, viewer, signal),
  });

export const useMediaEpisodes = (mediaId: number, viewer: number) =>
  useQuery(mediaEpisodesQueryOptions(mediaId, viewer));

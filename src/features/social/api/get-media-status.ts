import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export interface MediaStatus {
  liked: 0 | 1 | null;
  later: boolean;
  notify: boolean;
  like_count: number;
}

/** The viewer's like, later and notify marks on a media (from its personalised detail). */
export const getMediaStatus = async (
  mediaId: number,
  viewer: number,
  signal?: AbortSignal,
): Promise<MediaStatus> => {
  const detail = await apiData('animeDetail', {
    params: { id: mediaId, userId: viewer },
    signal,
    quiet: true,
  });
  return {
    liked: detail.liked,
    later: detail.later,
    notify: detail.notify,
    like_count: detail.like_count,
  };
};

export const mediaStatusQueryOptions = (mediaId: number, viewer: number) =>
  queryOptions({
    queryKey: ['social', 'media-status', { mediaId, viewer }],
    queryFn: ({ signal }) => getMediaStatus(mediaId, viewer, signal),
  });

export const useMediaStatus = (mediaId: number, viewer: number) =>
  useQuery(mediaStatusQueryOptions(mediaId, viewer));

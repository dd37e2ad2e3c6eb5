import { queryOptions } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** `/watch/{media}` without an episode goes to the detail's epId (next unwatched or first). */
export const getMediaStart = (mediaId: number, viewer: number, signal?: AbortSignal) =>
  apiData('animeDetail', { params: { id: mediaId, userId: viewer }, signal, quiet: true });

export const mediaStartQueryOptions = (mediaId: number, viewer: number) =>
  queryOptions({
    queryKey: ['watch', 'media-start', { mediaId, viewer }],
    queryFn: ({ signal }) => getMediaStart(mediaId, viewer, signal),
    select: (detail) => detail.epId,
  });

import { apiCall } from '@/lib/api-client';

export interface ReportDraft {
  userId: number;
  episodeId: number;
  mediaId: number;
  report: string;
  /** The second of the episode the viewer was watching, when known. */
  at?: number;
}

/** docs/product.md §7 report: type 'ep', parent_id the episode, media_id its media. */
export const reportEpisode = ({ userId, episodeId, mediaId, report, at }: ReportDraft) =>
  apiCall('report', {
    params: { userId },
    body: {
      report,
      type: 'ep',
      parent_id: episodeId,
      media_id: mediaId,
      ...(at !== undefined && at > 0 ? { at: Math.min(86_400, Math.floor(at)) } : {}),
    },
  });

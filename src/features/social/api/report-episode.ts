import { apiCall } from '@/lib/api-client';

export interface ReportDraft {
  userId: number;
  episodeId: number;
  mediaId: number;
  report: string;
}

/** docs/product.md §7 report: type 'ep', parent_id the episode, media_id its media. */
export const reportEpisode = ({ userId, episodeId, mediaId, report }: ReportDraft) =>
  apiCall('report', {
    params: { userId },
    body: { report, type: 'ep', parent_id: episodeId, media_id: mediaId },
  });

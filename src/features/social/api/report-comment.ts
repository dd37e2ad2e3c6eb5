import { apiCall } from '@/lib/api-client';

/** A viewer's report of someone else's comment (decision 070); queued offline like the others. */
export const reportComment = (userId: number, commentId: number, reason: string) =>
  apiCall('commentReport', { params: { commentId, userId }, body: { reason } });

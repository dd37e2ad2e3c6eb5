import type { ResponseOf } from '@contract/endpoints';
import { apiCall } from '@/lib/api-client';

export interface CommentDraft {
  episodeId: number;
  userId: number;
  body: string;
  parentId: number | null;
}

/** The server's answer, or the service worker's `queued` when the write waits for the network. */
export type PostCommentAnswer = ResponseOf<'commentPost'> & { queued?: boolean };

/** docs/product.md §7 comment/post; quiet, because the form shows the spec's own failure text. */
export const postComment = async ({
  episodeId,
  userId,
  body,
  parentId,
}: CommentDraft): Promise<PostCommentAnswer> =>
  apiCall('commentPost', {
    body: { episode_id: episodeId, parent_id: parentId, user_id: userId, body },
    quiet: true,
  });

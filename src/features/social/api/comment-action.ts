import type { CommentAction } from '@contract/entities';
import { apiData } from '@/lib/api-client';

export const setCommentAction = (commentId: number, userId: number, action: CommentAction) =>
  apiData('commentAction', {
    params: { commentId, userId, action: String(action) as '0' | '1' | '2' },
  });

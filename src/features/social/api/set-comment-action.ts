import type { Comment } from '@contract/entities';
import { requireLogin, storedViewerId } from '@/session';
import { pressCommentAction } from '../like-math';
import { setCommentAction } from './comment-action';
import { useCommentCache } from './use-comment-cache';

/** Comment like (1) / dislike (2), back to 0 when pressed again; counters move at once. */
export function useCommentAction(episodeId: number, viewer: number) {
  const cache = useCommentCache(episodeId, viewer);
  return async (comment: Comment, pressed: 1 | 2) => {
    if (!requireLogin()) return;
    const before = cache.snapshot();
    const next = pressCommentAction(comment, pressed);
    cache.patch(comment.id, next);
    try {
      const answer = await setCommentAction(comment.id, storedViewerId(), next.action);
      if (answer && typeof answer.likes === 'number') cache.patch(comment.id, answer);
    } catch {
      cache.restore(before);
    }
  };
}

import { useCallback } from 'react';
import type { Comment, CommentAction } from '@contract/entities';
import { useKeptWrites } from '@/lib/outbox-status';
import { withCommentAction } from '../like-math';

const asAction = (value: string | undefined): CommentAction | null =>
  value === '0' ? 0 : value === '1' ? 1 : value === '2' ? 2 : null;

/**
 * The viewer's comment likes and dislikes still waiting in the outbox, laid over a comment: a
 * list read before them (the worker's copy, on an offline reload) still shows them pressed.
 */
export function useKeptCommentActions(): <T extends Comment>(comment: T) => T {
  const kept = useKeptWrites('commentAction');
  return useCallback(
    <T extends Comment>(comment: T): T => {
      const last = kept.findLast(({ params }) => Number(params.commentId) === comment.id);
      const action = asAction(last?.params.action);
      return action === null ? comment : withCommentAction(comment, action);
    },
    [kept],
  );
}

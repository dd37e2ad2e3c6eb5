import type { CommentAction, LikeValue } from '@contract/entities';

/** An episode's like state as the watch page shows it. */
export interface EpisodeLikes {
  liked: LikeValue;
  likeCount: number;
  dislikeCount: number;
}

export type LikeParam = '1' | '0' | 'null';

/**
 * docs/product.md §4: pressing like sends 1 (or null to clear a like), pressing dislike sends 0 (or null
 * to clear a dislike); the counts move at once.
 */
export function pressEpisodeLike(
  state: EpisodeLikes,
  pressed: 1 | 0,
): { param: LikeParam; next: EpisodeLikes } {
  const liked: LikeValue = state.liked === pressed ? null : pressed;
  let { likeCount, dislikeCount } = state;
  if (state.liked === 1) likeCount -= 1;
  if (state.liked === 0) dislikeCount -= 1;
  if (liked === 1) likeCount += 1;
  if (liked === 0) dislikeCount += 1;
  return {
    param: liked === null ? 'null' : liked === 1 ? '1' : '0',
    next: { liked, likeCount: Math.max(0, likeCount), dislikeCount: Math.max(0, dislikeCount) },
  };
}

export interface CommentCounters {
  likes: number;
  dislikes: number;
  action: CommentAction;
}

/** Comment like (1) / dislike (2); pressing the active one again goes back to 0 (none). */
export function pressCommentAction(state: CommentCounters, pressed: 1 | 2): CommentCounters {
  const action: CommentAction = state.action === pressed ? 0 : pressed;
  let { likes, dislikes } = state;
  if (state.action === 1) likes -= 1;
  if (state.action === 2) dislikes -= 1;
  if (action === 1) likes += 1;
  if (action === 2) dislikes += 1;
  return { action, likes: Math.max(0, likes), dislikes: Math.max(0, dislikes) };
}

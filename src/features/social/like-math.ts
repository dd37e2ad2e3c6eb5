import type { CommentAction } from '@contract/entities';

export interface CommentCounters {
  likes: number;
  dislikes: number;
  action: CommentAction;
}

/** Comment like (1) / dislike (2); pressing the active one again goes back to 0 (none). */
export function pressCommentAction(state: CommentCounters, pressed: 1 | 2): CommentCounters {
  return withCommentAction(state, state.action === pressed ? 0 : pressed);
}

/** The counters with `action` set, moved to match; the same counters when already so. */
export function withCommentAction<T extends CommentCounters>(state: T, action: CommentAction): T {
  if (state.action === action) return state;
  let { likes, dislikes } = state;
  if (state.action === 1) likes -= 1;
  if (state.action === 2) dislikes -= 1;
  if (action === 1) likes += 1;
  if (action === 2) dislikes += 1;
  return { ...state, action, likes: Math.max(0, likes), dislikes: Math.max(0, dislikes) };
}

import type { LikeValue } from '@contract/entities';

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
  return { param: toLikeParam(liked), next: withEpisodeLike(state, liked) };
}

const toLikeParam = (liked: LikeValue): LikeParam =>
  liked === null ? 'null' : liked === 1 ? '1' : '0';

export const fromLikeParam = (param: string): LikeValue =>
  param === '1' ? 1 : param === '0' ? 0 : null;

/** The state with `liked` set, its counts moved to match; the same state when already so. */
export function withEpisodeLike(state: EpisodeLikes, liked: LikeValue): EpisodeLikes {
  if (state.liked === liked) return state;
  let { likeCount, dislikeCount } = state;
  if (state.liked === 1) likeCount -= 1;
  if (state.liked === 0) dislikeCount -= 1;
  if (liked === 1) likeCount += 1;
  if (liked === 0) dislikeCount += 1;
  return { liked, likeCount: Math.max(0, likeCount), dislikeCount: Math.max(0, dislikeCount) };
}

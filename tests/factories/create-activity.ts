import { commentRow, episodeLikeRow, historyRow, mediaStatusRow } from '../../server/db/rows';
import type { CommentFields, HistoryFields, MediaStatusFields } from '../../server/db/rows';
import type { FactoryTarget } from './target';

/*
 * What a viewer leaves behind: a saved position, likes, a media status, comments. Timestamps
 * default to the target's now; `ago` (ms) moves them into the past.
 */

type Dated<T> = Omit<T, 'createdAt' | 'updatedAt'> & { ago?: number };

export async function createHistory(t: FactoryTarget, f: Dated<HistoryFields>): Promise<number> {
  const at = t.clock.now() - (f.ago ?? 0);
  const { id } = await t.db
    .insertInto('history')
    .values(historyRow({ ...f, createdAt: at, updatedAt: at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function createEpisodeLike(
  t: FactoryTarget,
  f: { userId: number; episodeId: number; value?: 0 | 1 },
): Promise<void> {
  await t.db
    .insertInto('episode_likes')
    .values(episodeLikeRow({ ...f, value: f.value ?? 1, createdAt: t.clock.now() }))
    .execute();
}

export async function createMediaStatus(
  t: FactoryTarget,
  f: Dated<MediaStatusFields>,
): Promise<void> {
  await t.db
    .insertInto('media_statuses')
    .values(mediaStatusRow({ ...f, updatedAt: t.clock.now() - (f.ago ?? 0) }))
    .execute();
}

/** A comment (or a reply, with parentId), counted in its episode's comment_count. */
export async function createComment(t: FactoryTarget, f: Dated<CommentFields>): Promise<number> {
  const { id } = await t.db
    .insertInto('comments')
    .values(commentRow({ ...f, createdAt: t.clock.now() - (f.ago ?? 0) }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('episodes')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
    .where('id', '=', f.episodeId)
    .execute();
  return id;
}

/** A like (1) or dislike (2) on a comment, counted on the comment as the server counts it. */
export async function createCommentVote(
  t: FactoryTarget,
  f: { commentId: number; userId: number; action: 1 | 2 },
): Promise<void> {
  await t.db
    .insertInto('comment_actions')
    .values({
      comment_id: f.commentId,
      user_id: f.userId,
      action: f.action,
      created_at: new Date(t.clock.now()).toISOString(),
    })
    .execute();
  const column = f.action === 1 ? 'likes' : 'dislikes';
  await t.db
    .updateTable('comments')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('id', '=', f.commentId)
    .execute();
}

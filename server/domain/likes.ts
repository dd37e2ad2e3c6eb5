import type { z } from 'zod';
import type { mediaStatusStateSchema } from '../../contract/endpoints/social';
import type { CommentAction, LikeValue } from '../../contract/entities';
import { watchStatusSchema } from '../../contract/entities';
import { extra } from '../../contract/messages';
import { inTransaction } from '../db/in-transaction';
import type { AppDeps } from '../deps';
import { decrement, increment } from './counter-sql';
import { DomainError } from './domain-error';
import { lockUser } from './user-lock';
import { visibleEpisodes, visibleMedia } from './visibility';
import { countWrite } from './write-limits';

/*
 * The toggles a user sets on a media, an episode or a comment. Each runs in one transaction that
 * locks the user (so two taps cannot both move a count) and counts towards the 'toggle' write
 * limit; a count moves only when the stored state really changes, so repeating a value changes
 * nothing. `deps` is what the route passes: inside a keyed write, the transaction-bound deps of
 * writeDeps (decision 015).
 */

const iso = (ms: number) => new Date(ms).toISOString();

function notFound(): never {
  throw new DomainError('not-found', extra.notFound);
}

export function likeValue(value: number | null | undefined): LikeValue {
  if (value === 1) return 1;
  if (value === 0) return 0;
  return null;
}

export function commentAction(value: number | undefined): CommentAction {
  return value === 1 || value === 2 ? value : 0;
}

type MediaStatusState = z.infer<typeof mediaStatusStateSchema>;

export interface MediaStatusChange {
  action: 'like' | 'later' | 'notify' | 'status';
  value: string;
}

/**
 * like: '1' likes, '0' and 'null' remove the like (a media has a like toggle and a like_count, no
 * dislike). later, notify: '1' on, '0' off. status: a watch status or 'null'. Returns the user's
 * whole state for the media and its like_count.
 */
export async function setMediaStatus(
  deps: AppDeps,
  user: number,
  mediaId: number,
  change: MediaStatusChange,
): Promise<MediaStatusState> {
  const { db, clock } = deps;
  const media = await visibleMedia(db).select('id').where('id', '=', mediaId).executeTakeFirst();
  if (!media) notFound();

  return inTransaction(db, async (trx) => {
    await lockUser(trx, user);
    await countWrite({ ...deps, db: trx }, 'toggle', user);
    const old = await trx
      .selectFrom('media_statuses')
      .select(['liked', 'later', 'notify', 'watch_status'])
      .where('user_id', '=', user)
      .where('media_id', '=', media.id)
      .executeTakeFirst();
    const next = {
      liked: old?.liked === 1 ? 1 : null,
      later: old?.later ?? 0,
      notify: old?.notify ?? 0,
      watch_status: old?.watch_status ?? null,
    };
    switch (change.action) {
      case 'like':
        next.liked = change.value === '1' ? 1 : null;
        break;
      case 'later':
        next.later = change.value === '1' ? 1 : 0;
        break;
      case 'notify':
        next.notify = change.value === '1' ? 1 : 0;
        break;
      case 'status':
        next.watch_status = change.value === 'null' ? null : change.value;
        break;
    }
    await trx
      .insertInto('media_statuses')
      .values({ user_id: user, media_id: media.id, ...next, updated_at: iso(clock.now()) })
      .onConflict((oc) =>
        oc.columns(['user_id', 'media_id']).doUpdateSet({ ...next, updated_at: iso(clock.now()) }),
      )
      .execute();
    const wasLiked = old?.liked === 1;
    const isLiked = next.liked === 1;
    if (wasLiked !== isLiked) {
      await trx
        .updateTable('media')
        .set({ like_count: isLiked ? increment('like_count') : decrement('like_count') })
        .where('id', '=', media.id)
        .execute();
    }
    // visibility: every state — the count just moved, of the title checked above
    const { like_count } = await trx
      .selectFrom('media')
      .select('like_count')
      .where('id', '=', media.id)
      .executeTakeFirstOrThrow();
    const status = watchStatusSchema.safeParse(next.watch_status);
    return {
      liked: likeValue(next.liked),
      later: next.later === 1,
      notify: next.notify === 1,
      watch_status: status.success ? status.data : null,
      like_count,
    };
  });
}

/** Episode like: 1 like, 0 dislike, null clear. Switching moves one count to the other. */
export async function setEpisodeLike(
  deps: AppDeps,
  user: number,
  episodeId: number,
  next: LikeValue,
): Promise<{ liked: LikeValue; likeCount: number; dislikeCount: number }> {
  const { clock } = deps;
  return inTransaction(deps.db, async (trx) => {
    await lockUser(trx, user);
    await countWrite({ ...deps, db: trx }, 'toggle', user);
    const episode = await visibleEpisodes(trx)
      .select('id')
      .where('id', '=', episodeId)
      .executeTakeFirst();
    if (!episode) notFound();
    const old = await trx
      .selectFrom('episode_likes')
      .select('value')
      .where('user_id', '=', user)
      .where('episode_id', '=', episode.id)
      .executeTakeFirst();
    const before = old ? likeValue(old.value) : null;
    if (before !== next) {
      if (next === null) {
        await trx
          .deleteFrom('episode_likes')
          .where('user_id', '=', user)
          .where('episode_id', '=', episode.id)
          .execute();
      } else {
        await trx
          .insertInto('episode_likes')
          .values({
            user_id: user,
            episode_id: episode.id,
            value: next,
            created_at: iso(clock.now()),
          })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'episode_id'])
              .doUpdateSet({ value: next, created_at: iso(clock.now()) }),
          )
          .execute();
      }
      await trx
        .updateTable('episodes')
        .set({
          ...(before === 1 ? { like_count: decrement('like_count') } : {}),
          ...(before === 0 ? { dislike_count: decrement('dislike_count') } : {}),
          ...(next === 1 ? { like_count: increment('like_count') } : {}),
          ...(next === 0 ? { dislike_count: increment('dislike_count') } : {}),
        })
        .where('id', '=', episode.id)
        .execute();
    }
    // visibility: every state — the counts just moved, of the episode checked above
    const counts = await trx
      .selectFrom('episodes')
      .select(['like_count', 'dislike_count'])
      .where('id', '=', episode.id)
      .executeTakeFirstOrThrow();
    return { liked: next, likeCount: counts.like_count, dislikeCount: counts.dislike_count };
  });
}

/** Comment action: 0 none, 1 like, 2 dislike. Switching moves one count to the other. */
export async function setCommentAction(
  deps: AppDeps,
  user: number,
  commentId: number,
  next: CommentAction,
): Promise<{ likes: number; dislikes: number; action: CommentAction }> {
  const { clock } = deps;
  return inTransaction(deps.db, async (trx) => {
    await lockUser(trx, user);
    await countWrite({ ...deps, db: trx }, 'toggle', user);
    const comment = await trx
      .selectFrom('comments')
      .select(['id', 'held_at'])
      .where('id', '=', commentId)
      .executeTakeFirst();
    // A held comment is seen by its author alone and shows no buttons (decision 070): by its id
    // it takes no like, not even the author's.
    if (!comment || comment.held_at !== null) notFound();
    const old = await trx
      .selectFrom('comment_actions')
      .select('action')
      .where('comment_id', '=', comment.id)
      .where('user_id', '=', user)
      .executeTakeFirst();
    const before = commentAction(old?.action);
    if (before !== next) {
      if (next === 0) {
        await trx
          .deleteFrom('comment_actions')
          .where('comment_id', '=', comment.id)
          .where('user_id', '=', user)
          .execute();
      } else {
        await trx
          .insertInto('comment_actions')
          .values({
            comment_id: comment.id,
            user_id: user,
            action: next,
            created_at: iso(clock.now()),
          })
          .onConflict((oc) =>
            oc
              .columns(['comment_id', 'user_id'])
              .doUpdateSet({ action: next, created_at: iso(clock.now()) }),
          )
          .execute();
      }
      await trx
        .updateTable('comments')
        .set({
          ...(before === 1 ? { likes: decrement('likes') } : {}),
          ...(before === 2 ? { dislikes: decrement('dislikes') } : {}),
          ...(next === 1 ? { likes: increment('likes') } : {}),
          ...(next === 2 ? { dislikes: increment('dislikes') } : {}),
        })
        .where('id', '=', comment.id)
        .execute();
    }
    const counts = await trx
      .selectFrom('comments')
      .select(['likes', 'dislikes'])
      .where('id', '=', comment.id)
      .executeTakeFirstOrThrow();
    return { likes: counts.likes, dislikes: counts.dislikes, action: next };
  });
}

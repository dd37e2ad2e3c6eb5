import type { Kysely } from 'kysely';
import { extra } from '../../contract/messages';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { visibleEpisodes } from './visibility';
import { countWrite } from './write-limits';

/*
 * Viewers' reports of comments (docs/decisions/070-moderation-words-contact.md). One per viewer
 * and comment: the key makes a repeat (a double press, an outbox replay under a new key, two
 * devices) store nothing and answer as sent. A moderator's hide or delete closes them.
 */

/**
 * Stores `user`'s report of someone else's comment. A held comment is its author's alone, so
 * for everyone else it does not exist (404); a hidden one was handled already: answered as
 * sent, nothing kept.
 */
export async function reportComment(
  deps: AppDeps,
  user: number,
  commentId: number,
  reason: string,
): Promise<void> {
  const { db, clock } = deps;
  const comment = await db
    .selectFrom('comments')
    .select(['id', 'user_id', 'episode_id', 'held_at', 'hidden_at'])
    .where('id', '=', commentId)
    .executeTakeFirst();
  const episode = comment
    ? await visibleEpisodes(db).select('id').where('id', '=', comment.episode_id).executeTakeFirst()
    : undefined;
  if (!comment || !episode || comment.held_at !== null) {
    throw new DomainError('not-found', extra.notFound);
  }
  if (comment.user_id === user) throw new DomainError('forbidden', extra.ownCommentReport);
  if (comment.hidden_at !== null) return;
  await inTransaction(db, async (trx) => {
    await countWrite({ ...deps, db: trx }, 'report', user);
    await trx
      .insertInto('comment_reports')
      .values({
        comment_id: comment.id,
        user_id: user,
        reason,
        created_at: new Date(clock.now()).toISOString(),
      })
      .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
      .execute();
  });
}

/**
 * Closes the open reports of these comments, in the moderator's transaction; answers how many
 * it closed (for the audit record).
 */
export async function closeCommentReports(
  trx: Kysely<Database>,
  now: number,
  moderator: number,
  commentIds: number[],
  as: 'hidden' | 'deleted',
): Promise<number> {
  if (commentIds.length === 0) return 0;
  const closed = await trx
    .updateTable('comment_reports')
    .set({ closed_at: new Date(now).toISOString(), closed_by: moderator, closed_as: as })
    .where('comment_id', 'in', commentIds)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows);
}

import type { Kysely } from 'kysely';
import { RESCAN_BATCH } from '../../contract/studio/moderation-values';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { decrement } from './counter-sql';
import { matchingEntry } from './word-fold';

/*
 * A moderator's rescan of existing comments against the word list (docs/decisions/070-
 * moderation-words-contact.md). Bounded: one press reads at most RESCAN_BATCH shown comments,
 * newest first below `before`, in one transaction, so no request holds the database for long;
 * the room offers the next batch. A comment a moderator approved after a hold, or hid, is left
 * as it is; one held by the rescan leaves the episode's count, as a held post never entered it.
 */

export interface RescanOutcome {
  scanned: number;
  held: number;
  next: number | null;
}

export function rescanComments(
  db: Kysely<Database>,
  now: number,
  userId: number,
  before: number | undefined,
): Promise<RescanOutcome> {
  return inTransaction(db, async (trx) => {
    const words = (
      await trx.selectFrom('comment_words').select('word').orderBy('id').execute()
    ).map((w) => w.word);
    let query = trx
      .selectFrom('comments')
      .select(['id', 'episode_id', 'body'])
      .where('held_at', 'is', null)
      .where('hidden_at', 'is', null)
      .where('approved_at', 'is', null);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.orderBy('id', 'desc').limit(RESCAN_BATCH).execute();
    const heldIds: number[] = [];
    if (words.length > 0) {
      const at = new Date(now).toISOString();
      for (const row of rows) {
        const word = matchingEntry(row.body, words);
        if (word === null) continue;
        const changed = await trx
          .updateTable('comments')
          .set({ held_at: at, held_word: word })
          .where('id', '=', row.id)
          .where('held_at', 'is', null)
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) continue;
        await trx
          .updateTable('episodes')
          .set({ comment_count: decrement('comment_count') })
          .where('id', '=', row.episode_id)
          .execute();
        heldIds.push(row.id);
      }
    }
    const next = rows.length === RESCAN_BATCH ? rows[rows.length - 1]!.id : null;
    await recordAudit(trx, now, {
      userId,
      entity: 'comment_word',
      entityId: 0,
      action: 'rescan',
      before: before === undefined ? null : { before },
      after: { scanned: rows.length, held: heldIds, next },
    });
    return { scanned: rows.length, held: heldIds.length, next };
  });
}

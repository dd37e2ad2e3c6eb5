import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import { episodeRow } from '../db/rows';
import type { EpisodeFields } from '../db/rows';
import type { Database } from '../db/schema';
import { notifyFollowers } from './notification-events';

/**
 * Puts a new episode on the site: the episode row, its title's `updated_at`, and a notification
 * to every follower of the title, in one transaction, so a follower is told exactly when the
 * episode exists. Episodes have no publish time of their own: publishing is inserting. Used by
 * the seed and the tests; there is no network endpoint for it (docs/decisions/024-notifications.md).
 */
export async function publishEpisode(
  db: Kysely<Database>,
  now: number,
  fields: Omit<EpisodeFields, 'createdAt'>,
): Promise<{ id: number; notified: number }> {
  return inTransaction(db, async (trx) => {
    const row = episodeRow({ ...fields, createdAt: now });
    const { id } = await trx
      .insertInto('episodes')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('media')
      .set({ updated_at: new Date(now).toISOString() })
      .where('id', '=', fields.mediaId)
      .execute();
    const notified = await notifyFollowers(
      trx,
      { id, mediaId: fields.mediaId, title: row.title },
      now,
    );
    return { id, notified };
  });
}

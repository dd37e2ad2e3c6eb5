import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import { episodeRow } from '../db/rows';
import type { EpisodeFields } from '../db/rows';
import type { Database } from '../db/schema';
import { changeState } from './publishing';

/**
 * Puts a new episode on the site at once: the row goes in as a draft and is published by
 * publishing.ts's changeState in the same transaction, the one way an episode reaches
 * 'published' (its title's `updated_at`, and one notification to each follower of the title,
 * deduped per episode and follower: docs/decisions/052-publish-states.md). So a follower is told
 * exactly when the episode is there, and never again for it. Used by the seed and the tests; the
 * studio publishes through changeState and publishDue.
 */
export async function publishEpisode(
  db: Kysely<Database>,
  now: number,
  fields: Omit<EpisodeFields, 'createdAt'>,
): Promise<{ id: number; notified: number }> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('episodes')
      .values({ ...episodeRow({ ...fields, createdAt: now }), publish_state: 'draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { notified } = await changeState(trx, 'episodes', id, { state: 'published' }, now);
    return { id, notified };
  });
}

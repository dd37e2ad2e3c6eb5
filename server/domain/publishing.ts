import type { Kysely } from 'kysely';
import type { PublishState } from '../../contract/studio/roles';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { notifyFollowers } from './notification-events';

/*
 * Where a title or an episode stands (docs/decisions/051-studio.md): a draft, scheduled for a
 * time, on the site, or hidden. Viewers see 'published' rows only (visibleMedia/visibleEpisodes
 * in the reads). An episode reaching 'published' tells its title's followers, exactly once over
 * any number of publishes, hides and instances (the notification's dedupe key is the episode),
 * in the transaction that publishes it. A 'scheduled' row is published by publishDue, which runs
 * at start and every minute, so one whose minute passed while the server was down goes out (and
 * is announced) at the next start.
 */

export type PublishTable = 'media' | 'episodes';
const iso = (ms: number) => new Date(ms).toISOString();

export interface StateChange {
  state: PublishState;
  /** Only for 'scheduled': when it goes on the site. */
  at?: number | undefined;
}

async function announce(trx: Kysely<Database>, episodeId: number, now: number): Promise<number> {
  const episode = await trx
    .selectFrom('episodes')
    .select(['id', 'media_id', 'title'])
    .where('id', '=', episodeId)
    .executeTakeFirst();
  if (!episode) return 0;
  await trx
    .updateTable('media')
    .set({ updated_at: iso(now) })
    .where('id', '=', episode.media_id)
    .execute();
  return notifyFollowers(
    trx,
    { id: episode.id, mediaId: episode.media_id, title: episode.title },
    now,
  );
}

/**
 * What reaching the site means: an episode is announced to the title's followers; a title counts
 * as just updated, so the rows that show the newest first ("most recently updated", the home's
 * category rows) show it where a new title belongs, not where its last draft edit left it.
 */
async function arrive(trx: Kysely<Database>, table: PublishTable, id: number, now: number) {
  if (table === 'episodes') return announce(trx, id, now);
  await trx
    .updateTable('media')
    .set({ updated_at: iso(now) })
    .where('id', '=', id)
    .execute();
  return 0;
}

/**
 * Moves a row to a state, inside the caller's transaction (a studio save with its audit record).
 * A schedule whose time already passed publishes now. Answers how many followers were told.
 */
export async function changeState(
  trx: Kysely<Database>,
  table: PublishTable,
  id: number,
  change: StateChange,
  now: number,
): Promise<{ notified: number }> {
  const due = change.state === 'scheduled' && change.at !== undefined && change.at <= now;
  const state: PublishState = due ? 'published' : change.state;
  await trx
    .updateTable(table)
    .set({
      publish_state: state,
      publish_at: state === 'scheduled' && change.at !== undefined ? iso(change.at) : null,
    })
    .where('id', '=', id)
    .execute();
  return { notified: state === 'published' ? await arrive(trx, table, id, now) : 0 };
}

/**
 * Publishes every scheduled row whose time came, each in its own transaction. The update is
 * conditional on the row still being scheduled, so of several instances sweeping at once exactly
 * one publishes (and announces) each row.
 */
export async function publishDue(db: Kysely<Database>, now: number): Promise<number> {
  let published = 0;
  for (const table of ['media', 'episodes'] as const) {
    const due = await db
      .selectFrom(table)
      .select('id')
      .where('publish_state', '=', 'scheduled')
      .where('publish_at', '<=', iso(now))
      .orderBy('publish_at')
      .limit(500)
      .execute();
    for (const { id } of due) {
      const won = await inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable(table)
          .set({ publish_state: 'published', publish_at: null })
          .where('id', '=', id)
          .where('publish_state', '=', 'scheduled')
          .executeTakeFirst();
        if (result.numUpdatedRows !== 1n) return false;
        await arrive(trx, table, id, now);
        return true;
      });
      if (won) published += 1;
    }
  }
  return published;
}

import type { Kysely } from 'kysely';
import { LIVE_JOBS } from '../../contract/studio/live-paths';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { queueOf } from '../jobs/queue-of';

/*
 * When a broadcast is over (decision 075): the studio ends it, or it has been silent (no open
 * session) for LIVE_OFFLINE_END_SECONDS. Either way it reaches 'ended' by a conditional update,
 * and the `live.recording` job is queued for it. The queue's unique key keeps one waiting job
 * per broadcast, so queueing again (a sweep, a second instance) is harmless.
 */

/** Queues the recording of an ended broadcast; `userId` = the staff member who ended it. */
export async function queueRecording(
  deps: Pick<AppDeps, 'db' | 'config'>,
  broadcastId: number,
  userId: number | null = null,
): Promise<void> {
  await queueOf(deps).add(
    LIVE_JOBS.recording,
    { broadcastId, ...(userId === null ? {} : { userId }) },
    { uniqueKey: `${LIVE_JOBS.recording}:${broadcastId}` },
  );
}

/**
 * Ends the broadcasts on air with no open session whose last session ended `offlineEndMs` ago
 * or more; answers their ids (to queue their recordings).
 */
export async function endSilentBroadcasts(
  db: Kysely<Database>,
  clock: Clock,
  offlineEndMs: number,
): Promise<number[]> {
  const before = new Date(clock.now() - offlineEndMs).toISOString();
  const silent = await db
    .selectFrom('live_broadcasts as b')
    .innerJoin('live_sessions as s', 's.broadcast_id', 'b.id')
    .select(['b.id'])
    .select((eb) => eb.fn.max('s.ended_at').as('last_end'))
    .where('b.state', '=', 'on-air')
    .groupBy('b.id')
    .execute();
  const ended: number[] = [];
  for (const row of silent) {
    if (row.last_end === null || row.last_end > before) continue;
    const result = await db
      .updateTable('live_broadcasts')
      .set({ state: 'ended', ended_at: row.last_end })
      .where('id', '=', row.id)
      .where('state', '=', 'on-air')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('live_sessions')
              .select('id')
              .where('broadcast_id', '=', row.id)
              .where('ended_at', 'is', null),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) ended.push(row.id);
  }
  return ended;
}

/** Broadcasts that ended but whose recording has not started (queued again harmlessly). */
export async function endedBroadcasts(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('live_broadcasts')
    .select('id')
    .where('state', '=', 'ended')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((r) => r.id);
}

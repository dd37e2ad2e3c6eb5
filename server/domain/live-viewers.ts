import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * Viewer counts from heartbeats (decision 073): a playing viewer posts every 15 s with a random
 * id of its own; one counts while its last heartbeat is under 45 s old (three missed beats). The
 * peak is kept on the open session, raised by a conditional update so two instances counting at
 * once can only raise it.
 */

type Db = Kysely<Database>;

/** A viewer is "watching now" while its last heartbeat is younger than this. */
export const VIEWER_WINDOW_MS = 45_000;
/** Heartbeats of one viewer closer than this are refused (the player sends one every 15 s). */
export const HEARTBEAT_MIN_GAP_MS = 5_000;
/** live_viewers rows older than this are swept. */
export const VIEWER_ROWS_KEEP_MS = 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Records a heartbeat. 'too-soon' when the same viewer beat less than HEARTBEAT_MIN_GAP_MS ago
 * (nothing written); a viewer that stopped playing leaves the count at once.
 */
export async function recordHeartbeat(
  db: Db,
  now: number,
  beat: { channelId: number; viewer: string; playing: boolean },
): Promise<'counted' | 'left' | 'too-soon'> {
  if (!beat.playing) {
    await db
      .deleteFrom('live_viewers')
      .where('channel_id', '=', beat.channelId)
      .where('viewer_key', '=', beat.viewer)
      .execute();
    return 'left';
  }
  const before = iso(now - HEARTBEAT_MIN_GAP_MS);
  // One statement: insert, or move seen_at only when the last beat is old enough.
  const written = await db
    .insertInto('live_viewers')
    .values({ channel_id: beat.channelId, viewer_key: beat.viewer, seen_at: iso(now) })
    .onConflict((oc) =>
      oc
        .columns(['channel_id', 'viewer_key'])
        .doUpdateSet({ seen_at: iso(now) })
        .where('live_viewers.seen_at', '<=', before),
    )
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return 'too-soon';
  await raisePeak(db, beat.channelId, await viewersNow(db, beat.channelId, now));
  return 'counted';
}

/** Viewers whose last heartbeat is under VIEWER_WINDOW_MS old. */
export async function viewersNow(db: Db, channelId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('live_viewers')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('channel_id', '=', channelId)
    .where('seen_at', '>', iso(now - VIEWER_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function raisePeak(db: Db, channelId: number, count: number): Promise<void> {
  await db
    .updateTable('live_sessions')
    .set({ peak_viewers: count })
    .where('channel_id', '=', channelId)
    .where('ended_at', 'is', null)
    .where('peak_viewers', '<', count)
    .execute();
}

/** Heartbeat rows nobody counts any more (the sweep). */
export async function sweepViewerRows(db: Db, now: number): Promise<number> {
  const result = await db
    .deleteFrom('live_viewers')
    .where('seen_at', '<', iso(now - VIEWER_ROWS_KEEP_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

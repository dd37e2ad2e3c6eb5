import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { inTransaction } from '../../db/in-transaction';
import type { Database, LiveEndReason, LiveRefusal } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Rung } from '../../ingest/transcode-ladder';

/*
 * The ingest node's writes (decision 072). A session row per encoder connection, inside a
 * broadcast that lasts across drops until it has been silent for LIVE_OFFLINE_END_SECONDS. The
 * partial unique index `live_sessions_open_idx` is the last word on "one encoder per channel":
 * two ingest processes racing for one channel cannot both open a session.
 */

const OPEN_INDEX = {
  name: 'live_sessions_open_idx',
  table: 'live_sessions',
  columns: ['channel_id'],
};

export interface SessionStart {
  channelId: number;
  prefix: string;
  protocol: 'rtmp' | 'srt';
  encoderAddr: string | null;
}

const iso = (clock: Clock) => new Date(clock.now()).toISOString();

/** The session's id, or null when the channel already has an open session (anywhere). */
export async function openSession(
  db: Kysely<Database>,
  clock: Clock,
  offlineEndMs: number,
  start: SessionStart,
): Promise<{ sessionId: number; broadcastId: number } | null> {
  const now = iso(clock);
  try {
    return await inTransaction(db, async (trx) => {
      const broadcastId = await currentBroadcast(trx, clock, offlineEndMs, start.channelId);
      const row = await trx
        .insertInto('live_sessions')
        .values({
          channel_id: start.channelId,
          broadcast_id: broadcastId,
          started_at: now,
          protocol: start.protocol,
          prefix: start.prefix,
          encoder_addr: start.encoderAddr,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { sessionId: row.id, broadcastId };
    });
  } catch (error) {
    if (isUniqueViolation(error, OPEN_INDEX)) return null;
    throw error;
  }
}

/** The channel's broadcast on air, or a new one when the last has been silent long enough. */
async function currentBroadcast(
  trx: Kysely<Database>,
  clock: Clock,
  offlineEndMs: number,
  channelId: number,
): Promise<number> {
  const now = iso(clock);
  const onAir = await trx
    .selectFrom('live_broadcasts')
    .select('id')
    .where('channel_id', '=', channelId)
    .where('state', '=', 'on-air')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (onAir) {
    const last = await trx
      .selectFrom('live_sessions')
      .select((eb) => eb.fn.max('ended_at').as('ended_at'))
      .where('broadcast_id', '=', onAir.id)
      .executeTakeFirst();
    const silentSince = last?.ended_at ? Date.parse(last.ended_at) : clock.now();
    if (clock.now() - silentSince < offlineEndMs) return onAir.id;
    await trx
      .updateTable('live_broadcasts')
      .set({ state: 'ended', ended_at: last?.ended_at ?? now })
      .where('id', '=', onAir.id)
      .where('state', '=', 'on-air')
      .execute();
  }
  const created = await trx
    .insertInto('live_broadcasts')
    .values({ channel_id: channelId, started_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** What the encoder sends and the renditions made of it, once its sequence header has come. */
export async function describeSource(
  db: Kysely<Database>,
  sessionId: number,
  source: { width: number; height: number; fps: number | null },
  ladder: readonly Rung[],
): Promise<void> {
  await db
    .updateTable('live_sessions')
    .set({
      source_width: source.width,
      source_height: source.height,
      source_fps: source.fps,
      ladder_json: JSON.stringify(
        ladder.map((r) => ({ id: r.id, width: r.width, height: r.height, bandwidth: r.bandwidth })),
      ),
    })
    .where('id', '=', sessionId)
    .execute();
}

export async function markReady(
  db: Kysely<Database>,
  clock: Clock,
  sessionId: number,
): Promise<void> {
  await db
    .updateTable('live_sessions')
    .set({ ready_at: iso(clock) })
    .where('id', '=', sessionId)
    .where('ready_at', 'is', null)
    .execute();
}

export async function endSession(
  db: Kysely<Database>,
  clock: Clock,
  sessionId: number,
  reason: LiveEndReason,
): Promise<void> {
  await db
    .updateTable('live_sessions')
    .set({ ended_at: iso(clock), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Sessions a crashed or killed ingest process left open: no packager runs for them any more. */
export async function endAbandonedSessions(db: Kysely<Database>, clock: Clock): Promise<number> {
  const result = await db
    .updateTable('live_sessions')
    .set({ ended_at: iso(clock), end_reason: 'ingest-stopped' })
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Why this channel's last encoder was turned away or cut off, for the studio. */
export async function recordRefusal(
  db: Kysely<Database>,
  clock: Clock,
  channelId: number,
  reason: LiveRefusal,
): Promise<void> {
  await db
    .updateTable('live_channels')
    .set({ last_refusal_at: iso(clock), last_refusal_reason: reason })
    .where('media_id', '=', channelId)
    .execute();
}

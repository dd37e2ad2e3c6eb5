import type { Kysely } from 'kysely';
import type { LiveSettings } from '../config';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

/*
 * One UDP port of LIVE_SRT_PORTS per channel with a key (decision 078), kept in
 * `live_channels.srt_port`: given when a key is made or rotated (the only moment the SRT URL is
 * shown), freed when the key is revoked. The column is unique, so two rotations racing for the
 * last free port cannot both have it: the loser picks again.
 */

export type SrtRange = NonNullable<LiveSettings['srtPorts']>;

const PORT_INDEX = {
  // PostgreSQL's name for a column's UNIQUE; SQLite's message names the column.
  name: 'live_channels_srt_port_key',
  table: 'live_channels',
  columns: ['srt_port'],
};
const ATTEMPTS = 5;

export function inRange(range: SrtRange, port: number | null): port is number {
  return port !== null && port >= range.first && port <= range.last;
}

/** The channel's own port when still in the range, else the lowest one nobody holds; null: full. */
export function pickSrtPort(
  range: SrtRange,
  taken: ReadonlySet<number>,
  current: number | null,
): number | null {
  if (inRange(range, current)) return current;
  for (let port = range.first; port <= range.last; port += 1) {
    if (!taken.has(port)) return port;
  }
  return null;
}

/** Gives the channel its port (see above) and answers it; null when every port is held. */
export async function assignSrtPort(
  db: Kysely<Database>,
  channelId: number,
  range: SrtRange,
): Promise<number | null> {
  for (let attempt = 1; ; attempt += 1) {
    const rows = await db
      .selectFrom('live_channels')
      .select(['media_id', 'srt_port'])
      .where('srt_port', 'is not', null)
      .execute();
    const current = rows.find((r) => r.media_id === channelId)?.srt_port ?? null;
    const taken = new Set(rows.filter((r) => r.media_id !== channelId).map((r) => r.srt_port!));
    const port = pickSrtPort(range, taken, current);
    if (port === current) return port;
    try {
      await db
        .updateTable('live_channels')
        .set({ srt_port: port })
        .where('media_id', '=', channelId)
        .execute();
      return port;
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error, PORT_INDEX)) throw error;
    }
  }
}

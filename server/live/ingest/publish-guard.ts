import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { STREAM_KEY_PATTERN, streamKeyHash } from '../stream-key';

/*
 * Who may publish (decision 072): an RTMP `publish` to app `live` whose stream name is a
 * channel's current key. Everything is decided here before the encoder hears "started", so a
 * refused encoder never sends a byte of media. One encoder per channel is enforced twice: here
 * against this process's channels on air, and by the database when the session row is written.
 */

export interface LiveChannel {
  mediaId: number;
  /** The hash the session started with: a rotation or revocation ends the session. */
  keyHash: string;
  isFree: boolean;
  record: boolean;
}

export type PublishRefusal = 'wrong-app' | 'unknown-key' | 'second-encoder' | 'channel-limit';

export type PublishVerdict =
  | { ok: true; channel: LiveChannel }
  /** `channelId` when the key was right: the studio is told why its encoder was turned away. */
  | { ok: false; why: PublishRefusal; channelId?: number };

/** The key from a stream name: OBS may append `?query`; the protocol class already cut it. */
export function keyOf(app: string | undefined, name: string | undefined): string | null {
  if (app !== 'live' || name === undefined) return null;
  return STREAM_KEY_PATTERN.test(name) ? name : null;
}

export async function findChannelByKey(
  db: Kysely<Database>,
  key: string,
): Promise<LiveChannel | null> {
  const keyHash = streamKeyHash(key);
  const row = await db
    .selectFrom('live_channels')
    .innerJoin('media', 'media.id', 'live_channels.media_id')
    // A live channel's free/paid flag is on its `movies` row, as for every playable title.
    .leftJoin('movies', 'movies.media_id', 'live_channels.media_id')
    .select(['live_channels.media_id', 'live_channels.record', 'movies.is_free'])
    .where('live_channels.key_hash', '=', keyHash)
    .where('media.kind', '=', 'live')
    .executeTakeFirst();
  if (!row) return null;
  return { mediaId: row.media_id, keyHash, isFree: row.is_free === 1, record: row.record === 1 };
}

export async function judgePublish(
  db: Kysely<Database>,
  request: { app: string | undefined; name: string | undefined },
  onAir: { has(channel: number): boolean; readonly size: number },
  maxChannels: number,
): Promise<PublishVerdict> {
  if (request.app !== 'live') return { ok: false, why: 'wrong-app' };
  const key = keyOf(request.app, request.name);
  const channel = key === null ? null : await findChannelByKey(db, key);
  if (!channel) return { ok: false, why: 'unknown-key' };
  return judgeChannel(channel, onAir, maxChannels);
}

/** A channel whose encoder proved its key (RTMP's name, SRT's passphrase): room for it? */
export function judgeChannel(
  channel: LiveChannel,
  onAir: { has(channel: number): boolean; readonly size: number },
  maxChannels: number,
): PublishVerdict {
  const channelId = channel.mediaId;
  if (onAir.has(channelId)) return { ok: false, why: 'second-encoder', channelId };
  if (onAir.size >= maxChannels) return { ok: false, why: 'channel-limit', channelId };
  return { ok: true, channel };
}

/** Channels with a key and an SRT port in the range: each gets a listener (decision 078). */
export async function srtChannels(
  db: Kysely<Database>,
  range: { first: number; last: number },
): Promise<(LiveChannel & { srtPort: number })[]> {
  const rows = await db
    .selectFrom('live_channels')
    .innerJoin('media', 'media.id', 'live_channels.media_id')
    .leftJoin('movies', 'movies.media_id', 'live_channels.media_id')
    .select([
      'live_channels.media_id',
      'live_channels.key_hash',
      'live_channels.srt_port',
      'live_channels.record',
      'movies.is_free',
    ])
    .where('live_channels.key_hash', 'is not', null)
    .where('live_channels.srt_port', '>=', range.first)
    .where('live_channels.srt_port', '<=', range.last)
    .where('media.kind', '=', 'live')
    .execute();
  return rows.map((row) => ({
    mediaId: row.media_id,
    keyHash: row.key_hash!,
    isFree: row.is_free === 1,
    record: row.record === 1,
    srtPort: row.srt_port!,
  }));
}

/** Keys of channels still allowed, among those on air: a rotated or revoked key is absent. */
export async function currentKeyHashes(
  db: Kysely<Database>,
  channels: number[],
): Promise<Map<number, string | null>> {
  if (channels.length === 0) return new Map();
  const rows = await db
    .selectFrom('live_channels')
    .select(['media_id', 'key_hash'])
    .where('media_id', 'in', channels)
    .execute();
  return new Map(rows.map((r) => [r.media_id, r.key_hash]));
}

/** Which of these sessions are still open in the database (the studio's "end" closes a row). */
export async function stillOpenSessions(
  db: Kysely<Database>,
  sessionIds: number[],
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('live_sessions')
    .select('id')
    .where('id', 'in', sessionIds)
    .where('ended_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

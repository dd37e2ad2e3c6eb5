import type { Kysely } from 'kysely';
import type { LiveState } from '../../contract/endpoints/live-channel';
import type { Database } from '../db/schema';
import { visibleMedia } from './visibility';

/*
 * What a viewer may know of a channel fed by the ingest node (decisions 072, 073): whether it is
 * on the site, which session's files to play, and live | starting | offline | idle. Reads only; the ingest
 * node writes the sessions.
 */

type Db = Kysely<Database>;

/** The channel's own folder name (decision 072): `l<media id>`, never the movie folder `m<id>`. */
export function liveFolder(channelId: number): string {
  return `l${channelId}`;
}

/** The folder as stored site path, where the manifest's segments are: `/media/free/l5/`. */
export function liveFolderPath(channel: { id: number; isFree: boolean }): string {
  return `/media/${channel.isFree ? 'free' : 'paid'}/${liveFolder(channel.id)}/`;
}

export interface LiveChannelRow {
  id: number;
  isFree: boolean;
}

/** A published media row of kind 'live' that is a channel (has a live_channels row), or null. */
export async function liveChannelOnSite(db: Db, id: number): Promise<LiveChannelRow | null> {
  const row = await visibleMedia(db)
    .innerJoin('live_channels', 'live_channels.media_id', 'media.id')
    // The free flag is the movie row's, as for the sample-loop channel; none: paid.
    .leftJoin('movies', 'movies.media_id', 'media.id')
    .select(['media.id', 'movies.is_free'])
    .where('media.id', '=', id)
    .where('media.kind', '=', 'live')
    .executeTakeFirst();
  return row ? { id: row.id, isFree: row.is_free === 1 } : null;
}

export interface PlayableSession {
  prefix: string;
  readyAt: string;
  endedAt: string | null;
}

/**
 * The session whose manifest a viewer plays: the newest one that became ready and is either still
 * open or ended less than LIVE_KEEP_MINUTES ago (its files are still on disk for rewinding). A new
 * session not yet ready leaves the previous one playable until it is.
 */
export async function playableSession(
  db: Db,
  channelId: number,
  now: number,
  keepMs: number,
): Promise<PlayableSession | null> {
  const keptSince = new Date(now - keepMs).toISOString();
  const row = await db
    .selectFrom('live_sessions')
    .select(['prefix', 'ready_at', 'ended_at'])
    .where('channel_id', '=', channelId)
    .where('ready_at', 'is not', null)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', keptSince)]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { prefix: row.prefix, readyAt: row.ready_at!, endedAt: row.ended_at } : null;
}

export interface LiveStatus {
  state: LiveState;
  session: string | null;
  since: string | null;
  programme: { title: string; starts_at: string; ends_at: string } | null;
}

/**
 * live: an open session is ready; starting: a broadcast is on air and none of its sessions has
 * been ready yet (the encoder connected, its first segment is not written: ~2 s); offline: a
 * broadcast is on air, one of its sessions played, and no session is ready now (the feed
 * dropped, or a reconnection is not ready yet); idle: nothing on air.
 */
export async function liveStatus(db: Db, channelId: number, now: number): Promise<LiveStatus> {
  const nowIso = new Date(now).toISOString();
  const [open, onAir, lastEnded, programme] = await Promise.all([
    db
      .selectFrom('live_sessions')
      .select(['prefix', 'ready_at'])
      .where('channel_id', '=', channelId)
      .where('ended_at', 'is', null)
      .where('ready_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('live_broadcasts')
      .select((eb) => [
        'live_broadcasts.started_at',
        // When a session of this broadcast was first ready (a text or null on either
        // database): it played, so no session now means the feed dropped; never ready means
        // the broadcast is still starting.
        eb
          .selectFrom('live_sessions')
          .select('live_sessions.ready_at')
          .whereRef('live_sessions.broadcast_id', '=', 'live_broadcasts.id')
          .where('live_sessions.ready_at', 'is not', null)
          .orderBy('live_sessions.id')
          .limit(1)
          .as('played_at'),
      ])
      .where('live_broadcasts.channel_id', '=', channelId)
      .where('live_broadcasts.state', '=', 'on-air')
      .orderBy('live_broadcasts.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('live_sessions')
      .select('ended_at')
      .where('channel_id', '=', channelId)
      .where('ended_at', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('programs')
      .select(['title', 'starts_at', 'ends_at'])
      .where((eb) => eb.or([eb('media_id', 'is', null), eb('media_id', '=', channelId)]))
      .where('starts_at', '<=', nowIso)
      .where('ends_at', '>', nowIso)
      .orderBy('starts_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const base = { programme: programme ?? null };
  if (open) return { ...base, state: 'live', session: open.prefix, since: open.ready_at };
  if (onAir && onAir.played_at === null) {
    return { ...base, state: 'starting', session: null, since: onAir.started_at };
  }
  if (onAir) {
    return {
      ...base,
      state: 'offline',
      session: null,
      since: lastEnded?.ended_at ?? onAir.started_at,
    };
  }
  return { ...base, state: 'idle', session: null, since: null };
}

import type { Kysely } from 'kysely';
import type { StudioLiveChannel } from '../../contract/studio/endpoints/live';
import { liveStudioMessages } from '../../contract/studio/live-values';
import type { Config } from '../config';
import { inTransaction } from '../db/in-transaction';
import { mediaRow } from '../db/rows/media-row';
import { searchText } from '../db/rows/search-text';
import { titleSortKey } from '../db/rows/title-sort';
import type { Database } from '../db/schema';
import { srtPassphrase } from '../live/srt-passphrase';
import { assignSrtPort } from '../live/srt-ports';
import { newStreamKey, streamKeyHash, streamKeyHint } from '../live/stream-key';
import { requireSigningSecret } from './media-secret';
import { recordAudit } from './audit-log';
import { liveStatus } from './live-status';
import { viewersNow } from './live-viewers';

/*
 * The studio's live room (decision 073). A stream key is made here and answered once: the
 * database keeps its SHA-256 and last 4 characters, the audit log only the hint and the time.
 * Rotating or revoking changes the hash; the ingest node compares it every 5 s and cuts an
 * encoder whose key is gone (decision 072). Ending a broadcast closes its open session and the
 * broadcast in one transaction; the node, reading its sessions' rows, stops that packager.
 * With LIVE_SRT_PORTS a rotation also gives the channel its SRT port and the URL names the
 * passphrase derived from the new key's hash (decision 078); a revocation frees the port.
 */

type Db = Kysely<Database>;
const iso = (ms: number) => new Date(ms).toISOString();
const ENTITY = 'live_channel';

interface ChannelRow {
  id: number;
  title: string;
  version: number;
  is_free: number | null;
  key_hint: string | null;
  key_set_at: string | null;
  last_refusal_at: string | null;
  last_refusal_reason: string | null;
}

function channelRows(db: Db) {
  return db
    .selectFrom('live_channels')
    .innerJoin('media', 'media.id', 'live_channels.media_id')
    .leftJoin('movies', 'movies.media_id', 'media.id')
    .select([
      'media.id',
      'media.title',
      'media.version',
      'movies.is_free',
      'live_channels.key_hint',
      'live_channels.key_set_at',
      'live_channels.last_refusal_at',
      'live_channels.last_refusal_reason',
    ]);
}

async function describe(db: Db, now: number, row: ChannelRow): Promise<StudioLiveChannel> {
  const [status, viewers, last] = await Promise.all([
    liveStatus(db, row.id, now),
    viewersNow(db, row.id, now),
    db
      .selectFrom('live_sessions')
      .select('peak_viewers')
      .where('channel_id', '=', row.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const reason = row.last_refusal_reason;
  return {
    id: row.id,
    title: row.title,
    is_free: row.is_free === 1,
    version: row.version,
    key_hint: row.key_hint,
    key_set_at: row.key_set_at,
    state: status.state,
    viewers_now: viewers,
    peak_viewers: last?.peak_viewers ?? 0,
    last_refusal:
      reason && row.last_refusal_at
        ? {
            at: row.last_refusal_at,
            reason,
            text: liveStudioMessages.refusals[reason] ?? reason,
          }
        : null,
  };
}

export async function listLiveChannels(db: Db, now: number): Promise<StudioLiveChannel[]> {
  const rows = await channelRows(db).orderBy('media.id').execute();
  return Promise.all(rows.map((row) => describe(db, now, row)));
}

export async function readLiveChannel(db: Db, now: number, id: number) {
  const row = await channelRows(db).where('media.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const sessions = await db
    .selectFrom('live_sessions')
    .select([
      'prefix',
      'started_at',
      'ready_at',
      'ended_at',
      'end_reason',
      'source_width',
      'source_height',
      'peak_viewers',
    ])
    .where('channel_id', '=', id)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return { ...(await describe(db, now, row)), sessions };
}

export type CreateOutcome =
  { kind: 'created'; channel: StudioLiveChannel } | { kind: 'not-live' } | { kind: 'exists' };

/** An existing live title made a channel, or a new channel by its name. */
export type NewChannel = { mediaId: number } | { title: string; isFree: boolean };

/**
 * A new channel is a published title of kind 'live' with a movie row that only says whether it
 * is free (the viewer's access rule reads it, decision 073): it is on the site at once, and off
 * air until an encoder pushes with its key.
 */
async function newLiveTitle(trx: Db, now: number, title: string, isFree: boolean) {
  const { id } = await trx
    .insertInto('media')
    .values({
      ...mediaRow({ kind: 'live', title, status: 'airing', releasedAt: now }),
      publish_state: 'published',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('movies')
    .values({ media_id: id, is_free: isFree ? 1 : 0, price: 0, has_price: 0, is_theatre: 0 })
    .execute();
  return id;
}

async function liveTitleOf(trx: Db, mediaId: number): Promise<number | null> {
  const media = await trx
    .selectFrom('media')
    .select(['id', 'kind'])
    .where('id', '=', mediaId)
    .executeTakeFirst();
  return media?.kind === 'live' ? media.id : null;
}

export async function createLiveChannel(
  db: Db,
  now: number,
  userId: number,
  what: NewChannel,
): Promise<CreateOutcome> {
  const outcome = await inTransaction(db, async (trx) => {
    const mediaId =
      'mediaId' in what
        ? await liveTitleOf(trx, what.mediaId)
        : await newLiveTitle(trx, now, what.title, what.isFree);
    if (mediaId === null) return { kind: 'not-live' as const };
    const inserted = await trx
      .insertInto('live_channels')
      .values({ media_id: mediaId, created_at: iso(now), updated_at: iso(now) })
      .onConflict((oc) => oc.column('media_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { kind: 'exists' as const };
    await recordAudit(trx, now, { userId, entity: ENTITY, entityId: mediaId, action: 'create' });
    return { kind: 'created' as const, mediaId };
  });
  if (outcome.kind !== 'created') return outcome;
  const row = await channelRows(db)
    .where('media.id', '=', outcome.mediaId)
    .executeTakeFirstOrThrow();
  return { kind: 'created', channel: await describe(db, now, row) };
}

export type UpdateOutcome =
  | { kind: 'saved'; id: number; version: number }
  | { kind: 'missing' }
  | { kind: 'stale'; current: StudioLiveChannel };

/**
 * A channel's name and access, naming the version read: of two saves of one version the second
 * is told it is stale (the condition on the version is checked again under the write).
 */
export async function updateLiveChannel(
  db: Db,
  now: number,
  userId: number,
  id: number,
  values: { title: string; isFree: boolean; version: number },
): Promise<UpdateOutcome> {
  return inTransaction(db, async (trx): Promise<UpdateOutcome> => {
    const before = await channelRows(trx).where('media.id', '=', id).executeTakeFirst();
    if (!before) return { kind: 'missing' };
    const stale = async (): Promise<UpdateOutcome> => {
      const current = await channelRows(trx).where('media.id', '=', id).executeTakeFirstOrThrow();
      return { kind: 'stale', current: await describe(trx, now, current) };
    };
    if (before.version !== values.version) return stale();
    const next = values.version + 1;
    const written = await trx
      .updateTable('media')
      .set({
        title: values.title,
        title_sort: titleSortKey(values.title),
        search_text: searchText(values.title, null, null),
        version: next,
        updated_at: iso(now),
      })
      .where('id', '=', id)
      .where('version', '=', values.version)
      .executeTakeFirst();
    if (written.numUpdatedRows !== 1n) return stale();
    const is_free = values.isFree ? 1 : 0;
    await trx
      .insertInto('movies')
      .values({ media_id: id, is_free, price: 0, has_price: 0, is_theatre: 0 })
      .onConflict((oc) => oc.column('media_id').doUpdateSet({ is_free }))
      .execute();
    await recordAudit(trx, now, {
      userId,
      entity: ENTITY,
      entityId: id,
      action: 'update',
      before: { title: before.title, is_free: before.is_free === 1 },
      after: { title: values.title, is_free: values.isFree },
    });
    return { kind: 'saved', id, version: next };
  });
}

/** Titles of kind 'live' without a channel row, by name. */
export async function liveCandidates(db: Db): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom('media')
    .leftJoin('live_channels', 'live_channels.media_id', 'media.id')
    .select(['media.id', 'media.title'])
    .where('media.kind', '=', 'live')
    .where('live_channels.media_id', 'is', null)
    .orderBy('media.title_sort')
    .execute();
}

/** The channel's key as stored (its hash and last characters), or none; a new version. */
async function setKey(
  trx: Db,
  now: number,
  id: number,
  key: { key_hash: string | null; key_hint: string | null; srt_port?: null },
): Promise<void> {
  await trx
    .updateTable('live_channels')
    .set((eb) => ({
      ...key,
      key_set_at: iso(now),
      updated_at: iso(now),
      version: eb('version', '+', 1),
    }))
    .where('media_id', '=', id)
    .execute();
}

/**
 * A new key for the channel (the old one stops at once), or null when it is not a channel.
 * `srtPort`: the channel's SRT listener port, null when SRT is off or every port is held.
 */
export async function rotateLiveKey(
  db: Db,
  now: number,
  userId: number,
  id: number,
  srtPorts: Config['live']['srtPorts'] = null,
): Promise<{ key: string; hint: string; srtPort: number | null } | null> {
  const key = newStreamKey();
  const hint = streamKeyHint(key);
  const rotated = await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('live_channels')
      .select(['key_hint', 'key_set_at'])
      .where('media_id', '=', id)
      .executeTakeFirst();
    if (!before) return null;
    await setKey(trx, now, id, { key_hash: streamKeyHash(key), key_hint: hint });
    // Never the key or its hash: the audit log is read by every admin.
    await recordAudit(trx, now, {
      userId,
      entity: ENTITY,
      entityId: id,
      action: 'key-rotate',
      before,
      after: { key_hint: hint, key_set_at: iso(now) },
    });
    return { key, hint };
  });
  if (!rotated) return null;
  // After the key's transaction: a port taken meanwhile by another rotation is picked again.
  const srtPort = srtPorts ? await assignSrtPort(db, id, srtPorts) : null;
  return { ...rotated, srtPort };
}

export async function revokeLiveKey(
  db: Db,
  now: number,
  userId: number,
  id: number,
): Promise<'revoked' | 'no-key' | 'missing'> {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('live_channels')
      .select(['key_hash', 'key_hint', 'key_set_at'])
      .where('media_id', '=', id)
      .executeTakeFirst();
    if (!before) return 'missing';
    if (before.key_hash === null) return 'no-key';
    await setKey(trx, now, id, { key_hash: null, key_hint: null, srt_port: null });
    await recordAudit(trx, now, {
      userId,
      entity: ENTITY,
      entityId: id,
      action: 'key-revoke',
      before: { key_hint: before.key_hint, key_set_at: before.key_set_at },
      after: { key_hint: null },
    });
    return 'revoked';
  });
}

/** Ends the channel's broadcast on air and its open session. */
export async function endLiveBroadcast(
  db: Db,
  now: number,
  userId: number,
  id: number,
): Promise<
  { kind: 'ended'; broadcastIds: number[] } | { kind: 'not-on-air' } | { kind: 'missing' }
> {
  return inTransaction(db, async (trx) => {
    const channel = await trx
      .selectFrom('live_channels')
      .select('media_id')
      .where('media_id', '=', id)
      .executeTakeFirst();
    if (!channel) return { kind: 'missing' };
    const sessions = await trx
      .updateTable('live_sessions')
      .set({ ended_at: iso(now), end_reason: 'ended-by-studio' })
      .where('channel_id', '=', id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    // The ids come back from the update itself: the ones this call ended, none another did.
    const broadcasts = await trx
      .updateTable('live_broadcasts')
      .set({ state: 'ended', ended_at: iso(now) })
      .where('channel_id', '=', id)
      .where('state', '=', 'on-air')
      .returning('id')
      .execute();
    if (Number(sessions.numUpdatedRows) + broadcasts.length === 0) return { kind: 'not-on-air' };
    await recordAudit(trx, now, { userId, entity: ENTITY, entityId: id, action: 'end' });
    return { kind: 'ended', broadcastIds: broadcasts.map((b) => b.id) };
  });
}

/**
 * The URLs an encoder is given, on LIVE_PUBLIC_HOST (or PUBLIC_BASE_URL's host): RTMP with the
 * key, and SRT (caller mode, AES-256) on the channel's port with its derived passphrase.
 */
export function encoderUrls(
  config: Pick<Config, 'live' | 'payment' | 'mediaSigningSecret'>,
  key: string,
  srtPort: number | null,
) {
  const base = config.payment.publicBaseUrl;
  const fallback = base ? new URL(base).hostname : 'localhost';
  const host = config.live.publicHost ?? fallback;
  const port = config.live.rtmpPort === 1935 ? '' : `:${config.live.rtmpPort}`;
  const passphrase = () => srtPassphrase(requireSigningSecret(config), streamKeyHash(key));
  return {
    rtmp_url: `rtmp://${host}${port}/live/${key}`,
    srt_url:
      srtPort === null
        ? null
        : `srt://${host}:${srtPort}?mode=caller&passphrase=${passphrase()}&pbkeylen=32`,
  };
}

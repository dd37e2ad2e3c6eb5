import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addIndex, withId, withRef } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const zero = sql`0`;
const one = sql`1`;

/*
 * Live from the service's own encoder (issue 28, docs/decisions/072-live-ingest.md):
 * - `live_channels`: a media row of kind 'live' that an encoder may push to, with the hash of its
 *   secret stream key (the key itself is shown once and never stored) and why the last encoder was
 *   refused, so the studio can say why OBS is not on air.
 * - `live_broadcasts`: one programme on air, made of one or more sessions (the feed may drop and
 *   come back); its recording becomes a draft through the ingest flow.
 * - `live_sessions`: one encoder connection. The partial unique index allows ONE open session per
 *   channel across every ingest process: a second encoder on a key, or a second ingest node, is
 *   refused by the database itself.
 * - `live_viewers`: heartbeats of viewers playing a channel, counted over the last 45 s.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('live_channels')
    .addColumn('media_id', 'integer', (c) =>
      c.primaryKey().references('media.id').onDelete('cascade'),
    )
    /** SHA-256 (hex) of the stream key; null: no key yet, or revoked. */
    .addColumn('key_hash', 'text', (c) => c.unique())
    /** The key's last 4 characters, so staff can tell which key an encoder holds. */
    .addColumn('key_hint', 'text')
    .addColumn('key_set_at', 'text')
    /** SRT listener port of this channel (LIVE_SRT_PORTS); null: RTMP only. */
    .addColumn('srt_port', 'integer', (c) => c.unique())
    /** Copy the encoder's video as the top rendition when its key frames are 2 s apart. */
    .addColumn('passthrough', 'integer', (c) => c.notNull().defaultTo(one))
    /** Keep the source of every session for the recording. */
    .addColumn('record', 'integer', (c) => c.notNull().defaultTo(one))
    /** Where a recording's draft goes: an episode of `replay_media_id`, or a movie. */
    .addColumn('replay_owner_type', 'text')
    .addColumn('replay_media_id', 'integer')
    .addColumn('last_refusal_at', 'text')
    /** 'second-encoder', 'key-revoked', 'stalled'…: the studio says it in words. */
    .addColumn('last_refusal_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(one))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withRef(withId(db, db.schema.createTable('live_broadcasts')), 'channel_id', 'media')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('recording_upload_id', 'integer')
    /** 'on-air' | 'ended' | 'recording' | 'recorded' | 'failed'. */
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(sql`'on-air'`))
    .execute();
  await addIndex(db, 'live_broadcasts', ['channel_id', 'state']);

  await withRef(withId(db, db.schema.createTable('live_sessions')), 'channel_id', 'media')
    .addColumn('broadcast_id', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    /** When the manifest and the first segment were on disk: viewers are told "live" from then. */
    .addColumn('ready_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    /** 'rtmp' | 'srt'. */
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('source_width', 'integer')
    .addColumn('source_height', 'integer')
    .addColumn('source_fps', 'real')
    /** The renditions packaged, JSON: [{ id, width, height, bandwidth, copy }]. */
    .addColumn('ladder_json', 'text')
    /** The file prefix of the session's manifest and segments (`<prefix>.mpd`, `<prefix>-…m4s`). */
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('encoder_addr', 'text')
    .addColumn('peak_viewers', 'integer', (c) => c.notNull().defaultTo(zero))
    .execute();
  await addIndex(db, 'live_sessions', ['broadcast_id']);
  await addIndex(db, 'live_sessions', ['channel_id', 'started_at']);
  // Both SQLite and PostgreSQL take a partial index in this spelling.
  await sql`create unique index live_sessions_open_idx on live_sessions (channel_id) where ended_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('live_viewers')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_viewers_pk', ['channel_id', 'viewer_key'])
    .execute();
  await addIndex(db, 'live_viewers', ['channel_id', 'seen_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('live_viewers').execute();
  await db.schema.dropTable('live_sessions').execute();
  await db.schema.dropTable('live_broadcasts').execute();
  await db.schema.dropTable('live_channels').execute();
}

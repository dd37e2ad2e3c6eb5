import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { INGEST_JOBS } from '../../contract/studio/ingest-flow';
import { LIVE_JOBS } from '../../contract/studio/live-paths';
import { isPostgres } from '../db/dialect';
import { inTransaction } from '../db/in-transaction';
import type { Database, LiveBroadcastState } from '../db/schema';
import type { AppDeps } from '../deps';
import { recordAudit } from '../domain/audit-log';
import { createTitle } from '../domain/studio-title-write';
import { sourceFileOf } from '../ingest/ingest-records';
import { startStep } from '../ingest/ingest-steps';
import { runMediaTool } from '../ingest/media-tool-run';
import { mediaToolsOfThisProcess } from '../ingest/media-tools';
import { insertUpload, uploadByTusId, type MediaUpload } from '../ingest/upload-records';
import type { JobHandler, JobHandlers } from '../jobs/job-queue';

/*
 * The recording of a broadcast becomes a draft (issue 28, docs/decisions/075-live-recording.md):
 * the sources of its sessions (MPEG-TS, copied by the packager without re-encoding) are joined
 * with ffmpeg's concat demuxer into one MP4, and that file enters the ingest flow exactly as an
 * upload does (decision 065): a media_uploads row, then the probe job, 480p, the upper renditions.
 *
 * Idempotent as job-queue.ts asks: the broadcast moves ended → recording → recorded with
 * conditional updates; the MP4 is written to a temporary name and renamed; the draft and its
 * upload row are made in one transaction keyed by the upload's unique tus id `live-<broadcast>`,
 * so a run killed at any point and run again makes one draft, once.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** A join of a few hours of TS is disk-bound; an hour is far beyond any broadcast's copy time. */
const CONCAT_TIMEOUT_MS = 60 * 60 * 1000;

export const recordingTusId = (broadcastId: number) => `live-${broadcastId}`;

function broadcastIdOf(payload: unknown): number {
  const id = (payload as { broadcastId?: unknown } | null)?.broadcastId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error('bad live payload');
  return id;
}

async function moveBroadcast(
  db: Kysely<Database>,
  id: number,
  from: readonly LiveBroadcastState[],
  to: LiveBroadcastState,
  uploadId?: number,
): Promise<boolean> {
  const result = await db
    .updateTable('live_broadcasts')
    .set({ state: to, ...(uploadId === undefined ? {} : { recording_upload_id: uploadId }) })
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The session sources on disk, in the order they were on air. */
async function sessionFiles(deps: Deps, channelId: number, broadcastId: number) {
  const sessions = await deps.db
    .selectFrom('live_sessions')
    .select('prefix')
    .where('broadcast_id', '=', broadcastId)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  const dir = path.join(deps.config.live.recordingsDir, `l${channelId}`);
  const files: string[] = [];
  for (const { prefix } of sessions) {
    const file = path.join(dir, `${prefix}.ts`);
    const stat = await fs.stat(file).catch(() => null);
    if (stat !== null && stat.size > 0) files.push(file);
  }
  return files;
}

/** The concat demuxer's list; single quotes in a path are escaped as its syntax wants. */
function concatList(files: readonly string[]): string {
  return files.map((file) => `file '${file.replace(/'/g, "'\\''")}'\n`).join('');
}

/** Joins the sources into `target` (temp name + rename: a killed run leaves no half file there). */
async function joinSources(files: readonly string[], target: string, signal: AbortSignal) {
  const tools = await mediaToolsOfThisProcess();
  if (!tools.on) throw new Error('live recording needs ffmpeg (media ingest is off here)');
  await fs.mkdir(path.dirname(target), { recursive: true });
  const stem = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}`);
  const list = `${stem}.txt`;
  const temp = `${stem}.mp4.tmp`;
  try {
    await fs.writeFile(list, concatList(files));
    const run = await runMediaTool(
      tools.ffmpeg,
      // -c copy: the source is joined, never re-encoded; faststart so the probe reads it at once.
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
        ...['-f', 'concat', '-safe', '0', '-i', list],
        ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy'],
        ...['-movflags', '+faststart', '-f', 'mp4', temp],
      ],
      { timeoutMs: CONCAT_TIMEOUT_MS, signal },
    );
    if (run.failed !== null) {
      throw new Error(`joining the recording failed (${run.failed}): ${run.stderr.trim()}`);
    }
    await fs.rename(temp, target);
  } finally {
    await fs.rm(list, { force: true });
    await fs.rm(temp, { force: true });
  }
}

/**
 * Who the draft and its upload are recorded against: the staff member who ended the broadcast,
 * else the first admin or editor (a broadcast ended by silence has no author of its own).
 */
async function authorOf(db: Kysely<Database>, given: number | null): Promise<number> {
  if (given !== null) return given;
  const staff = await db
    .selectFrom('staff_roles')
    .select('user_id')
    .where('role', 'in', ['admin', 'editor'])
    .orderBy('granted_at')
    .orderBy('user_id')
    .executeTakeFirst();
  if (!staff) throw new Error('live recording: no admin or editor to own the draft');
  return staff.user_id;
}

function broadcastTitle(startedAt: string, channelTitle: string): string {
  // The date as the studio's lists write it; the editor renames the draft before publishing.
  return `${channelTitle} ${startedAt.slice(0, 10)} (бичлэг)`;
}

/** The draft the recording goes to, made in `trx`: an episode of the replay series, or a movie. */
async function createDraft(
  trx: Kysely<Database>,
  now: number,
  userId: number,
  channel: { id: number; title: string; replayMediaId: number | null },
  startedAt: string,
): Promise<{ ownerType: 'episode' | 'movie'; ownerId: number }> {
  const title = broadcastTitle(startedAt, channel.title);
  if (channel.replayMediaId !== null) {
    const series = await trx
      .selectFrom('media')
      .select('kind')
      .where('id', '=', channel.replayMediaId)
      .executeTakeFirst();
    if (series?.kind === 'series') {
      const last = await trx
        .selectFrom('episodes')
        .select((eb) => eb.fn.max('number').as('number'))
        .where('media_id', '=', channel.replayMediaId)
        .executeTakeFirst();
      const { id } = await trx
        .insertInto('episodes')
        .values({
          media_id: channel.replayMediaId,
          number: Number(last?.number ?? 0) + 1,
          title,
          created_at: new Date(now).toISOString(),
          publish_state: 'draft',
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, now, {
        userId,
        entity: 'episode',
        entityId: id,
        action: 'create',
        after: { media_id: channel.replayMediaId, title, publish_state: 'draft', from: 'live' },
      });
      return { ownerType: 'episode', ownerId: id };
    }
  }
  const made = await createTitle(trx, now, userId, { kind: 'movie', title });
  if (made.kind !== 'saved') throw new Error('live recording: the draft movie was refused');
  return { ownerType: 'movie', ownerId: made.id };
}

/** The draft and its upload row, once per broadcast (the tus id is unique). */
async function draftWithUpload(
  deps: Deps,
  broadcast: { id: number; channel_id: number; started_at: string },
  userId: number,
  size: number,
): Promise<MediaUpload> {
  const now = deps.clock.now();
  const tusId = recordingTusId(broadcast.id);
  return inTransaction(deps.db, async (trx) => {
    // Two runs at once (a retry beside a slow first run): on PostgreSQL the second waits here for
    // the first to commit, then finds its upload. SQLite runs one write transaction at a time.
    let broadcastRow = trx
      .selectFrom('live_broadcasts')
      .select('id')
      .where('id', '=', broadcast.id);
    if (isPostgres(trx)) broadcastRow = broadcastRow.forUpdate();
    await broadcastRow.executeTakeFirst();
    const existing = await uploadByTusId(trx, tusId);
    if (existing) return existing;
    const channel = await trx
      .selectFrom('media')
      .leftJoin('live_channels', 'live_channels.media_id', 'media.id')
      .select(['media.id', 'media.title', 'live_channels.replay_media_id'])
      .where('media.id', '=', broadcast.channel_id)
      .executeTakeFirstOrThrow();
    const owner = await createDraft(
      trx,
      now,
      userId,
      { id: channel.id, title: channel.title, replayMediaId: channel.replay_media_id ?? null },
      broadcast.started_at,
    );
    const inserted = await insertUpload(trx, now, {
      tusId,
      target: { ...owner, kind: 'video', language: null, fileName: `${tusId}.mp4` },
      size,
      userId,
    });
    const row = await trx
      .updateTable('media_uploads')
      .set({ state: 'uploaded', offset: size })
      .where('id', '=', inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, now, {
      userId,
      entity: 'media_upload',
      entityId: row.id,
      action: 'live-recording',
      after: {
        broadcast: broadcast.id,
        owner_type: owner.ownerType,
        owner_id: owner.ownerId,
        size,
      },
    });
    await trx
      .updateTable('live_broadcasts')
      .set({ recording_upload_id: row.id })
      .where('id', '=', broadcast.id)
      .execute();
    return row;
  });
}

/**
 * The job's work for one broadcast. A broadcast still on air, or already recorded, is left
 * alone; one without any session source on disk (a channel that does not record) fails cleanly.
 */
export async function recordBroadcast(
  deps: Deps,
  broadcastId: number,
  signal: AbortSignal,
  endedBy: number | null = null,
): Promise<void> {
  const broadcast = await deps.db
    .selectFrom('live_broadcasts')
    .select(['id', 'channel_id', 'started_at', 'state'])
    .where('id', '=', broadcastId)
    .executeTakeFirst();
  if (!broadcast) return;
  // 'recording' too: a run killed half way is run again from the start.
  if (!(await moveBroadcast(deps.db, broadcastId, ['ended', 'recording'], 'recording'))) return;

  const tusId = recordingTusId(broadcastId);
  const target = sourceFileOf(deps.config, tusId);
  if ((await uploadByTusId(deps.db, tusId)) === undefined) {
    const files = await sessionFiles(deps, broadcast.channel_id, broadcastId);
    if (files.length === 0) {
      await moveBroadcast(deps.db, broadcastId, ['recording'], 'failed');
      return;
    }
    signal.throwIfAborted();
    await joinSources(files, target, signal);
  }
  const size = (await fs.stat(target).catch(() => null))?.size ?? 0;
  const userId = await authorOf(deps.db, endedBy);
  const upload = await draftWithUpload(deps, broadcast, userId, size);
  // From [null] only: a re-run after the probe was queued does not queue it again.
  await startStep(deps, upload.id, [null], 'probing', INGEST_JOBS.probe);
  await moveBroadcast(deps.db, broadcastId, ['recording'], 'recorded', upload.id);
}

export function liveJobHandlers(deps: Deps): JobHandlers {
  const recording: JobHandler = async (payload, job) => {
    const endedBy = (payload as { userId?: unknown } | null)?.userId;
    await recordBroadcast(
      deps,
      broadcastIdOf(payload),
      job.signal,
      typeof endedBy === 'number' && Number.isSafeInteger(endedBy) ? endedBy : null,
    );
  };
  return { [LIVE_JOBS.recording]: recording };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import {
  INGEST_JOBS,
  ingestFlowMessages,
  type IngestStage,
} from '../../contract/studio/ingest-flow';
import { mediaProbeMessages, type MediaProbe } from '../../contract/studio/media-probe';
import { inTransaction } from '../db/in-transaction';
import type { AppDeps } from '../deps';
import { recordAudit } from '../domain/audit-log';
import type { JobContext, JobHandler, JobHandlers } from '../jobs/job-queue';
import { refreshIntroAfterVideo } from '../markers/intro-refresh';
import { encodePodcastAudio } from './audio-podcast';
import { plainFailure } from './ingest-failure';
import { titleFolder } from './ingest-folder';
import { retireStored } from './media-retire';
import { ensureOwnFolder, versionName, versionOfStored } from './media-versions';
import { moveIngest, removeSource, sourceFileOf, uploadById, verdictOf } from './ingest-records';
import { recordPublishedVideo } from './ingest-sources';
import { startStep } from './ingest-steps';
import { mediaToolsOfThisProcess } from './media-tools';
import { probeMedia } from './probe-media';
import { checkSubtitleFile, storedSubtitle } from './subtitle-file';
import { writeFileAtomic } from './transcode-publish';
import {
  transcodeBase,
  transcodeUpper,
  type TranscodeJob,
  type TranscodeResult,
} from './transcode-title';
import type { TranscodeSource } from './transcode-types';
import type { MediaUpload } from './upload-records';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** A job's progress note: its stage and the renditions in work, read back by the studio. */
export function progressNote(stage: IngestStage, renditions: readonly string[] = []): string {
  return `${stage}|${renditions.join(',')}`;
}

/** Reports at most once per whole percent: a long encode reports many times a second. */
function throttled(job: JobContext) {
  let last = -1;
  return (percent: number, stage: IngestStage, renditions: readonly string[] = []) => {
    const whole = Math.floor(percent);
    if (whole === last) return;
    last = whole;
    void job.progress(whole, progressNote(stage, renditions)).catch(() => undefined);
  };
}

function uploadIdOf(payload: unknown): number {
  const id = (payload as { uploadId?: unknown } | null)?.uploadId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error('bad ingest payload');
  return id;
}

async function tools() {
  const found = await mediaToolsOfThisProcess();
  if (!found.on) throw new Error('media ingest is off on this machine (no usable ffmpeg)');
  return found;
}

/** The probe's display size and clockwise rotation back to the coded size the transcoder takes. */
export function transcodeSourceOf(file: string, probe: MediaProbe): TranscodeSource {
  const video = probe.video;
  if (!video) throw new Error('no video stream to transcode');
  const quarter = video.rotation === 90 || video.rotation === 270;
  return {
    file,
    durationSec: probe.duration_s,
    width: quarter ? video.height : video.width,
    height: quarter ? video.width : video.height,
    rotation: video.rotation,
    fps: video.frame_rate,
    variableFrameRate: video.variable_frame_rate,
    audio: probe.audio.map((a, i) => ({ index: i, language: a.language, channels: a.channels })),
  };
}

/**
 * Runs a step's work; a failure keeps its plain reason on the row for the studio (the queue
 * keeps the technical text and retries while attempts remain), and is thrown on to the queue.
 */
async function recordingFailure(deps: Deps, row: MediaUpload, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    await deps.db
      .updateTable('media_uploads')
      .set({ ingest_error: plainFailure(error) })
      .where('id', '=', row.id)
      .execute();
    throw error;
  }
}

function probeJob(deps: Deps): JobHandler {
  return async (payload, job) => {
    const row = await uploadById(deps.db, uploadIdOf(payload));
    if (row?.ingest_state !== 'probing') return;
    const { ffprobe } = await tools();
    const report = throttled(job);
    report(0, 'probe');
    const verdict = await probeMedia(sourceFileOf(deps.config, row.tus_id), {
      ffprobe,
      expected: row.kind === 'video' ? 'video' : 'audio',
      signal: job.signal,
    });
    job.signal.throwIfAborted();
    // A probe that could not finish says nothing of the file: try again, as the queue does.
    if (!verdict.usable && verdict.message === mediaProbeMessages.notChecked) {
      throw new Error(verdict.detail);
    }
    const probe_json = JSON.stringify(verdict);
    if (!verdict.usable) {
      const now = deps.clock.now();
      if (
        await moveIngest(deps.db, now, row.id, ['probing'], { ingest_state: 'refused', probe_json })
      ) {
        // A refused file is of no further use; nothing else starts from it.
        await removeSource(deps.config, row.tus_id);
      }
      return;
    }
    const durationS = verdict.probe.duration_s;
    const set = { probe_json };
    if (row.kind === 'video') {
      await startStep(deps, row.id, ['probing'], 'transcoding', INGEST_JOBS.base, {
        durationS,
        set,
      });
    } else if (row.kind === 'audio') {
      await startStep(deps, row.id, ['probing'], 'storing', INGEST_JOBS.podcast, {
        durationS,
        set,
      });
    } else {
      // A dub waits as 'stored' and joins the owner's video; one already there is made again.
      await moveIngest(deps.db, deps.clock.now(), row.id, ['probing'], {
        ...set,
        ingest_state: 'stored',
        job_name: null,
        job_id: null,
      });
      await remakeVideoWithDubs(deps, row);
    }
  };
}

/** The owner's newest video that reached 480p goes through the ladder again with the dubs. */
async function remakeVideoWithDubs(deps: Deps, dub: MediaUpload) {
  const video = await deps.db
    .selectFrom('media_uploads')
    .select(['id', 'probe_json'])
    .where('owner_type', '=', dub.owner_type)
    .where('owner_id', '=', dub.owner_id)
    .where('kind', '=', 'video')
    .where('ingest_state', 'in', ['base_ready', 'ready'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!video) return;
  const durationS = verdictOf(video)?.probe?.duration_s ?? 0;
  await startStep(deps, video.id, ['base_ready', 'ready'], 'transcoding', INGEST_JOBS.base, {
    durationS,
  });
}

/** Usable dubs waiting for an owner's video: each replaces the source's track of its language. */
async function dubsOf(deps: Deps, row: MediaUpload) {
  const dubs = await deps.db
    .selectFrom('media_uploads')
    .select(['tus_id', 'language'])
    .where('owner_type', '=', row.owner_type)
    .where('owner_id', '=', row.owner_id)
    .where('kind', '=', 'dub')
    .where('ingest_state', '=', 'stored')
    .orderBy('id')
    .execute();
  return dubs.flatMap((d) =>
    d.language ? [{ file: sourceFileOf(deps.config, d.tus_id), language: d.language }] : [],
  );
}

/**
 * A transcode of one version folder inside the title's folder (decision 067): the base job
 * names a new one, the upper job adds to the one its base published.
 */
async function transcodeJobOf(deps: Deps, row: MediaUpload, job: JobContext, version: string) {
  const verdict = verdictOf(row);
  if (!verdict?.usable || row.owner_type === 'track') throw new Error('no usable probe to encode');
  const folder = await titleFolder(deps.db, deps.config, row.owner_type, row.owner_id);
  if (!folder) throw new Error(`${row.owner_type} ${row.owner_id} is gone`);
  const { ffmpeg } = await tools();
  const report = throttled(job);
  const spec: TranscodeJob = {
    source: transcodeSourceOf(sourceFileOf(deps.config, row.tus_id), verdict.probe),
    dubs: await dubsOf(deps, row),
    target: path.join(folder.dir, version),
    settings: { preset: deps.config.ingestPreset },
    signal: job.signal,
    ffmpeg,
    onProgress: (p) => report(p.stagePercent, p.stage, p.renditions),
  };
  const stored = `${folder.stored}${version}/`;
  const owner = row.owner_type;
  return {
    spec,
    folder,
    durationS: verdict.probe.duration_s,
    /** Records the renditions made in this version folder as the owner's sources. */
    publish: (result: TranscodeResult) =>
      recordPublishedVideo(deps.db, deps.clock.now(), {
        owner,
        ownerId: row.owner_id,
        folder: stored,
        result,
        userId: row.created_by,
        graceMs: deps.config.mediaOldVersionGraceMs,
      }),
  };
}

/** The row that holds a video owner's played manifest and length: an episode, or a movie. */
function videoRowOf(deps: Deps, ownerType: MediaUpload['owner_type'], ownerId: number) {
  return ownerType === 'episode'
    ? deps.db
        .selectFrom('episodes')
        .select(['vid1', 'duration_sec'])
        .where('id', '=', ownerId)
        .executeTakeFirst()
    : deps.db
        .selectFrom('movies')
        .select(['vid1', 'duration_sec'])
        .where('media_id', '=', ownerId)
        .executeTakeFirst();
}

/** The version folder the owner plays now, when this upload's base job made it. */
async function playedVersionOf(deps: Deps, row: MediaUpload): Promise<string | null> {
  const played = await videoRowOf(deps, row.owner_type, row.owner_id);
  const version = versionOfStored(played?.vid1 ?? null);
  return version?.startsWith(`v${row.id}-`) ? version : null;
}

function baseJob(deps: Deps): JobHandler {
  return async (payload, job) => {
    const row = await uploadById(deps.db, uploadIdOf(payload));
    if (row?.ingest_state !== 'transcoding') return;
    await recordingFailure(deps, row, async () => {
      const version = versionName(row.id, job.id);
      const { spec, folder, durationS, publish } = await transcodeJobOf(deps, row, job, version);
      await ensureOwnFolder(folder.dir);
      const result = await transcodeBase(spec);
      job.signal.throwIfAborted();
      await publish(result);
      // The season's intro suggestion was made from the audio this video replaced (076).
      // Before the step moves on, so a crash in between asks again (the comparison is idempotent).
      if (row.owner_type === 'episode') {
        await refreshIntroAfterVideo(deps, deps.clock.now(), row.owner_id, row.created_by);
      }
      await startStep(deps, row.id, ['transcoding'], 'base_ready', INGEST_JOBS.upper, {
        durationS,
      });
    });
  };
}

function upperJob(deps: Deps): JobHandler {
  return async (payload, job) => {
    const row = await uploadById(deps.db, uploadIdOf(payload));
    if (row?.ingest_state !== 'base_ready') return;
    await recordingFailure(deps, row, async () => {
      // A newer upload (or a newer run of this one) took the title meanwhile: its version is
      // the one played, and this one's upper renditions would go to a folder being retired.
      const version = await playedVersionOf(deps, row);
      if (version !== null) {
        const { spec, publish } = await transcodeJobOf(deps, row, job, version);
        const result = await transcodeUpper(spec);
        job.signal.throwIfAborted();
        await publish(result);
      }
      await moveIngest(deps.db, deps.clock.now(), row.id, ['base_ready'], {
        ingest_state: 'ready',
      });
    });
  };
}

/** A refusal said as the probe says one, so the panel shows both alike. */
function refusalJson(message: string, detail: string): string {
  return JSON.stringify({ usable: false, message, detail, probe: null });
}

function subtitleJob(deps: Deps): JobHandler {
  return async (payload, job) => {
    const row = await uploadById(deps.db, uploadIdOf(payload));
    if (row?.ingest_state !== 'storing' || row.owner_type === 'track' || !row.language) return;
    const owner = row.owner_type;
    const language = row.language;
    throttled(job)(0, 'subtitle');
    const refuse = async (message: string, detail: string) => {
      const now = deps.clock.now();
      const probe_json = refusalJson(message, detail);
      if (
        await moveIngest(deps.db, now, row.id, ['storing'], { ingest_state: 'refused', probe_json })
      ) {
        await removeSource(deps.config, row.tus_id);
      }
    };
    const folder = await titleFolder(deps.db, deps.config, owner, row.owner_id);
    // The demo's shared sample folder is never written through; a title's own folder comes
    // with its first transcode.
    const stat = folder ? await fs.lstat(folder.dir).catch(() => null) : null;
    if (!folder || !stat?.isDirectory()) {
      await refuse(ingestFlowMessages.noVideoFolderYet, 'no media folder of its own yet');
      return;
    }
    const durationRow = await videoRowOf(deps, owner, row.owner_id);
    const durationS = durationRow?.duration_sec ? durationRow.duration_sec : undefined;
    const bytes = await fs.readFile(sourceFileOf(deps.config, row.tus_id));
    const checked = checkSubtitleFile(bytes, { durationS });
    if (!checked.ok) {
      // The message already names the line of the first problem.
      await refuse(checked.message, checked.detail);
      return;
    }
    // As the sample: Mongolian subtitles are stored encrypted, the others raw (the spec's is_raw).
    const raw = language !== 'mn';
    const stored = storedSubtitle(checked.vtt, { language, raw });
    await fs.mkdir(path.join(folder.dir, 'subs'), { recursive: true });
    job.signal.throwIfAborted();
    await writeFileAtomic(path.join(folder.dir, stored.path), stored.bytes);
    const now = deps.clock.now();
    await inTransaction(deps.db, async (trx) => {
      await trx
        .deleteFrom('subtitles')
        .where('owner_type', '=', owner)
        .where('owner_id', '=', row.owner_id)
        .where('code', '=', language)
        .execute();
      const url = `${folder.stored}${stored.path}`;
      await trx
        .insertInto('subtitles')
        .values({
          owner_type: owner,
          owner_id: row.owner_id,
          code: language,
          is_raw: raw ? 1 : 0,
          url,
        })
        .execute();
      await moveIngest(trx, now, row.id, ['storing'], { ingest_state: 'stored' });
      await recordAudit(trx, now, {
        userId: row.created_by,
        entity: owner === 'episode' ? 'episode' : 'media',
        entityId: row.owner_id,
        action: 'subtitle',
        after: { code: language, is_raw: raw, url, cues: checked.cueCount },
      });
    });
    await removeSource(deps.config, row.tus_id);
  };
}

function podcastJob(deps: Deps): JobHandler {
  return async (payload, job) => {
    const row = await uploadById(deps.db, uploadIdOf(payload));
    if (row?.ingest_state !== 'storing' || row.owner_type !== 'track') return;
    const verdict = verdictOf(row);
    if (!verdict?.usable) throw new Error('no usable probe to encode');
    await recordingFailure(deps, row, async () => {
      const { ffmpeg } = await tools();
      const report = throttled(job);
      // Each upload its own file: a listener mid-way through the old one keeps it.
      const folder = `p${row.owner_id}`;
      const name = `audio-${row.id}.m4a`;
      const dir = path.join(deps.config.mediaFoldersDir, 'free', folder);
      await fs.mkdir(dir, { recursive: true });
      const encoded = await encodePodcastAudio({
        file: sourceFileOf(deps.config, row.tus_id),
        durationSec: verdict.probe.duration_s,
        channels: verdict.probe.audio[0]?.channels ?? 2,
        target: path.join(dir, name),
        signal: job.signal,
        ffmpeg,
        onProgress: (p) => report(p.percent, p.stage),
      });
      job.signal.throwIfAborted();
      const audio = `/media/free/${folder}/${name}`;
      const now = deps.clock.now();
      await inTransaction(deps.db, async (trx) => {
        const before = await trx
          .selectFrom('podcast_tracks')
          .select(['audio', 'duration_sec'])
          .where('id', '=', row.owner_id)
          .executeTakeFirst();
        const after = { audio, duration_sec: Math.round(encoded.durationSec) };
        await trx.updateTable('podcast_tracks').set(after).where('id', '=', row.owner_id).execute();
        // The file it replaces stays for a listener mid-way, then the media sweep removes it.
        if (before?.audio?.startsWith(`/media/free/${folder}/`) && before.audio !== audio) {
          await retireStored(trx, before.audio, now + deps.config.mediaOldVersionGraceMs);
        }
        await moveIngest(trx, now, row.id, ['storing'], { ingest_state: 'stored' });
        await recordAudit(trx, now, {
          userId: row.created_by,
          entity: 'podcast_track',
          entityId: row.owner_id,
          action: 'ingest',
          before,
          after,
        });
      });
    });
  };
}

/** Media ingest's jobs (decision 065), registered in server/jobs/job-handlers.ts. */
export function ingestJobHandlers(deps: Deps): JobHandlers {
  return {
    [INGEST_JOBS.probe]: probeJob(deps),
    [INGEST_JOBS.base]: baseJob(deps),
    [INGEST_JOBS.upper]: upperJob(deps),
    [INGEST_JOBS.subtitle]: subtitleJob(deps),
    [INGEST_JOBS.podcast]: podcastJob(deps),
  };
}

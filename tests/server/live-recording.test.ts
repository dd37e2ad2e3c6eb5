import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../../server/jobs/job-handlers';
import { queueOf } from '../../server/jobs/queue-of';
import { recordBroadcast, recordingTusId } from '../../server/live/recording';
import {
  endedBroadcasts,
  endSilentBroadcasts,
  queueRecording,
} from '../../server/live/recording-queue';
import { ffmpeg } from './ingest-media-fixtures';
import { TEST_JOB_ENV } from './job-fixtures';
import { untilIngest } from './ingest-upload-helpers';
import { createStaff } from './studio-helpers';
import { createTestApp, type TestApp } from './test-app';

/*
 * Recording → draft (decision 075), with real ffmpeg: two short MPEG-TS session sources made
 * here (as the packager's second output writes them) are joined into one MP4 that enters the
 * ingest flow as an upload, and the draft episode's upload reaches 480p. The job is run twice and
 * after a killed attempt: one draft, once.
 */

const HEAVY_MS = 180_000;

describe('live recording → draft through the ingest flow', () => {
  let t: TestApp;
  let editor: string;
  let channelId: number;
  let seriesId: number;
  let tmp: string;
  const sources: string[] = [];
  let sessionSeq = 0;

  /** A broadcast of two sessions whose sources are on disk, in `state`. */
  async function broadcastOnDisk(state: 'ended' | 'on-air' = 'ended'): Promise<number> {
    const at = new Date(t.clock.now()).toISOString();
    const { id } = await t.db
      .insertInto('live_broadcasts')
      .values({ channel_id: channelId, started_at: at, ended_at: at, state })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dir = path.join(t.config.live.recordingsDir, `l${channelId}`);
    fs.mkdirSync(dir, { recursive: true });
    for (const source of sources) {
      sessionSeq += 1;
      const prefix = `stest${sessionSeq}`;
      fs.copyFileSync(source, path.join(dir, `${prefix}.ts`));
      await t.db
        .insertInto('live_sessions')
        .values({
          channel_id: channelId,
          broadcast_id: id,
          started_at: new Date(t.clock.now() + sessionSeq).toISOString(),
          ended_at: at,
          end_reason: 'encoder-left',
          protocol: 'rtmp',
          prefix,
        })
        .execute();
    }
    return id;
  }

  const broadcastState = async (id: number) =>
    (
      await t.db
        .selectFrom('live_broadcasts')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).state;

  const uploadsOf = (id: number) =>
    t.db.selectFrom('media_uploads').selectAll().where('tus_id', '=', recordingTusId(id)).execute();

  const draftsOfSeries = () =>
    t.db
      .selectFrom('episodes')
      .select(['id', 'title', 'publish_state'])
      .where('media_id', '=', seriesId)
      .where('title', 'like', '%(бичлэг)')
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ ...TEST_JOB_ENV, INGEST_PRESET: 'ultrafast' });
    editor = (await createStaff(t, ['editor'])).token;
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-live-recording-'));
    channelId = (
      await t.db
        .selectFrom('media')
        .select('id')
        .where('kind', '=', 'live')
        .executeTakeFirstOrThrow()
    ).id;
    seriesId = (
      await t.db
        .selectFrom('media')
        .select('id')
        .where('kind', '=', 'series')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const now = new Date(t.clock.now()).toISOString();
    await t.db
      .insertInto('live_channels')
      .values({
        media_id: channelId,
        replay_owner_type: 'episode',
        replay_media_id: seriesId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Two 2 s sessions, as the packager copies an encoder's H.264 + AAC into MPEG-TS.
    for (const [i, tone] of [440, 660].entries()) {
      const file = path.join(tmp, `session${i}.ts`);
      ffmpeg([
        ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=2'],
        ...['-f', 'lavfi', '-i', `sine=frequency=${tone}:sample_rate=48000:duration=2`],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50'],
        ...['-c:a', 'aac', '-b:a', '48k', '-f', 'mpegts', file],
      ]);
      sources.push(file);
    }
    await queueOf(t.deps).start(jobHandlers(t.deps), { concurrency: 1 });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it(
    'joins the sessions into one draft episode whose upload reaches 480p',
    async () => {
      const broadcastId = await broadcastOnDisk();
      const draftsBefore = (await draftsOfSeries()).length;
      await queueRecording(t.deps, broadcastId);

      // A 360p source has no rendition above 480p, so base_ready moves on to ready at once.
      const base = await untilIngest(t, editor, recordingTusId(broadcastId), 'ready', 90_000);
      // Both sessions, joined without re-encoding: 2 s + 2 s.
      expect(base.ingest?.verdict?.probe?.duration_s).toBeCloseTo(4, 0);
      expect(base.ingest?.verdict?.probe?.video).toMatchObject({ width: 640, height: 360 });
      expect(await broadcastState(broadcastId)).toBe('recorded');

      const [upload] = await uploadsOf(broadcastId);
      expect(upload).toMatchObject({ owner_type: 'episode', kind: 'video', state: 'uploaded' });
      const episode = await t.db
        .selectFrom('episodes')
        .select(['media_id', 'publish_state', 'vid1'])
        .where('id', '=', upload!.owner_id)
        .executeTakeFirstOrThrow();
      expect(episode.media_id).toBe(seriesId);
      expect(episode.publish_state).toBe('draft');
      expect(episode.vid1).toMatch(new RegExp(`/e${upload!.owner_id}/`));
      expect(await draftsOfSeries()).toHaveLength(draftsBefore + 1);

      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'media_upload')
        .where('entity_id', '=', String(upload!.id))
        .execute();
      expect(audit.map((a) => a.action)).toContain('live-recording');
    },
    HEAVY_MS,
  );

  it(
    'run twice (also at once) makes one draft',
    async () => {
      const broadcastId = await broadcastOnDisk();
      const draftsBefore = (await draftsOfSeries()).length;
      const signal = new AbortController().signal;
      await Promise.all([
        recordBroadcast(t.deps, broadcastId, signal),
        recordBroadcast(t.deps, broadcastId, signal),
      ]);
      await recordBroadcast(t.deps, broadcastId, signal);
      await queueRecording(t.deps, broadcastId);

      expect(await uploadsOf(broadcastId)).toHaveLength(1);
      expect(await draftsOfSeries()).toHaveLength(draftsBefore + 1);
      expect(await broadcastState(broadcastId)).toBe('recorded');
      // No half-written file is left beside the joined one.
      const left = fs
        .readdirSync(t.config.ingestUploadsDir)
        .filter((name) => name.includes(recordingTusId(broadcastId)));
      expect(left).toEqual([recordingTusId(broadcastId)]);
      // The one upload goes through the ingest flow (and no job is left running at the end).
      await untilIngest(t, editor, recordingTusId(broadcastId), 'ready', 90_000);
    },
    HEAVY_MS,
  );

  it(
    'a killed attempt, run again, finishes once',
    async () => {
      const broadcastId = await broadcastOnDisk();
      const draftsBefore = (await draftsOfSeries()).length;
      const killed = new AbortController();
      killed.abort();
      await expect(recordBroadcast(t.deps, broadcastId, killed.signal)).rejects.toThrow();
      // What the killed run left: the broadcast in 'recording', no draft, no upload.
      expect(await broadcastState(broadcastId)).toBe('recording');
      expect(await uploadsOf(broadcastId)).toHaveLength(0);

      await queueRecording(t.deps, broadcastId);
      await expect.poll(() => broadcastState(broadcastId), { timeout: 60_000 }).toBe('recorded');
      await recordBroadcast(t.deps, broadcastId, new AbortController().signal);
      expect(await uploadsOf(broadcastId)).toHaveLength(1);
      expect(await draftsOfSeries()).toHaveLength(draftsBefore + 1);
      await untilIngest(t, editor, recordingTusId(broadcastId), 'ready', 90_000);
    },
    HEAVY_MS,
  );

  it('leaves a broadcast on air alone; ends one silent for LIVE_OFFLINE_END_SECONDS', async () => {
    const onAir = await broadcastOnDisk('on-air');
    await recordBroadcast(t.deps, onAir, new AbortController().signal);
    expect(await broadcastState(onAir)).toBe('on-air');
    expect(await uploadsOf(onAir)).toHaveLength(0);

    const offlineMs = t.config.live.offlineEndMs;
    t.clock.advance(offlineMs - 1000);
    expect(await endSilentBroadcasts(t.db, t.clock, offlineMs)).not.toContain(onAir);
    t.clock.advance(1000);
    expect(await endSilentBroadcasts(t.db, t.clock, offlineMs)).toContain(onAir);
    expect(await broadcastState(onAir)).toBe('ended');
    expect(await endedBroadcasts(t.db)).toContain(onAir);

    // A broadcast with an open session is on air whatever its earlier sessions did.
    const open = await broadcastOnDisk('on-air');
    await t.db
      .insertInto('live_sessions')
      .values({
        channel_id: channelId,
        broadcast_id: open,
        started_at: new Date(t.clock.now()).toISOString(),
        protocol: 'rtmp',
        prefix: `sopen${open}`,
      })
      .execute();
    t.clock.advance(offlineMs * 2);
    expect(await endSilentBroadcasts(t.db, t.clock, offlineMs)).not.toContain(open);
    expect(await broadcastState(open)).toBe('on-air');
  });
});

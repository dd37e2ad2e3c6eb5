import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signMediaPath } from '../../server/domain/media-signing';
import { sweepMedia } from '../../server/ingest/media-sweep-pass';
import { jobHandlers } from '../../server/jobs/job-handlers';
import { queueOf } from '../../server/jobs/queue-of';
import { makeSource } from './ingest-media-fixtures';
import { TEST_JOB_ENV } from './job-fixtures';
import { episodeWithVideo, tusUpload, untilIngest } from './ingest-upload-helpers';
import { callStudio, createStaff } from './studio-helpers';
import { createTestApp, type TestApp } from './test-app';

/*
 * Replacing a video and deleting its owner (decision 067), with real ffmpeg on sources made
 * here: a second upload gets its own version folder, the first stays served through the grace
 * period and is swept after it (on the test clock), a deleted episode's or track's folder and
 * source upload are swept, the sweep never leaves a title's folder, and a pass cut short is
 * finished by the next.
 */

/** Every entry under `root` (links not followed), relative, folders ending in `/`, sorted. */
function tree(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .map((e) => {
      const rel = path.relative(root, path.join(e.parentPath, e.name));
      return e.isDirectory() ? `${rel}/` : rel;
    })
    .sort();
}

const HOUR = 3600 * 1000;
const GRACE = 24 * HOUR;

describe('replaced and deleted media are swept, never while a viewer may still play them', () => {
  let t: TestApp;
  let editor: { id: number; token: string };
  let tmp: string;
  let outside: string;

  const upload = (file: string, fields: Record<string, string>) =>
    tusUpload(t, editor.token, file, fields);
  const until = (tusId: string, state: string) =>
    untilIngest(t, editor.token, tusId, state, 60_000);

  /** Uploads a short source for an episode and waits until every rendition is published. */
  async function videoFor(episodeId: number, name: string, seconds: number): Promise<string> {
    const file = path.join(tmp, `${name}.mp4`);
    makeSource(file, { width: 854, height: 480, seconds, languages: ['mon'] });
    const tusId = await upload(file, {
      owner_type: 'episode',
      owner_id: String(episodeId),
      kind: 'video',
      filename: `${name}.mp4`,
    });
    await until(tusId, 'ready');
    return tusId;
  }

  const vid1Of = async (id: number) =>
    (
      await t.db
        .selectFrom('episodes')
        .select('vid1')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).vid1 ?? '';
  const diskOf = (stored: string) =>
    path.join(t.config.mediaFoldersDir, stored.replace(/^\/media\//, ''));
  const status = async (url: string) => (await t.app.request(url)).status;

  /** The newest free episode and its own folder, emptied: never the demo's link to the sample. */
  async function emptiedOwnFolder() {
    const { id } = await t.db
      .selectFrom('episodes')
      .select('id')
      .where('is_free', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const own = path.join(t.config.mediaFoldersDir, 'free', `e${id}`);
    fs.rmSync(own, { recursive: true, force: true });
    fs.mkdirSync(own);
    return { id, own };
  }

  beforeAll(async () => {
    t = await createTestApp({ ...TEST_JOB_ENV, INGEST_PRESET: 'ultrafast' });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-ingest-replace-'));
    outside = path.join(tmp, 'outside');
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, 'keep.txt'), 'not the sweep’s');
    await queueOf(t.deps).start(jobHandlers(t.deps), { concurrency: 1 });
  });
  // The tests move the clock past a studio session's 12 hours: each signs in afresh.
  beforeEach(async () => {
    editor = await createStaff(t, ['editor']);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('keeps the replaced version served through the grace period, then sweeps it', async () => {
    const id = await episodeWithVideo(t, true);
    const demo = await vid1Of(id);
    expect(demo).toBe(`/media/free/e${id}/manifest.mpd`);
    const sample = path.join(t.config.mediaDir, 'title');
    const sampleFiles = fs.readdirSync(sample).length;

    const firstUpload = await videoFor(id, 'first', 3);
    const first = await vid1Of(id);
    expect(first).toMatch(new RegExp(`^/media/free/e${id}/v[0-9]+-[0-9a-f]{8}/manifest\\.mpd$`));
    // A viewer who loaded the demo's manifest before keeps its files.
    expect(await status(demo)).toBe(200);
    const firstSegment = first.replace('manifest.mpd', 'init-v480.m4s');
    expect(await status(firstSegment)).toBe(200);

    const secondUpload = await videoFor(id, 'second', 2);
    const second = await vid1Of(id);
    expect(second).not.toBe(first);
    expect(second.split('/').slice(0, 4)).toEqual(first.split('/').slice(0, 4));
    // The old version is untouched by the new upload and by a sweep inside the grace period.
    t.clock.advance(GRACE - HOUR);
    await sweepMedia(t.deps);
    expect(await status(first)).toBe(200);
    expect(await status(firstSegment)).toBe(200);
    expect(await status(demo)).toBe(200);
    expect(await status(second)).toBe(200);
    // Nothing encodes from the replaced upload's source again; the new one's stays for dubs.
    expect(fs.existsSync(path.join(t.config.ingestUploadsDir, firstUpload))).toBe(false);
    expect(fs.existsSync(path.join(t.config.ingestUploadsDir, secondUpload))).toBe(true);

    t.clock.advance(2 * HOUR);
    const report = await sweepMedia(t.deps);
    expect(report.removed).toEqual(
      expect.arrayContaining([`/media/free/e${id}/`, first.replace('manifest.mpd', '')]),
    );
    expect(await status(first)).toBe(404);
    expect(await status(firstSegment)).toBe(404);
    expect(await status(demo)).toBe(404);
    expect(fs.existsSync(path.dirname(diskOf(first)))).toBe(false);
    expect(await status(second)).toBe(200);
    expect(await status(second.replace('manifest.mpd', 'init-v480.m4s'))).toBe(200);
    // The demo's links went, never the shared sample they pointed to.
    expect(fs.readdirSync(sample)).toHaveLength(sampleFiles);
    expect(await t.db.selectFrom('media_retired').selectAll().execute()).toEqual([]);
  });

  it("serves a paid title's new version only signed, and sweeps a deleted episode", async () => {
    const id = await episodeWithVideo(t, false);
    const tusId = await videoFor(id, 'paid', 2);
    const stored = await vid1Of(id);
    expect(stored).toMatch(new RegExp(`^/media/paid/e${id}/v[0-9]+-[0-9a-f]{8}/manifest\\.mpd$`));
    const segment = stored.replace('manifest.mpd', 'init-v480.m4s');
    expect(await status(stored)).toBe(403);
    expect(await status(segment)).toBe(403);
    const exp = Math.floor(t.clock.now() / 1000) + 600;
    const secret = t.config.mediaSigningSecret!;
    expect(await status(signMediaPath(secret, segment, { exp, userId: editor.id }))).toBe(200);
    const source = path.join(t.config.ingestUploadsDir, tusId);
    expect(fs.existsSync(source)).toBe(true);

    await t.db.deleteFrom('episodes').where('id', '=', id).execute();
    const report = await sweepMedia(t.deps);
    expect(report.removed).toContain(`/media/paid/e${id}/`);
    expect(report.uploads).toContain(tusId);
    expect(fs.existsSync(path.join(t.config.mediaFoldersDir, 'paid', `e${id}`))).toBe(false);
    expect(fs.existsSync(source)).toBe(false);
    expect(fs.existsSync(`${source}.json`)).toBe(false);
    const rows = await t.db
      .selectFrom('media_uploads')
      .select('id')
      .where('owner_type', '=', 'episode')
      .where('owner_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
    // The demo files the first upload retired are due later; their row goes then, all done.
    t.clock.advance(GRACE + HOUR);
    await sweepMedia(t.deps);
    expect(await t.db.selectFrom('media_retired').selectAll().execute()).toEqual([]);
  });

  it('sweeps an episode the studio deleted: its versions and uploads, nothing else', async () => {
    const id = await episodeWithVideo(t, true);
    const firstUpload = await videoFor(id, 'kept-a', 2);
    const first = await vid1Of(id);
    const secondUpload = await videoFor(id, 'kept-b', 2);
    const second = await vid1Of(id);
    expect(path.dirname(diskOf(second))).not.toBe(path.dirname(diskOf(first)));
    const folder = path.join(t.config.mediaFoldersDir, 'free', `e${id}`);
    const mediaBefore = tree(t.config.mediaFoldersDir).filter((p) => !p.startsWith(`free/e${id}/`));
    const uploadsBefore = tree(t.config.ingestUploadsDir);
    // The episode may hold uploads of earlier tests too (they use the same one): all of them go.
    const owned = await t.db
      .selectFrom('media_uploads')
      .select('tus_id')
      .where('owner_type', '=', 'episode')
      .where('owner_id', '=', id)
      .execute();
    const ownUploads = owned.map((u) => u.tus_id);
    expect(ownUploads).toEqual(expect.arrayContaining([firstUpload, secondUpload]));
    const { version } = await t.db
      .selectFrom('episodes')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    const res = await callStudio(t, 'studioEpisodeDelete', {
      token: editor.token,
      params: { id },
      body: { version, reason: 'Буруу анги' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const report = await sweepMedia(t.deps);
    expect(report.removed).toContain(`/media/free/e${id}/`);
    expect([...report.uploads].sort()).toEqual([...ownUploads].sort());
    expect(fs.existsSync(folder)).toBe(false);
    expect(await status(first)).toBe(404);
    expect(await status(second)).toBe(404);
    const gone = ownUploads.flatMap((u) => [u, `${u}.json`]);
    expect(tree(t.config.ingestUploadsDir)).toEqual(uploadsBefore.filter((p) => !gone.includes(p)));
    expect(tree(t.config.mediaFoldersDir).filter((p) => p !== `free/e${id}/`)).toEqual(
      mediaBefore.filter((p) => p !== `free/e${id}/`),
    );
    // The retired rows of its replaced versions go when due, their folder already gone.
    t.clock.advance(GRACE + HOUR);
    await sweepMedia(t.deps);
    expect(await t.db.selectFrom('media_retired').selectAll().execute()).toEqual([]);
  });

  it("sweeps a podcast track's folder and source upload when the studio deletes the track", async () => {
    const track = await t.db
      .selectFrom('podcast_tracks')
      .select(['id', 'version'])
      .executeTakeFirstOrThrow();
    const folder = path.join(t.config.mediaFoldersDir, 'free', `p${track.id}`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'audio-1.m4a'), 'old audio');
    fs.mkdirSync(t.config.ingestUploadsDir, { recursive: true });
    const source = path.join(t.config.ingestUploadsDir, 'track-source');
    fs.writeFileSync(source, 'source');
    fs.writeFileSync(`${source}.json`, '{}');
    const at = new Date(t.clock.now()).toISOString();
    await t.db
      .insertInto('media_uploads')
      .values({
        tus_id: 'track-source',
        owner_type: 'track',
        owner_id: track.id,
        kind: 'audio',
        file_name: 'talk.m4a',
        size: 6,
        created_by: editor.id,
        created_at: at,
        updated_at: at,
      })
      .execute();

    await sweepMedia(t.deps);
    expect(fs.existsSync(path.join(folder, 'audio-1.m4a'))).toBe(true);
    expect(fs.existsSync(source)).toBe(true);

    const res = await callStudio(t, 'studioTrackDelete', {
      token: editor.token,
      params: { id: String(track.id) },
      body: { version: track.version },
    });
    expect(res.status).toBe(200);
    await sweepMedia(t.deps);
    expect(fs.existsSync(folder)).toBe(false);
    expect(fs.existsSync(source)).toBe(false);
    expect(fs.existsSync(`${source}.json`)).toBe(false);
  });

  it('never leaves a title’s folder: hostile names, links and stored paths', async () => {
    const free = path.join(t.config.mediaFoldersDir, 'free');
    const { id, own } = await emptiedOwnFolder();
    // A version folder that is a link out, retired: the link goes, not what it points to.
    fs.symlinkSync(outside, path.join(own, 'v7-deadbeef'));
    // A folder not named after an owner, and a gone owner's folder that is a link out.
    fs.mkdirSync(path.join(free, 'not-a-title'));
    fs.writeFileSync(path.join(free, 'not-a-title', 'x.txt'), 'x');
    fs.symlinkSync(outside, path.join(free, 'e987654321'));
    const due = new Date(t.clock.now()).toISOString();
    await t.db
      .insertInto('media_retired')
      .values([
        { path: `/media/free/e${id}/v7-deadbeef/`, due_at: due },
        { path: `/media/free/e${id}/${path.relative(own, outside)}/`, due_at: due },
        { path: `/media/free/e${id}/${path.relative(own, outside)}/keep.txt`, due_at: due },
        { path: `/media/free/e${id}/%2e%2e/`, due_at: due },
        { path: '/media/free/../x/', due_at: due },
        { path: `/media/free/e${id}/subs/`, due_at: due },
      ])
      .execute();

    await sweepMedia(t.deps);
    expect(fs.existsSync(path.join(own, 'v7-deadbeef'))).toBe(false);
    expect(fs.existsSync(path.join(free, 'e987654321'))).toBe(false);
    expect(fs.readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('not the sweep’s');
    expect(fs.existsSync(path.join(free, 'not-a-title', 'x.txt'))).toBe(true);
    expect(fs.existsSync(own)).toBe(true);
    expect(await t.db.selectFrom('media_retired').selectAll().execute()).toEqual([]);
  });

  it('finishes what a pass or a job cut short left: nothing stays half-removed', async () => {
    const { id, own } = await emptiedOwnFolder();
    const fill = (name: string) => {
      fs.mkdirSync(path.join(own, name, 'deeper'), { recursive: true });
      for (const file of ['manifest.mpd', 'init-v480.m4s', 'deeper/chunk.m4s']) {
        fs.writeFileSync(path.join(own, name, file), file);
      }
    };
    // A retired version a crashed pass had half removed (its row still there).
    fill('v8-0badcafe');
    fs.rmSync(path.join(own, 'v8-0badcafe', 'manifest.mpd'));
    await t.db
      .insertInto('media_retired')
      .values({
        path: `/media/free/e${id}/v8-0badcafe/`,
        due_at: new Date(t.clock.now()).toISOString(),
      })
      .execute();
    // A version a job published and died before writing the sources: no row names it.
    fill('v9-00c0ffee');
    // Staging folders of a killed worker: its upload done (gone here), or still being encoded.
    const at = new Date(t.clock.now()).toISOString();
    const encoding = await t.db
      .insertInto('media_uploads')
      .values({
        tus_id: 'still-encoding',
        owner_type: 'episode',
        owner_id: id,
        kind: 'video',
        file_name: 'x.mp4',
        size: 1,
        created_by: editor.id,
        created_at: at,
        updated_at: at,
        ingest_state: 'transcoding',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dead = `.v987654-0badcafe.staging-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`;
    const live = `.v${encoding.id}-0badcafe.staging-${'1'.repeat(8)}-1111-1111-1111-${'1'.repeat(12)}`;
    fs.mkdirSync(path.join(own, dead, 'deeper'), { recursive: true });
    fs.mkdirSync(path.join(own, live));

    await sweepMedia(t.deps);
    expect(fs.existsSync(path.join(own, 'v8-0badcafe'))).toBe(false);
    expect(fs.existsSync(path.join(own, 'v9-00c0ffee', 'init-v480.m4s'))).toBe(true);
    expect(fs.existsSync(path.join(own, dead))).toBe(false);
    expect(fs.existsSync(path.join(own, live))).toBe(true);
    const waiting = await t.db.selectFrom('media_retired').select('path').execute();
    expect(waiting).toEqual([{ path: `/media/free/e${id}/v9-00c0ffee/` }]);

    t.clock.advance(GRACE + HOUR);
    await sweepMedia(t.deps);
    expect(fs.existsSync(path.join(own, 'v9-00c0ffee'))).toBe(false);
    expect(await t.db.selectFrom('media_retired').selectAll().execute()).toEqual([]);
  });
});

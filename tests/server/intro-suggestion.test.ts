import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioDataOf } from '../../contract/studio/endpoints';
import { introSuggestionMessages } from '../../contract/studio/endpoints/markers';
import { jobHandlers } from '../../server/jobs/job-handlers';
import { queueOf } from '../../server/jobs/queue-of';
import { makeEpisodeWithTheme, makeThemeUpload, THEME_SECONDS } from './intro-audio-fixtures';
import { tusUpload } from './ingest-upload-helpers';
import { TEST_JOB_ENV } from './job-fixtures';
import { callStudio, createStaff, type StaffMember } from './studio-helpers';
import { createTestApp, type TestApp } from './test-app';

/*
 * The season's intro suggestion (decision 066) with real ffmpeg and chromaprint on episodes made
 * here: three episodes share a 25 s theme at 5 s, 17 s and 11 s inside different melodies; the
 * job finds it in each within about a second, stores it (the episodes stay as they were), and
 * the editor's ordinary save confirms it.
 */

type Suggestions = StudioDataOf<'studioIntroSuggestions'>;

const OFFSETS = [5, 17, 11];

describe('intro suggestion for a season', () => {
  let t: TestApp;
  let editor: StaffMember;
  let seriesId: number;
  const episodes: number[] = [];

  const suggestions = async (): Promise<Suggestions> => {
    const res = await callStudio(t, 'studioIntroSuggestions', {
      token: editor.token,
      params: { id: seriesId },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json as { data: Suggestions }).data;
  };

  beforeAll(async () => {
    t = await createTestApp({ ...TEST_JOB_ENV, INGEST_PRESET: 'ultrafast' });
    editor = await createStaff(t, ['editor']);
    const created = await callStudio(t, 'studioTitleCreate', {
      token: editor.token,
      body: { kind: 'series', title: 'Эхлэлтэй цуврал' },
    });
    seriesId = (created.json as { data: { id: number } }).data.id;
    for (const [i, before] of OFFSETS.entries()) {
      const res = await callStudio(t, 'studioEpisodeCreate', {
        token: editor.token,
        params: { id: seriesId },
        body: { number: i + 1 },
      });
      const id = (res.json as { data: { id: number } }).data.id;
      episodes.push(id);
      // What a transcode leaves: the title's own folder with its manifest, named by vid1.
      makeEpisodeWithTheme(path.join(t.config.mediaFoldersDir, 'free', `e${id}`), {
        seed: 3 + i * 4,
        before,
      });
      await t.db
        .updateTable('episodes')
        .set({
          vid1: `/media/free/e${id}/manifest.mpd`,
          duration_sec: before + THEME_SECONDS + 30,
        })
        .where('id', '=', id)
        .execute();
    }
    await queueOf(t.deps).start(jobHandlers(t.deps), { concurrency: 1 });
  }, 240_000);
  afterAll(() => t.close());

  it('finds the shared theme in every episode within a second, and changes no episode', async () => {
    expect((await suggestions()).run).toBe('none');
    const asked = await callStudio(t, 'studioIntroSuggest', {
      token: editor.token,
      params: { id: seriesId },
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(202);
    expect(asked.json).toMatchObject({ msg: introSuggestionMessages.queued });
    await expect
      .poll(async () => (await suggestions()).run, { timeout: 60_000, interval: 200 })
      .toBe('done');
    const found = (await suggestions()).suggestions;
    expect(found).toHaveLength(3);
    for (const [i, before] of OFFSETS.entries()) {
      const s = found.find((row) => row.episode_id === episodes[i]);
      expect(s, `episode ${i + 1}`).toBeDefined();
      expect(
        Math.abs(s!.start_sec! - before),
        `start of ${i + 1}: ${s!.start_sec}`,
      ).toBeLessThanOrEqual(1);
      expect(
        Math.abs(s!.end_sec! - (before + THEME_SECONDS)),
        `end of ${i + 1}: ${s!.end_sec}`,
      ).toBeLessThanOrEqual(1);
    }
    // Never applied silently: the episodes' intros are still unset.
    const intros = await t.db
      .selectFrom('episodes')
      .select(['intro_start_sec', 'intro_end_sec'])
      .where('id', 'in', episodes)
      .execute();
    expect(intros.every((e) => e.intro_start_sec === null && e.intro_end_sec === null)).toBe(true);
    // Stored: what the studio reads after a restart is the table, not the job.
    const stored = await t.db
      .selectFrom('intro_suggestions')
      .select(['episode_id', 'start_sec', 'end_sec'])
      .where('media_id', '=', seriesId)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('is confirmed by an ordinary save, version-checked and audited', async () => {
    const first = episodes[0]!;
    const s = (await suggestions()).suggestions.find((row) => row.episode_id === first)!;
    const intro = { start_sec: s.start_sec!, end_sec: s.end_sec! };
    const saved = await callStudio(t, 'studioEpisodeUpdate', {
      token: editor.token,
      params: { id: first },
      body: { version: 1, intro },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const row = await t.db
      .selectFrom('episodes')
      .select(['intro_start_sec', 'intro_end_sec', 'version'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      intro_start_sec: intro.start_sec,
      intro_end_sec: intro.end_sec,
      version: 2,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['user_id', 'action'])
      .where('entity', '=', 'episode')
      .where('entity_id', '=', String(first))
      .where('action', '=', 'update')
      .execute();
    expect(audit).toEqual([{ user_id: editor.id, action: 'update' }]);
    const stale = await callStudio(t, 'studioEpisodeUpdate', {
      token: editor.token,
      params: { id: first },
      body: { version: 1, intro },
    });
    expect(stale.status).toBe(409);
  });

  it("is compared again when an episode's video is replaced, and moves with it", async () => {
    const second = episodes[1]!;
    const startOf = async () =>
      (await suggestions()).suggestions.find((row) => row.episode_id === second)?.start_sec;
    expect(Math.abs((await startOf())! - OFFSETS[1]!)).toBeLessThanOrEqual(1);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-intro-replace-'));
    try {
      const file = path.join(tmp, 'replaced.mp4');
      const moved = 40;
      makeThemeUpload(file, { seed: 29, before: moved });
      const tusId = await tusUpload(t, editor.token, file, {
        owner_type: 'episode',
        owner_id: String(second),
        kind: 'video',
        filename: 'replaced.mp4',
      });
      expect(tusId).toBeTruthy();
      // No one asked again: the new video's upload queued the comparison itself.
      await expect
        .poll(async () => Math.abs(((await startOf()) ?? -100) - moved), {
          timeout: 360_000,
          interval: 500,
        })
        .toBeLessThanOrEqual(1);
      expect((await suggestions()).run).toBe('done');
      const run = await t.db
        .selectFrom('intro_suggestion_runs')
        .select('requested_by')
        .where('media_id', '=', seriesId)
        .executeTakeFirstOrThrow();
      expect(run.requested_by).toBe(editor.id);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 420_000);

  it('refuses a title that is not a series, and a series without two videos', async () => {
    const movie = await callStudio(t, 'studioTitleCreate', {
      token: editor.token,
      body: { kind: 'movie', title: 'Кино' },
    });
    const movieId = (movie.json as { data: { id: number } }).data.id;
    const notSeries = await callStudio(t, 'studioIntroSuggest', {
      token: editor.token,
      params: { id: movieId },
    });
    expect(notSeries.status).toBe(409);
    expect(notSeries.json).toMatchObject({ msg: introSuggestionMessages.notSeries });
    const empty = await callStudio(t, 'studioTitleCreate', {
      token: editor.token,
      body: { kind: 'series', title: 'Хоосон цуврал' },
    });
    const tooFew = await callStudio(t, 'studioIntroSuggest', {
      token: editor.token,
      params: { id: (empty.json as { data: { id: number } }).data.id },
    });
    expect(tooFew.status).toBe(409);
    expect(tooFew.json).toMatchObject({ msg: introSuggestionMessages.tooFew });
    expect(fs.existsSync(t.config.mediaFoldersDir)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markerMessages } from '../../contract/studio/episode-markers';
import { studioMessages } from '../../contract/studio/messages';
import { episodeSchema } from '../../contract/studio/endpoints/catalogue-episodes';
import { publishDue } from '../../server/domain/publishing';
import { episodeRuleTexts } from '../../server/domain/studio-episode-write';
import { createMediaStatus, createMovie, createSignedInUser } from '../factories';
import { catalogueTexts } from '../../server/routes/studio/catalogue-answers';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Episodes in the studio (docs/decisions/053-studio-catalogue.md): a new one is a draft in one of
 * its series' groups; its skippable parts are checked; a save is version-checked and audited;
 * publishing (now, or a schedule that comes due) tells each follower of the series once.
 */

let t: TestApp;
let editor: StaffMember;
let seriesId: number;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
  const created = await callStudio(t, 'studioTitleCreate', {
    token: editor.token,
    body: { kind: 'series', title: 'Ангитай цуврал' },
  });
  seriesId = (created.json as { data: { id: number } }).data.id;
  const group = await callStudio(t, 'studioEpisodeGroupCreate', {
    token: editor.token,
    params: { id: seriesId },
    body: { title: '1-10' },
  });
  expect(group.status, JSON.stringify(group.json)).toBe(200);
  groupId = (group.json as { data: { id: number } }).data.id;
});
afterAll(() => t.close());

async function createEpisode(body: Record<string, unknown>, id = seriesId) {
  return callStudio(t, 'studioEpisodeCreate', { token: editor.token, params: { id }, body });
}

async function newEpisode(body: Record<string, unknown>): Promise<number> {
  const res = await createEpisode(body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { data: { id: number } }).data.id;
}

const state = (id: number, body: Record<string, unknown>) =>
  callStudio(t, 'studioEpisodeState', { token: editor.token, params: { id }, body });

const episodeNotices = (userId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['dedupe_key'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'episode')
    .execute();

describe('episodes of a series', () => {
  it('creates a draft in a group with its parts and lists it with its state', async () => {
    const id = await newEpisode({
      number: 1,
      group_id: groupId,
      duration_sec: 1500,
      intro: { start_sec: 10, end_sec: 90 },
      credits: { start_sec: 1400, end_sec: null },
    });
    const read = await callStudio(t, 'studioEpisode', { token: editor.token, params: { id } });
    expect(episodeSchema.parse((read.json as { data: unknown }).data)).toMatchObject({
      title_id: seriesId,
      group_id: groupId,
      number: 1,
      title: '1-р анги',
      is_free: false,
      vid1: null,
      intro: { start_sec: 10, end_sec: 90 },
      recap: null,
      credits: { start_sec: 1400, end_sec: null },
      publish_state: 'draft',
      version: 1,
    });
    const renamed = await callStudio(t, 'studioEpisodeGroupUpdate', {
      token: editor.token,
      params: { id: groupId },
      body: { title: '1-р хэсэг' },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const list = await callStudio(t, 'studioEpisodes', {
      token: editor.token,
      params: { id: seriesId },
    });
    expect(list.json).toMatchObject({
      data: {
        groups: [{ id: groupId, title: '1-р хэсэг', sort: 1 }],
        rows: [{ id, number: 1, publish_state: 'draft', has_video: false }],
      },
    });
  });

  it('names every wrong part and saves nothing', async () => {
    const other = await callStudio(t, 'studioTitleCreate', {
      token: editor.token,
      body: { kind: 'series', title: 'Өөр цуврал' },
    });
    const otherId = (other.json as { data: { id: number } }).data.id;
    const otherGroup = await callStudio(t, 'studioEpisodeGroupCreate', {
      token: editor.token,
      params: { id: otherId },
      body: { title: 'Бусад' },
    });
    await newEpisode({ number: 30 });
    const before = await t.db.selectFrom('episodes').select('id').execute();
    const res = await createEpisode({
      number: 30,
      group_id: (otherGroup.json as { data: { id: number } }).data.id,
      duration_sec: 600,
      recap: { start_sec: 0, end_sec: 700 },
      intro: { start_sec: 90, end_sec: 30 },
      credits: { start_sec: 600, end_sec: null },
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      msg: studioMessages.fieldsInvalid,
      fields: {
        number: episodeRuleTexts.numberTaken,
        group_id: episodeRuleTexts.groupElsewhere,
        'recap.end_sec': episodeRuleTexts.pastDuration,
        'intro.end_sec': episodeRuleTexts.endBeforeStart,
        'credits.start_sec': episodeRuleTexts.pastDuration,
      },
    });
    const noDuration = await createEpisode({ number: 50, recap: { start_sec: 0, end_sec: 5 } });
    expect(noDuration.json).toMatchObject({
      fields: { 'recap.start_sec': episodeRuleTexts.durationFirst },
    });
    const badTypes = await createEpisode({ number: 0, is_free: 'тийм', duration_sec: -1 });
    expect(badTypes.json).toMatchObject({
      fields: {
        number: 'Хамгийн багадаа 1 байна!',
        is_free: 'Тийм эсвэл үгүй гэж сонгоно уу!',
        duration_sec: 'Хамгийн багадаа 0 байна!',
      },
    });
    expect(await t.db.selectFrom('episodes').select('id').execute()).toEqual(before);

    const movie = await createMovie(t);
    const onMovie = await createEpisode({ number: 1 }, movie);
    expect(onMovie.status).toBe(422);
    expect(onMovie.json).toMatchObject({ msg: catalogueTexts.seriesOnly });
  });

  it('refuses overlapping parts and ones past the stored duration, saving nothing', async () => {
    const id = await newEpisode({
      number: 3,
      duration_sec: 900,
      recap: { start_sec: 0, end_sec: 40 },
    });
    const save = (body: Record<string, unknown>) =>
      callStudio(t, 'studioEpisodeUpdate', { token: editor.token, params: { id }, body });
    // Only the intro is sent: the stored recap and duration are checked with it.
    const overlapping = await save({ version: 1, intro: { start_sec: 30, end_sec: 60 } });
    expect(overlapping.status).toBe(422);
    expect(overlapping.json).toMatchObject({
      msg: studioMessages.fieldsInvalid,
      fields: { 'intro.start_sec': markerMessages.overlaps('recap') },
    });
    const pastEnd = await save({ version: 1, credits: { start_sec: 950, end_sec: null } });
    expect(pastEnd.json).toMatchObject({
      fields: { 'credits.start_sec': markerMessages.pastDuration },
    });
    const backwards = await save({ version: 1, intro: { start_sec: 60, end_sec: 50 } });
    expect(backwards.json).toMatchObject({
      fields: { 'intro.end_sec': markerMessages.endBeforeStart },
    });
    const row = await t.db
      .selectFrom('episodes')
      .select(['intro_start_sec', 'credits_start_sec', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ intro_start_sec: null, credits_start_sec: null, version: 1 });
    const fine = await save({ version: 1, intro: { start_sec: 40, end_sec: 70 } });
    expect(fine.status).toBe(200);
  });

  it('saves with the version it edited, refuses a stale one, audits before and after', async () => {
    const id = await newEpisode({ number: 2, duration_sec: 1200 });
    const save = (body: Record<string, unknown>) =>
      callStudio(t, 'studioEpisodeUpdate', { token: editor.token, params: { id }, body });
    const saved = await save({ version: 1, title: 'Эхлэл', is_free: true });
    expect(saved.json).toMatchObject({ data: { id, version: 2 } });
    const stale = await save({ version: 1, title: 'Хуучин хувилбар' });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      msg: studioMessages.staleVersion,
      current: { id, title: 'Эхлэл', is_free: true, version: 2 },
    });
    const row = await t.db
      .selectFrom('episodes')
      .select(['title', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Эхлэл', version: 2 });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'episode')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.user_id])).toEqual([
      ['create', editor.id],
      ['update', editor.id],
    ]);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ title: '2-р анги', is_free: false });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ title: 'Эхлэл', is_free: true });
  });
});

describe('publishing episodes to followers', () => {
  it('tells a follower once per episode, now or when a schedule comes due', async () => {
    const follower = await createSignedInUser(t);
    await createMediaStatus(t, { userId: follower.id, mediaId: seriesId, notify: true });
    const now = await newEpisode({ number: 10 });
    const later = await newEpisode({ number: 11 });

    const at = new Date(t.clock.now() + 3_600_000).toISOString();
    const scheduled = await state(later, { state: 'scheduled', at });
    expect(scheduled.json).toMatchObject({ data: { publish_state: 'scheduled', notified: 0 } });
    expect(await episodeNotices(follower.id)).toEqual([]);

    const published = await state(now, { state: 'published' });
    expect(published.json).toMatchObject({ data: { publish_state: 'published', notified: 1 } });
    // Hidden and published again: still the one notice.
    await state(now, { state: 'hidden' });
    const again = await state(now, { state: 'published' });
    expect(again.json).toMatchObject({ data: { notified: 0 } });
    expect(await episodeNotices(follower.id)).toHaveLength(1);

    t.clock.advance(3_600_000);
    expect(await publishDue(t.db, t.clock.now())).toBe(1);
    expect(await episodeNotices(follower.id)).toHaveLength(2);
    const list = await callStudio(t, 'studioEpisodes', {
      token: editor.token,
      params: { id: seriesId },
    });
    const rows = (list.json as { data: { rows: { id: number; publish_state: string }[] } }).data
      .rows;
    expect(rows.filter((r) => [now, later].includes(r.id)).map((r) => r.publish_state)).toEqual([
      'published',
      'published',
    ]);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'episode')
      .where('entity_id', '=', String(now))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'publish', 'hide', 'publish']);
  });

  it('keeps an episode number unique within its title, also for two saves at one instant', async () => {
    const numbered = (n: number) =>
      t.db
        .selectFrom('episodes')
        .select('id')
        .where('media_id', '=', seriesId)
        .where('number', '=', n);
    const made = await Promise.all([
      createEpisode({ number: 77, group_id: groupId }),
      createEpisode({ number: 77, group_id: groupId }),
    ]);
    expect(made.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = made.find((r) => r.status === 422);
    expect((refused?.json as { fields: Record<string, string> }).fields).toEqual({
      number: episodeRuleTexts.numberTaken,
    });
    expect(await numbered(77).execute()).toHaveLength(1);

    // The database itself refuses a second row of that number, whoever writes it.
    const [row] = await numbered(77).selectAll().execute();
    const { id, ...copy } = row!;
    expect(id).toBeGreaterThan(0);
    await expect(t.db.insertInto('episodes').values(copy).execute()).rejects.toThrow();
    expect(await numbered(77).execute()).toHaveLength(1);
  });
});

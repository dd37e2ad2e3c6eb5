import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { reportRowSchema } from '../../contract/studio/endpoints/moderation';
import { studioMessages } from '../../contract/studio/messages';
import { moderationMessages } from '../../contract/studio/moderation-values';
import { createSeries, createSignedInUser } from '../factories';
import { expectData } from './contract-check';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The reports queue of the moderation room (docs/decisions/063-moderation.md): reports viewers
 * send through their own path, listed newest first by state with the episode, the reporter
 * (phone masked) and how many viewers reported the same episode; a change names its version,
 * is audited with its note, and resolving tells the reporter once.
 */

let t: TestApp;
let moderator: StaffMember;
let second: StaffMember;
let series: Awaited<ReturnType<typeof createSeries>>;
type Viewer = Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await createStaff(t, ['moderator']);
  second = await createStaff(t, ['moderator']);
  series = await createSeries(t, { title: 'Хяналтын цуврал', episodes: 3 });
});
afterAll(() => t.close());

async function report(viewer: Viewer, episode: number, text: string): Promise<number> {
  const res = await call(t.app, 'POST', buildPath(paths.report.path, { userId: viewer.id }), {
    token: viewer.token,
    body: { report: text, type: 'ep', parent_id: episode, media_id: series.id },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const row = await t.db
    .selectFrom('reports')
    .select('id')
    .where('user_id', '=', viewer.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function queue(query: Record<string, string | number> = {}, who = moderator) {
  const res = await callStudio(t, 'studioReports', { token: who.token, query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const data = (res.json as { data: { rows: unknown[]; has_more: boolean } }).data;
  return { ...data, rows: reportRowSchema.array().parse(data.rows) };
}

const change = (id: number, body: unknown, who = moderator) =>
  callStudio(t, 'studioReportState', { token: who.token, params: { id }, body });

async function notificationsOf(viewer: Viewer) {
  const page = expectData(
    'notificationPage',
    await call(t.app, 'GET', buildPath(paths.notificationPage.path, { userId: viewer.id }), {
      token: viewer.token,
    }),
  );
  return page.data.filter((n) => n.kind === 'report');
}

describe('the reports queue', () => {
  it('lists new reports first with the episode, the masked reporter and the same-episode count', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const episode = series.episodes[0]!.id;
    const first = await report(a, episode, 'Видео тоглохгүй байна');
    const again = await report(a, episode, 'Бусад: дахин');
    const fromB = await report(b, episode, 'Дуу, дүрс зөрж байна');

    const { rows } = await queue({ state: 'open' });
    expect(rows.slice(0, 3).map((r) => r.id)).toEqual([fromB, again, first]);
    const row = rows[0]!;
    expect(row).toMatchObject({
      state: 'open',
      note: null,
      report: 'Дуу, дүрс зөрж байна',
      media_id: series.id,
      episode_id: episode,
      title: 'Хяналтын цуврал',
      link: `/watch/${series.id}/${episode}`,
      // Two viewers, whatever the number of reports each sent.
      same_episode: 2,
      handled_by: null,
      version: 1,
    });
    expect(row.reporter.id).toBe(b.id);
    expect(row.reporter.phone).toBe(`${b.phone.slice(0, 2)}****${b.phone.slice(-2)}`);
    expect(JSON.stringify(rows)).not.toContain(b.phone);
  });

  it('moves a report through its states with notes, audited, and tells the reporter once', async () => {
    const viewer = await createSignedInUser(t);
    const id = await report(viewer, series.episodes[1]!.id, 'Хадмал буруу эсвэл алга');

    const taken = await change(id, { state: 'in-work', version: 1 });
    expect(taken.status, JSON.stringify(taken.json)).toBe(200);
    expect((taken.json as { data: { version: number } }).data.version).toBe(2);
    expect(await notificationsOf(viewer)).toEqual([]);

    const resolved = await change(id, { state: 'resolved', note: 'Хадмалыг сольсон', version: 2 });
    expect(resolved.status, JSON.stringify(resolved.json)).toBe(200);
    // A second press of the same change (the version it had seen) answers saved and does nothing.
    const pressedAgain = await change(id, {
      state: 'resolved',
      note: 'Хадмалыг сольсон',
      version: 2,
    });
    expect(pressedAgain.status, JSON.stringify(pressedAgain.json)).toBe(200);
    expect((pressedAgain.json as { data: { version: number } }).data.version).toBe(3);

    const told = await notificationsOf(viewer);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: notificationMessages.reportResolvedTitle,
      link: `/watch/${series.id}/${series.episodes[1]!.id}`,
      read: false,
    });
    // The moderator's note is theirs: the viewer is told the outcome, not the note.
    expect(told[0]!.body).not.toContain('Хадмалыг сольсон');

    // Reopened and resolved again: still one notification.
    expect((await change(id, { state: 'open', version: 3 })).status).toBe(200);
    expect(
      (await change(id, { state: 'resolved', note: 'Дахин шалгасан', version: 4 })).status,
    ).toBe(200);
    expect(await notificationsOf(viewer)).toHaveLength(1);

    const { rows } = await queue({ state: 'resolved' });
    const row = rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ state: 'resolved', note: 'Дахин шалгасан', version: 5 });
    expect(row.handled_by?.id).toBe(moderator.id);
    expect((await queue({ state: 'open' })).rows.map((r) => r.id)).not.toContain(id);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['user_id', 'action', 'before_json', 'after_json'])
      .where('entity', '=', 'report')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['take', 'resolve', 'reopen', 'resolve']);
    expect(audit.every((a) => a.user_id === moderator.id)).toBe(true);
    expect(JSON.parse(audit[1]!.after_json!)).toEqual({
      state: 'resolved',
      note: 'Хадмалыг сольсон',
    });
  });

  it('refuses a stale change of a second moderator with what is stored now', async () => {
    const viewer = await createSignedInUser(t);
    const id = await report(viewer, series.episodes[2]!.id, 'Зураг, дууны чанар муу');
    const mine = await change(id, { state: 'dismissed', note: 'Чанар хэвийн', version: 1 });
    expect(mine.status).toBe(200);
    const theirs = await change(id, { state: 'resolved', note: 'Зассан', version: 1 }, second);
    expect(theirs.status, JSON.stringify(theirs.json)).toBe(409);
    const body = theirs.json as { msg: string; current: unknown };
    expect(body.msg).toBe(studioMessages.staleVersion);
    expect(reportRowSchema.parse(body.current)).toMatchObject({
      state: 'dismissed',
      note: 'Чанар хэвийн',
      version: 2,
    });
    expect(await notificationsOf(viewer)).toEqual([]);
  });

  it('asks for a note to close a report, and answers 404 for a missing one', async () => {
    const viewer = await createSignedInUser(t);
    const id = await report(viewer, series.episodes[0]!.id, 'Бусад');
    for (const state of ['resolved', 'dismissed']) {
      const res = await change(id, { state, note: '  ', version: 1 });
      expect(res.status, JSON.stringify(res.json)).toBe(422);
      expect((res.json as { fields: Record<string, string> }).fields.note).toBe(
        moderationMessages.noteRequired,
      );
    }
    const bad = await change(id, { state: 'closed', version: 1 });
    expect(bad.status).toBe(422);
    expect((await change(999_999, { state: 'in-work', version: 1 })).status).toBe(404);
    const stored = await t.db
      .selectFrom('reports')
      .select(['state', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'open', version: 1 });
  });

  it('pages the queue', async () => {
    const viewer = await createSignedInUser(t);
    for (let i = 0; i < 31; i += 1) {
      await t.db
        .insertInto('reports')
        .values({
          user_id: viewer.id,
          type: 'ep',
          parent_id: series.episodes[0]!.id,
          media_id: series.id,
          report: `Олон ${i}`,
          created_at: new Date(t.clock.now()).toISOString(),
        })
        .execute();
    }
    const first = await queue({ state: 'open' });
    expect(first.rows).toHaveLength(30);
    expect(first.has_more).toBe(true);
    const next = await queue({ state: 'open', page: 2 });
    expect(next.rows.length).toBeGreaterThan(0);
    expect(next.rows[0]!.id).toBeLessThan(first.rows.at(-1)!.id);
  });
});

describe('two presses at once', () => {
  it('resolves once and tells the reporter once when the same change arrives twice together', async () => {
    const viewer = await createSignedInUser(t);
    const id = await report(viewer, series.episodes[1]!.id, 'Видео тоглохгүй байна');
    const body = { state: 'resolved', note: 'Зассан', version: 1 };
    const [a, b] = await Promise.all([change(id, body), change(id, body, second)]);
    expect([a.status, b.status], JSON.stringify([a.json, b.json])).toEqual([200, 200]);
    expect(await notificationsOf(viewer)).toHaveLength(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'report')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'resolve' }]);
  });
});

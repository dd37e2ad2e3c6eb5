import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { numbersMessages } from '../../contract/studio/numbers-values';
import { numbersSchema } from '../../contract/studio/endpoints/numbers';
import { NUMBERS_ROLLUP_JOB, numbersJobHandlers } from '../../server/jobs/numbers-jobs';
import { flushUsage } from '../../server/domain/usage-events';
import { createPaidInvoice, createSeries, createSignedInUser } from '../factories';
import type { CreatedSeries } from '../factories';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { SEED_NOW, call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The numbers room (docs/decisions/069-numbers.md): events made at chosen instants of the test
 * clock around an Ulaanbaatar midnight (UTC+8), rolled up by the queue's job, then read from the
 * rollups alone (the raw events are deleted first); fewer than five people read "< 5"; finance
 * sees the money only; moderators, editors, viewers and guests nothing.
 */

let t: TestApp;
let series: CreatedSeries;
let admin: StaffMember;
let finance: StaffMember;
const viewers: { id: number; token: string }[] = [];

/** Moves the test clock forward to an instant (never back). */
function at(iso: string) {
  const target = Date.parse(iso);
  expect(target).toBeGreaterThanOrEqual(t.clock.now());
  t.clock.advance(target - t.clock.now());
}

let keys = 0;

/** A history write as the player sends it: with an Idempotency-Key (a transaction per request). */
async function watch(who: { id: number; token: string }, episode: number, position: number) {
  const res = await call(t.app, 'POST', buildPath(paths.historyWrite.path, { userId: who.id }), {
    token: who.token,
    headers: { 'Idempotency-Key': `numbers-test-${++keys}` },
    body: { episode_id: episode, position_sec: position, duration_sec: 1000 },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

async function searchFor(q: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await call(t.app, 'GET', paths.search.path, { query: { q } });
    expect(res.status).toBe(200);
  }
}

async function numbers(token: string, query: Record<string, string>) {
  const res = await callStudio(t, 'studioNumbers', { token, query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return numbersSchema.parse((res.json as { data: unknown }).data);
}

async function rollUp(day: string) {
  await numbersJobHandlers(t.deps)[NUMBERS_ROLLUP_JOB]!(
    { day },
    {
      id: 'test',
      name: NUMBERS_ROLLUP_JOB,
      attempt: 1,
      signal: new AbortController().signal,
      progress: () => Promise.resolve(),
    },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  expect(SEED_NOW).toBeLessThan(Date.parse('2026-07-10T02:00:00Z'));
  // 10:00 on 10 July in Ulaanbaatar.
  at('2026-07-10T02:00:00Z');
  series = await createSeries(t, { episodes: 2, freeEpisodes: 2 });
  for (let i = 0; i < 6; i++) viewers.push(await createSignedInUser(t));
  const [ep1, ep2] = series.episodes.map((e) => e.id) as [number, number];
  // Five viewers start the first episode; three reach its end.
  for (const [i, end] of [1000, 1000, 950, 400, 400].entries()) {
    await watch(viewers[i]!, ep1, 15);
    await watch(viewers[i]!, ep1, end);
  }
  for (let i = 0; i < 5; i++) {
    const res = await call(
      t.app,
      'GET',
      buildPath(paths.downloadGrant.path, { userId: viewers[i]!.id, kind: 'episode', id: ep1 }),
      { token: viewers[i]!.token },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
  await searchFor('ззз олдохгүй', 5);
  await searchFor('ховор хайлт', 4);
  for (let i = 0; i < 4; i++) {
    await createPaidInvoice(t, { userId: viewers[i]!.id, kind: 'extend', amount: 10_000 });
  }
  await createPaidInvoice(t, { userId: viewers[4]!.id, kind: 'rental', amount: 5_000 });
  // 23:59:30 in Ulaanbaatar, still 10 July there (15:59 UTC).
  at('2026-07-10T15:59:30Z');
  await watch(viewers[5]!, ep2, 15);
  // 00:00:30 on 11 July in Ulaanbaatar: the next day, though the same UTC date.
  at('2026-07-10T16:00:30Z');
  await watch(viewers[0]!, ep2, 15);
  await createPaidInvoice(t, { userId: viewers[0]!.id, kind: 'extend', amount: 10_000 });

  // Two days later: the job rolls both days up, then the raw events go, so a read that
  // answers the same numbers answers from the rollups.
  at('2026-07-12T02:00:00Z');
  await flushUsage(t.db);
  await rollUp('2026-07-10');
  await rollUp('2026-07-11');
  await t.db.deleteFrom('usage_events').execute();
  admin = await createStaff(t, ['admin']);
  finance = await createStaff(t, ['finance']);
});
afterAll(() => t.close());

describe('numbers per Ulaanbaatar day', () => {
  it('counts plays, viewers, watch hours, downloads, searches, sign-ups and money per day', async () => {
    const n = await numbers(admin.token, { from: '2026-07-10', to: '2026-07-11' });
    expect(n.usage!.days).toEqual([
      {
        day: '2026-07-10',
        plays: 6,
        viewers: 6,
        // 1000 + 1000 + 950 + 400 + 400 + 15 seconds.
        watch_hours: 1,
        registrations: 6,
        downloads: 5,
        notifications_opened: 0,
        empty_searches: 9,
      },
      {
        day: '2026-07-11',
        plays: '< 5',
        viewers: '< 5',
        watch_hours: '< 5',
        registrations: 0,
        downloads: 0,
        notifications_opened: 0,
        empty_searches: 0,
      },
    ]);
    expect(n.money.days).toEqual([
      { day: '2026-07-10', paying_users: 5, revenue_pack: 40_000, revenue_rental: 5_000 },
      { day: '2026-07-11', paying_users: '< 5', revenue_pack: 10_000, revenue_rental: 0 },
    ]);
  });

  it('counts a person once over a range, not once a day', async () => {
    const n = await numbers(admin.token, { from: '2026-07-10', to: '2026-07-11' });
    // viewers[0] watched on both days: 6 people, though the days' counts add to 7.
    expect(n.usage!.total).toMatchObject({ plays: 7, viewers: 6, downloads: 5 });
    expect(n.money.total).toEqual({
      paying_users: 5,
      revenue_pack: 50_000,
      revenue_rental: 5_000,
    });
  });

  it('gives each title and episode its completion rate, with "< 5" under five starts', async () => {
    const n = await numbers(admin.token, { from: '2026-07-10', to: '2026-07-11' });
    const [ep1, ep2] = series.episodes.map((e) => e.id);
    const byKey = new Map(n.usage!.completion.map((r) => [`${r.kind}:${r.id}`, r]));
    expect(byKey.get(`title:${series.id}`)).toMatchObject({ started: 7, completed: 3 });
    expect(byKey.get(`title:${series.id}`)!.rate).toBeCloseTo(42.9, 1);
    expect(byKey.get(`episode:${ep1}`)).toMatchObject({ started: 5, completed: 3, rate: 60 });
    expect(byKey.get(`episode:${ep2}`)).toMatchObject({
      started: '< 5',
      completed: '< 5',
      rate: '< 5',
    });
  });

  it('lists a search that found nothing only once five searches asked it', async () => {
    const n = await numbers(admin.token, { from: '2026-07-10', to: '2026-07-11' });
    expect(n.usage!.empty_searches).toEqual([{ term: 'ззз олдохгүй', count: 5 }]);
  });

  it("rolls today up at the read, with this process's latest events", async () => {
    const before = await numbers(admin.token, { from: '2026-07-12', to: '2026-07-12' });
    expect(before.today).toBe('2026-07-12');
    expect(before.usage!.days[0]).toMatchObject({ plays: 0, viewers: 0 });
    for (let i = 0; i < 5; i++) {
      await watch(await createSignedInUser(t), series.episodes[1]!.id, 15);
    }
    const after = await numbers(admin.token, { from: '2026-07-12', to: '2026-07-12' });
    expect(after.usage!.days[0]).toMatchObject({ plays: 5, viewers: 5 });
  });

  it('opens on the last 30 days ending today', async () => {
    const n = await numbers(admin.token, {});
    expect(n).toMatchObject({ from: '2026-06-13', to: '2026-07-12', today: '2026-07-12' });
    expect(n.money.days).toHaveLength(30);
  });
});

describe('who sees what', () => {
  it('gives finance the money and nothing of the viewing', async () => {
    const n = await numbers(finance.token, { from: '2026-07-10', to: '2026-07-11' });
    expect(n.usage).toBeNull();
    expect(n.money.total).toMatchObject({ paying_users: 5, revenue_pack: 50_000 });
  });

  it('refuses moderators and editors (403), viewers (403) and guests (401)', async () => {
    const moderator = await createStaff(t, ['moderator']);
    const editor = await createStaff(t, ['editor', 'moderator']);
    const viewer = await createSignedInUser(t);
    for (const token of [moderator.token, editor.token, viewer.token]) {
      expect((await callStudio(t, 'studioNumbers', { token })).status).toBe(403);
    }
    expect((await callStudio(t, 'studioNumbers', {})).status).toBe(401);
  });

  it('names no one: no phone, name or user id in the answer', async () => {
    const res = await callStudio(t, 'studioNumbers', {
      token: admin.token,
      query: { from: '2026-07-10', to: '2026-07-11' },
    });
    const text = JSON.stringify(res.json);
    const users = await t.db
      .selectFrom('users')
      .select(['phone', 'last_name'])
      .where(
        'id',
        'in',
        viewers.map((v) => v.id),
      )
      .execute();
    for (const user of users) {
      expect(text).not.toContain(user.phone);
      expect(text).not.toContain(user.last_name!);
    }
    expect(text).not.toMatch(/user_id|phone/);
  });
});

describe('bad ranges', () => {
  it.each([
    [{ from: '2026-07-11', to: '2026-07-10' }, numbersMessages.badRange],
    [{ from: '2026-02-30', to: '2026-03-01' }, numbersMessages.badDay],
    [{ from: 'tomorrow' }, numbersMessages.badDay],
    [{ from: '2025-01-01', to: '2026-07-10' }, numbersMessages.tooLong],
    [{ from: '2025-07-01' }, numbersMessages.tooLong],
  ])('answers %j with 400 and a message', async (query, msg) => {
    const res = await callStudio(t, 'studioNumbers', { token: admin.token, query });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(msg);
  });
});

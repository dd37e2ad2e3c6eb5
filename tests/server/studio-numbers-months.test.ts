import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { numbersSchema } from '../../contract/studio/endpoints/numbers';
import { NUMBERS_ROLLUP_JOB, numbersJobHandlers } from '../../server/jobs/numbers-jobs';
import { flushUsage } from '../../server/domain/usage-events';
import { ubDayBounds } from '../../server/domain/ub-day';
import { createSeries, createSession, createSignedInUser } from '../factories';
import type { CreatedSeries } from '../factories';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * A range's numbers read from the monthly rows and the edge days (decision 069, "A year's read")
 * answer what the days alone answer: plays on seven days from June to August (Ulaanbaatar days,
 * made with the test clock), rolled up out of order, one day recomputed after late events, twice
 * at once beside another day; then each range's completion list and unique viewers are compared
 * with the sums of numbers_daily and a distinct count of numbers_people, as the room read them
 * before the monthly rows.
 */

let t: TestApp;
let admin: StaffMember;
const series: CreatedSeries[] = [];
const viewers: { id: number; token: string }[] = [];

const DAYS = [
  '2026-06-28',
  '2026-06-30',
  '2026-07-01',
  '2026-07-15',
  '2026-07-31',
  '2026-08-01',
  '2026-08-02',
];
/** Out of order, so a person's earlier day is often rolled up after a later one. */
const ROLL_ORDER = [6, 2, 0, 4, 1, 5, 3].map((i) => DAYS[i]!);
const LATE_DAY = '2026-07-01';
const FLOOR = 5;

function at(iso: string) {
  const target = Date.parse(iso);
  expect(target).toBeGreaterThanOrEqual(t.clock.now());
  t.clock.advance(target - t.clock.now());
}

let keys = 0;
async function watch(who: { id: number; token: string }, episode: number, position: number) {
  const res = await call(t.app, 'POST', buildPath(paths.historyWrite.path, { userId: who.id }), {
    token: who.token,
    headers: { 'Idempotency-Key': `numbers-months-${++keys}` },
    body: { episode_id: episode, position_sec: position, duration_sec: 1000 },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
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

const episodes = () => series.flatMap((s) => s.episodes.map((e) => ({ media: s.id, id: e.id })));

beforeAll(async () => {
  t = await createTestApp();
  series.push(await createSeries(t, { episodes: 2, freeEpisodes: 2 }));
  series.push(await createSeries(t, { episodes: 2, freeEpisodes: 2 }));
  for (let i = 0; i < 9; i++) viewers.push(await createSignedInUser(t));
  const eps = episodes();
  for (const [d, day] of DAYS.entries()) {
    // 10:00 in Ulaanbaatar.
    at(`${day}T02:00:00Z`);
    // Sessions end over weeks: each day's plays on a fresh one.
    for (const viewer of viewers) viewer.token = await createSession(t, viewer.id);
    for (const [v, viewer] of viewers.entries()) {
      if ((v + d) % 3 === 0) continue;
      const episode = eps[(v + d) % eps.length]!;
      await watch(viewer, episode.id, 15);
      await watch(viewer, episode.id, (v * d) % 2 ? 1000 : 300);
    }
  }
  at('2026-08-04T02:00:00Z');
  await flushUsage(t.db);
  for (const day of ROLL_ORDER) await rollUp(day);

  // Events of a past day written late (a batch that came after the day's last rollup): a
  // viewer new to the day and more completions. The day is recomputed twice at once, beside
  // another day of the same month.
  const { start } = ubDayBounds(LATE_DAY);
  const lateAt = new Date(Date.parse(start) + 20 * 3600_000).toISOString();
  const late = eps.flatMap((episode) =>
    [0, 3, 6].flatMap((v) =>
      [15, 990].map((position) => ({
        kind: 'progress' as const,
        user_id: viewers[v]!.id,
        media_id: episode.media,
        episode_id: episode.id,
        position_sec: position,
        duration_sec: 1000,
        at: lateAt,
      })),
    ),
  );
  await t.db.insertInto('usage_events').values(late).execute();
  await Promise.all([rollUp(LATE_DAY), rollUp(LATE_DAY), rollUp('2026-07-15')]);
  await t.db.deleteFrom('usage_events').execute();
  admin = await createStaff(t, ['admin']);
  // About 130 requests and ten rollups: more than the hook's default 10 s beside other work.
}, 60_000);
afterAll(() => t.close());

const shown = (n: number) => (n > 0 && n < FLOOR ? '< 5' : n);

/** The completion list and unique viewers as the days alone give them (the read before 0033). */
async function fromTheDays(from: string, to: string) {
  const sums = await t.db
    .selectFrom('numbers_daily')
    .select(['metric', 'subject', (eb) => eb.fn.sum<number>('value').as('n')])
    .where('metric', 'in', ['started', 'completed'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['metric', 'subject'])
    .execute();
  const of = (metric: string) =>
    new Map(sums.filter((r) => r.metric === metric).map((r) => [r.subject, Number(r.n)]));
  const started = of('started');
  const completed = of('completed');
  const top = [...started]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, 20)
    .map(([subject, s]) => {
      const c = completed.get(subject) ?? 0;
      return {
        kind: subject.startsWith('e:') ? 'episode' : 'title',
        id: Number(subject.slice(2)),
        started: shown(s),
        completed: s < FLOOR ? '< 5' : c,
        rate: s < FLOOR ? '< 5' : Math.round((c / s) * 1000) / 10,
      };
    });
  const people = await t.db
    .selectFrom('numbers_people')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('kind', '=', 'viewer')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return { top, viewers: shown(Number(people.n)) };
}

async function fromTheRoom(from: string, to: string) {
  const res = await callStudio(t, 'studioNumbers', { token: admin.token, query: { from, to } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const n = numbersSchema.parse((res.json as { data: unknown }).data);
  return {
    top: n.usage!.completion.map(({ kind, id, started, completed, rate }) => ({
      kind,
      id,
      started,
      completed,
      rate,
    })),
    viewers: n.usage!.total.viewers,
  };
}

describe('a range read from months and edge days', () => {
  it('keeps each month equal to the sum of its days, after a day is recomputed', async () => {
    const { rows: days } = await sql<{ month: string; metric: string; subject: string; n: number }>`
      select substr(day, 1, 7) as month, metric, subject, sum(value) as n from numbers_daily
      where metric in ('started', 'completed')
      group by substr(day, 1, 7), metric, subject order by 1, 2, 3`.execute(t.db);
    const months = await t.db
      .selectFrom('numbers_monthly')
      .select(['month', 'metric', 'subject', 'value as n'])
      .where('value', '<>', 0)
      .orderBy('month')
      .orderBy('metric')
      .orderBy('subject')
      .execute();
    const plain = (rows: { month: string; metric: string; subject: string; n: number }[]) =>
      rows.map((r) => `${r.month} ${r.metric} ${r.subject} ${Number(r.n)}`);
    expect(days.length).toBeGreaterThan(20);
    expect(plain(months)).toEqual(plain(days));
  });

  it("gives each person's row the person's previous day, whatever order days were rolled", async () => {
    const rows = await t.db
      .selectFrom('numbers_people')
      .select(['kind', 'user_id', 'day', 'prev_day'])
      .orderBy('kind')
      .orderBy('user_id')
      .orderBy('day')
      .execute();
    expect(rows.length).toBeGreaterThan(40);
    const expected = rows.map((r, i) => {
      const before = rows[i - 1];
      return before && before.kind === r.kind && before.user_id === r.user_id ? before.day : null;
    });
    expect(rows.map((r) => r.prev_day)).toEqual(expected);
  });

  it.each([
    ['within a month', '2026-07-01', '2026-07-15'],
    ['a whole month', '2026-07-01', '2026-07-31'],
    ['most of a month', '2026-07-02', '2026-07-31'],
    ['across a month end', '2026-06-30', '2026-07-01'],
    ['across months, edges added', '2026-06-29', '2026-08-02'],
    ['across months, edges taken off', '2026-06-02', '2026-08-30'],
    ['a year', '2025-08-03', '2026-08-02'],
  ])('answers %s (%s … %s) as the sum of its days', async (_, from, to) => {
    const room = await fromTheRoom(from, to);
    const days = await fromTheDays(from, to);
    // Ties may be listed in another order (PostgreSQL's collation): compared by subject.
    const bySubject = (r: typeof days) => ({
      ...r,
      top: [...r.top].sort((a, b) => `${a.kind}${a.id}`.localeCompare(`${b.kind}${b.id}`)),
    });
    expect(bySubject(room)).toEqual(bySubject(days));
    expect(room.top.length).toBeGreaterThan(0);
  });
});

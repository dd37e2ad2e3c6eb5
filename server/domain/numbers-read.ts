import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { numbersSchema } from '../../contract/studio/endpoints/numbers';
import { PRIVACY_FLOOR, TOP_ROWS, UNDER_FLOOR } from '../../contract/studio/numbers-values';
import type { Count } from '../../contract/studio/numbers-values';
import type { Database } from '../db/schema';
import { subjectSums } from './numbers-subject-sums';
import { ubDaysBetween } from './ub-day';

/*
 * The numbers room's answer, from the rollups alone (docs/decisions/069-numbers.md): numbers_daily
 * for each day and sums, numbers_monthly with the edge days for the completion list,
 * numbers_people for a range's unique viewers and payers. Every number made
 * of people passes `floored`: one to four people read "< 5", so no one can be picked out.
 */
type Numbers = z.output<typeof numbersSchema>;

const MONEY = ['paying_users', 'revenue_pack', 'revenue_rental'] as const;
const USAGE = [
  'plays',
  'viewers',
  'watch_seconds',
  'registrations',
  'downloads',
  'notifications_opened',
  'empty_searches',
] as const;

/** A count of people as the room may show it. */
export function floored(n: number): Count {
  return n > 0 && n < PRIVACY_FLOOR ? UNDER_FLOOR : n;
}

const hours = (seconds: number, viewers: number): Count =>
  viewers > 0 && viewers < PRIVACY_FLOOR ? UNDER_FLOOR : Math.round(seconds / 360) / 10;

type Sums = Record<string, number>;

async function sumsByDay(db: Kysely<Database>, from: string, to: string, metrics: string[]) {
  const rows = await db
    .selectFrom('numbers_daily')
    .select(['day', 'metric', 'value'])
    .where('subject', '=', '')
    .where('metric', 'in', metrics)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const byDay = new Map<string, Sums>();
  for (const row of rows) {
    const sums = byDay.get(row.day) ?? {};
    sums[row.metric] = Number(row.value);
    byDay.set(row.day, sums);
  }
  return byDay;
}

async function uniquePeople(
  db: Kysely<Database>,
  kind: 'viewer' | 'payer',
  from: string,
  to: string,
) {
  // A person counts once: on their first day in the range, the one whose previous day is before it.
  const row = await db
    .selectFrom('numbers_people')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where((eb) => eb.or([eb('prev_day', 'is', null), eb('prev_day', '<', from)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function total(byDay: Map<string, Sums>, metrics: readonly string[]): Sums {
  const sums: Sums = {};
  for (const metric of metrics) sums[metric] = 0;
  for (const day of byDay.values()) {
    for (const metric of metrics) sums[metric]! += day[metric] ?? 0;
  }
  return sums;
}

const moneyRow = (s: Sums) => ({
  paying_users: floored(s.paying_users ?? 0),
  revenue_pack: s.revenue_pack ?? 0,
  revenue_rental: s.revenue_rental ?? 0,
});

const usageRow = (s: Sums) => ({
  plays: floored(s.plays ?? 0),
  viewers: floored(s.viewers ?? 0),
  watch_hours: hours(s.watch_seconds ?? 0, s.viewers ?? 0),
  registrations: floored(s.registrations ?? 0),
  downloads: floored(s.downloads ?? 0),
  notifications_opened: floored(s.notifications_opened ?? 0),
  empty_searches: floored(s.empty_searches ?? 0),
});

// Names every title that was played, drafts and withdrawn ones too: the numbers are the studio's.
async function titleNamesOf(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('media').select(['id', 'title']).where('id', 'in', ids).execute();
}

// Likewise for episodes.
async function episodeNamesOf(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('episodes')
    .innerJoin('media', 'media.id', 'episodes.media_id')
    .select(['episodes.id', 'episodes.number', 'media.title'])
    .where('episodes.id', 'in', ids)
    .execute();
}

async function completion(db: Kysely<Database>, from: string, to: string) {
  const top = await subjectSums(db, 'started', { from, to })
    .orderBy('n', 'desc')
    .orderBy('parts.subject')
    .limit(TOP_ROWS)
    .execute();
  if (top.length === 0) return [];
  const subjects = top.map((r) => r.subject);
  const done = await subjectSums(db, 'completed', { from, to }, subjects).execute();
  const completedOf = new Map(done.map((r) => [r.subject, Number(r.n)]));
  const ids = (prefix: string) =>
    subjects.filter((s) => s.startsWith(prefix)).map((s) => Number(s.slice(2)));
  const [titleNames, episodeNames] = await Promise.all([
    titleNamesOf(db, ids('m:')),
    episodeNamesOf(db, ids('e:')),
  ]);
  const names = new Map<string, string>([
    ...titleNames.map((m) => [`m:${m.id}`, m.title] as const),
    ...episodeNames.map((e) => [`e:${e.id}`, `${e.title} · ${e.number}-р анги`] as const),
  ]);
  return top.map((row) => {
    const started = Number(row.n);
    const completed = completedOf.get(row.subject) ?? 0;
    return {
      kind: row.subject.startsWith('e:') ? ('episode' as const) : ('title' as const),
      id: Number(row.subject.slice(2)),
      name: names.get(row.subject) ?? row.subject,
      started: floored(started),
      completed: started < PRIVACY_FLOOR ? UNDER_FLOOR : completed,
      rate: started < PRIVACY_FLOOR ? UNDER_FLOOR : Math.round((completed / started) * 1000) / 10,
    };
  });
}

/** Only texts searched at least PRIVACY_FLOOR times: a rarer one could name a person. */
async function emptySearches(db: Kysely<Database>, from: string, to: string) {
  const rows = await db
    .selectFrom('numbers_daily')
    .select(['subject', (eb) => eb.fn.sum<number>('value').as('n')])
    .where('metric', '=', 'empty_search')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('subject')
    .having((eb) => eb.fn.sum('value'), '>=', PRIVACY_FLOOR)
    .orderBy('n', 'desc')
    .orderBy('subject')
    .limit(TOP_ROWS)
    .execute();
  return rows.map((r) => ({ term: r.subject, count: Number(r.n) }));
}

export async function readNumbers(
  db: Kysely<Database>,
  range: { from: string; to: string; today: string },
  withUsage: boolean,
): Promise<Numbers> {
  const { from, to } = range;
  const days = ubDaysBetween(from, to);
  const money = await sumsByDay(db, from, to, [...MONEY]);
  const moneyTotal = {
    ...total(money, MONEY),
    paying_users: await uniquePeople(db, 'payer', from, to),
  };
  const answer: Numbers = {
    ...range,
    money: {
      days: days.map((day) => ({ day, ...moneyRow(money.get(day) ?? {}) })),
      total: moneyRow(moneyTotal),
    },
    usage: null,
  };
  if (!withUsage) return answer;
  const usage = await sumsByDay(db, from, to, [...USAGE]);
  const usageTotal = {
    ...total(usage, USAGE),
    viewers: await uniquePeople(db, 'viewer', from, to),
  };
  answer.usage = {
    days: days.map((day) => ({ day, ...usageRow(usage.get(day) ?? {}) })),
    total: usageRow(usageTotal),
    completion: await completion(db, from, to),
    empty_searches: await emptySearches(db, from, to),
  };
  return answer;
}

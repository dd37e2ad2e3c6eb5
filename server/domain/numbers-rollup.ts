import type { Insertable, Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Database, NumbersDailyTable, NumbersPeopleTable } from '../db/schema';
import { addToMonth } from './numbers-month-rows';
import { addPeopleDays } from './numbers-people-days';
import { MONTHLY_METRICS } from './numbers-subject-sums';
import { ubDayBounds } from './ub-day';

/*
 * One Ulaanbaatar day's numbers, made from that day's rows only (docs/decisions/069-numbers.md):
 * the usage events, the accounts made, the payments, the notifications read. Idempotent: it
 * recomputes the whole day and upserts, so the queue may run it twice and two instances may run
 * it at once; counts of a past day only grow, as every source is appended to.
 *
 * - a play is a viewer with an episode or title on a day (their history writes of that day);
 * - watched time is, per play, the furthest position less the first (from 0 when the first write
 *   came within START_SLACK_SEC, as the player's first write comes 15 s in);
 * - a play is complete when the furthest position reached COMPLETE_SHARE of the duration.
 */
const START_SLACK_SEC = 30;
const COMPLETE_SHARE = 0.9;
const CHUNK = 400;

type Daily = Insertable<NumbersDailyTable>;

export async function rollUpDay(db: Kysely<Database>, day: string, now: number): Promise<void> {
  const { start, end } = ubDayBounds(day);
  const rolledAt = new Date(now).toISOString();
  const rows: Daily[] = [];
  const people: Insertable<NumbersPeopleTable>[] = [];
  const put = (metric: string, subject: string, value: number) =>
    rows.push({ day, metric, subject, value: Math.round(value), rolled_at: rolledAt });

  const plays = await db
    .selectFrom('usage_events')
    .select((eb) => [
      'user_id',
      'media_id',
      'episode_id',
      eb.fn.min('position_sec').as('lo'),
      eb.fn.max('position_sec').as('hi'),
      eb.fn.max('duration_sec').as('duration'),
    ])
    .where('kind', '=', 'progress')
    .where('at', '>=', start)
    .where('at', '<', end)
    .groupBy(['user_id', 'media_id', 'episode_id'])
    .execute();
  const viewers = new Set<number>();
  const started = new Map<string, number>();
  const completed = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let watched = 0;
  for (const play of plays) {
    if (play.user_id === null || play.media_id === null) continue;
    viewers.add(play.user_id);
    const lo = Number(play.lo ?? 0);
    const hi = Number(play.hi ?? 0);
    const duration = Number(play.duration ?? 0);
    watched += Math.max(0, lo <= START_SLACK_SEC ? hi : hi - lo);
    const subjects = [`m:${play.media_id}`];
    if (play.episode_id !== null) subjects.push(`e:${play.episode_id}`);
    const done = duration > 0 && hi >= duration * COMPLETE_SHARE;
    for (const subject of subjects) {
      bump(started, subject);
      if (done) bump(completed, subject);
    }
  }
  put('plays', '', plays.length);
  put('viewers', '', viewers.size);
  put('watch_seconds', '', watched);
  for (const [subject, n] of started) put('started', subject, n);
  for (const [subject, n] of completed) put('completed', subject, n);
  for (const user of viewers) people.push({ day, kind: 'viewer', user_id: user });

  const other = await db
    .selectFrom('usage_events')
    .select(['kind', 'term', (eb) => eb.fn.countAll<number>().as('n')])
    .where('kind', 'in', ['download', 'empty-search'])
    .where('at', '>=', start)
    .where('at', '<', end)
    .groupBy(['kind', 'term'])
    .execute();
  let downloads = 0;
  let emptySearches = 0;
  for (const row of other) {
    if (row.kind === 'download') downloads += Number(row.n);
    else if (row.term) {
      emptySearches += Number(row.n);
      put('empty_search', row.term, Number(row.n));
    }
  }
  put('downloads', '', downloads);
  put('empty_searches', '', emptySearches);

  const registrations = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow();
  put('registrations', '', Number(registrations.n));

  const opened = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('read_at', '>=', start)
    .where('read_at', '<', end)
    .executeTakeFirstOrThrow();
  put('notifications_opened', '', Number(opened.n));

  const paid = await db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .select(['invoices.user_id', 'invoices.kind', 'payments.amount'])
    .where('payments.paid_at', '>=', start)
    .where('payments.paid_at', '<', end)
    .execute();
  const payers = new Set<number>();
  let packs = 0;
  let rentals = 0;
  for (const payment of paid) {
    payers.add(payment.user_id);
    if (payment.kind === 'rental') rentals += Number(payment.amount);
    else packs += Number(payment.amount);
  }
  put('paying_users', '', payers.size);
  put('revenue_pack', '', packs);
  put('revenue_rental', '', rentals);
  for (const user of payers) people.push({ day, kind: 'payer', user_id: user });

  await inTransaction(db, async (trx) => {
    // A write first: rollups run one at a time, each reading what the one before committed (the
    // day's old values below, a person's neighbouring days in numbers-people-days.ts).
    await trx
      .updateTable('numbers_rollup_lock')
      .set({ rolled_at: rolledAt })
      .where('id', '=', 1)
      .execute();
    const before = await trx
      .selectFrom('numbers_daily')
      .select(['metric', 'subject', 'value'])
      .where('day', '=', day)
      .where('metric', 'in', [...MONTHLY_METRICS])
      .execute();
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('numbers_daily')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['day', 'metric', 'subject']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            rolled_at: eb.ref('excluded.rolled_at'),
          })),
        )
        .execute();
    }
    await addToMonth(trx, day, before, rows);
    await addPeopleDays(trx, day, people);
  });
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MONTHLY_METRICS } from './numbers-subject-sums';

const CHUNK = 400;
const monthly = new Set<string>(MONTHLY_METRICS);

interface DayRow {
  metric: string;
  subject: string;
  value: number;
}

/**
 * Keeps numbers_monthly equal to the sum of its days (migration 0033): a recomputed day adds to
 * its month the difference between each subject's new value and the one it replaces. Runs in the
 * day's rollup transaction, after the lock, so `before` is what the previous rollup committed.
 * Only the changed subjects are written: a re-run of today that found nothing new writes none.
 */
export async function addToMonth(
  trx: Kysely<Database>,
  day: string,
  before: DayRow[],
  after: DayRow[],
): Promise<void> {
  const key = (r: DayRow) => `${r.metric}\n${r.subject}`;
  const old = new Map(before.map((r) => [key(r), Number(r.value)]));
  const month = day.slice(0, 7);
  const changes = after
    .filter((r) => monthly.has(r.metric))
    .map((r) => ({
      month,
      metric: r.metric,
      subject: r.subject,
      value: r.value - (old.get(key(r)) ?? 0),
    }))
    .filter((r) => r.value !== 0);
  for (let i = 0; i < changes.length; i += CHUNK) {
    await trx
      .insertInto('numbers_monthly')
      .values(changes.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['month', 'metric', 'subject']).doUpdateSet((eb) => ({
          value: eb('numbers_monthly.value', '+', eb.ref('excluded.value')),
        })),
      )
      .execute();
  }
}

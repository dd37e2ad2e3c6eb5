import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { rangeParts } from './numbers-range';

/** The metrics numbers_monthly holds (migration 0033): per title and per episode. */
export const MONTHLY_METRICS = ['started', 'completed'] as const;
export type MonthlyMetric = (typeof MONTHLY_METRICS)[number];

/**
 * A monthly metric summed per subject over a range: whole months from numbers_monthly, edge days
 * from numbers_daily (rangeParts). The same sums as numbers_daily's days alone, as the rollup
 * keeps each month equal to the sum of its days. Subjects whose sum is 0 are left out, as a
 * range of days would have no row for them.
 */
export function subjectSums(
  db: Kysely<Database>,
  metric: MonthlyMetric,
  range: { from: string; to: string },
  subjects?: string[],
) {
  const parts = rangeParts(range.from, range.to);
  const daily = (span: [string, string], sign: 1 | -1) => {
    let q = db
      .selectFrom('numbers_daily')
      .select(['subject', sign === 1 ? sql<number>`value`.as('n') : sql<number>`-value`.as('n')])
      .where('metric', '=', metric)
      .where('day', '>=', span[0])
      .where('day', '<=', span[1]);
    if (subjects) q = q.where('subject', 'in', subjects);
    return q;
  };
  let monthly = db
    .selectFrom('numbers_monthly')
    .select(['subject', sql<number>`value`.as('n')])
    .where('metric', '=', metric)
    // No whole month: '' matches none, and keeps one query's shape for every range.
    .where('month', 'in', parts.months.length ? parts.months : ['']);
  if (subjects) monthly = monthly.where('subject', 'in', subjects);
  let all = monthly;
  for (const span of parts.add) all = all.unionAll(daily(span, 1));
  for (const span of parts.subtract) all = all.unionAll(daily(span, -1));
  return db
    .selectFrom(all.as('parts'))
    .select(['parts.subject', (eb) => eb.fn.sum<number>('parts.n').as('n')])
    .groupBy('parts.subject')
    .having((eb) => eb.fn.sum('parts.n'), '>', 0);
}

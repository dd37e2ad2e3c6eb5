import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * A year of the numbers room under 300 ms (docs/decisions/069-numbers.md, "A year's read"):
 * - `numbers_monthly`: the per-title and per-episode 'started' and 'completed' of numbers_daily
 *   summed per month (YYYY-MM). A range reads its whole months here and only the days of its
 *   edge months from numbers_daily. The day's rollup keeps it equal to the sum of its days,
 *   in the same transaction, by adding the difference each recomputed day makes;
 * - `numbers_people.prev_day`: the day before this one on which the person last counted (of the
 *   same kind), so a range's unique people is a count of the rows whose previous day falls
 *   before the range, read from an index, rather than a distinct count of a year of ids;
 * - `numbers_rollup_lock`: one row every rollup updates first, so rollups run one at a time
 *   (each reads what the previous one wrote: the days' old values and the neighbouring people).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('numbers_monthly')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('numbers_monthly_pk', ['month', 'metric', 'subject'])
    .execute();
  // Covering: a range's sums per subject are read from the index alone.
  await addIndex(db, 'numbers_monthly', ['metric', 'month', 'subject', 'value']);
  await sql`insert into numbers_monthly (month, metric, subject, value)
    select substr(day, 1, 7), metric, subject, sum(value) from numbers_daily
    where metric in ('started', 'completed') and subject <> ''
    group by substr(day, 1, 7), metric, subject`.execute(db);

  await db.schema.alterTable('numbers_people').addColumn('prev_day', 'text').execute();
  // A person's neighbouring days, at a rollup and for the fill below (first, or the fill would
  // scan the table once per row).
  await addIndex(db, 'numbers_people', ['kind', 'user_id', 'day']);
  await sql`update numbers_people set prev_day = (
      select max(p.day) from numbers_people p
      where p.kind = numbers_people.kind and p.user_id = numbers_people.user_id
        and p.day < numbers_people.day)`.execute(db);
  // The range's count, from the index alone.
  await addIndex(db, 'numbers_people', ['kind', 'day', 'prev_day']);

  await db.schema
    .createTable('numbers_rollup_lock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('rolled_at', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('numbers_rollup_lock').values({ id: 1, rolled_at: '' }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('numbers_rollup_lock').execute();
  await db.schema.dropIndex('numbers_people_kind_user_id_day_idx').execute();
  await db.schema.dropIndex('numbers_people_kind_day_prev_day_idx').execute();
  await db.schema.alterTable('numbers_people').dropColumn('prev_day').execute();
  await db.schema.dropTable('numbers_monthly').execute();
}

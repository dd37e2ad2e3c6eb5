import type { Kysely } from 'kysely';
import { addIndex, withId } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The numbers room (docs/decisions/069-numbers.md):
 * - `usage_events`: append-only, written in batches after the viewer's answer (a history write's
 *   position, a download grant, a search that found nothing). Never updated; read only by the
 *   day's rollup;
 * - `numbers_daily`: one value per Ulaanbaatar day, metric and subject (a title or episode for
 *   completion, a search text for the empty searches, '' for the day's totals); the room reads
 *   only this and `numbers_people`;
 * - `numbers_people`: who counted on a day as a viewer or a payer, so a range's unique people is
 *   a count over days rather than a sum of each day's (which counts a person once a day). It holds
 *   ids only and is never shown: the room answers counts.
 * The indexes on the product's own tables let a day's rollup read only that day.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('usage_events'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('media_id', 'integer')
    .addColumn('episode_id', 'integer')
    .addColumn('position_sec', 'integer')
    .addColumn('duration_sec', 'integer')
    .addColumn('term', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'usage_events', ['at']);

  await db.schema
    .createTable('numbers_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('rolled_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('numbers_daily_pk', ['day', 'metric', 'subject'])
    .execute();
  // Covering: a range's sums per subject are read from the index alone.
  await addIndex(db, 'numbers_daily', ['metric', 'day', 'subject', 'value']);

  await db.schema
    .createTable('numbers_people')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('numbers_people_pk', ['kind', 'day', 'user_id'])
    .execute();

  await addIndex(db, 'users', ['created_at']);
  await addIndex(db, 'notifications', ['read_at']);
  await addIndex(db, 'payments', ['paid_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('payments_paid_at_idx').execute();
  await db.schema.dropIndex('notifications_read_at_idx').execute();
  await db.schema.dropIndex('users_created_at_idx').execute();
  await db.schema.dropTable('numbers_people').execute();
  await db.schema.dropTable('numbers_daily').execute();
  await db.schema.dropTable('usage_events').execute();
}

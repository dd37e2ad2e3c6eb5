import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * Notifications the server makes itself (a new episode of a followed title, a rental ending, a
 * payment received) carry what they are about in `kind`, and a `dedupe_key` that names the event
 * once ('episode:<episode>:<user>', 'rental-ending:<rental>', 'payment:<invoice>'). The unique
 * index is what keeps two worker processes, or a repeated sweep, from writing one event twice
 * (docs/decisions/024-notifications.md). Hand-written notices keep a null key; NULLs never clash.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo(sql`'notice'`))
    .execute();
  await db.schema.alterTable('notifications').addColumn('dedupe_key', 'text').execute();
  await addIndex(db, 'notifications', ['dedupe_key'], { unique: true });
  // The header's unread count: the user's rows that have no read_at.
  await addIndex(db, 'notifications', ['user_id', 'read_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('notifications_user_id_read_at_idx').execute();
  await db.schema.dropIndex('notifications_dedupe_key_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('dedupe_key').execute();
  await db.schema.alterTable('notifications').dropColumn('kind').execute();
}

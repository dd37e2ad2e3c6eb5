import type { Kysely } from 'kysely';
import { addIndex, withId, withRef } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The studio's accounts room (docs/decisions/064-studio-accounts.md):
 * - `access_grants`: every change of a viewer's access days made by staff, with its reason and
 *   the form's request key. The key is unique, so a second press, or the same request sent twice
 *   at once, inserts nothing and so changes nothing (as payments(invoice_id) does for payments);
 * - a cancelled rental: its `ends_at` becomes the moment of cancelling (so every rental check,
 *   which asks `ends_at > now`, ends it at once), and these columns say who cut it short and why;
 *   the end it had is in the audit log;
 * - `media_revocations`: signed media URLs of one user and title folder that stop working before
 *   their expiry (a cancelled rental's): every URL of the pair whose `exp` is at most `until_exp`
 *   is refused by the media check, which reads this table (server/domain/media-revocations.ts).
 */
export async function up(db: Db): Promise<void> {
  await withRef(withId(db, db.schema.createTable('access_grants')), 'user_id', 'users')
    /** Days as changed: negative for a removal; 0 when a removal found none left. */
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'integer', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull().unique())
    .addColumn('paid_until_before', 'text')
    .addColumn('paid_until_after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'access_grants', ['user_id', 'created_at']);

  await db.schema.alterTable('rentals').addColumn('cancelled_at', 'text').execute();
  await db.schema.alterTable('rentals').addColumn('cancelled_by', 'integer').execute();
  await db.schema.alterTable('rentals').addColumn('cancel_reason', 'text').execute();

  await withId(db, db.schema.createTable('media_revocations'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    /** Unix seconds: URLs of the pair expiring at or before this are refused. */
    .addColumn('until_exp', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'media_revocations', ['user_id', 'folder', 'until_exp']);
  await addIndex(db, 'media_revocations', ['until_exp']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('media_revocations').execute();
  for (const column of ['cancel_reason', 'cancelled_by', 'cancelled_at']) {
    await db.schema.alterTable('rentals').dropColumn(column).execute();
  }
  await db.schema.dropTable('access_grants').execute();
}

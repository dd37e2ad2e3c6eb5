import type { Kysely } from 'kysely';
import { addIndex, withId } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * codes.verified_at: the SMS code passed the verify step (used_at then means consumed by the PIN
 * set). outbox: the sandbox SMS/e-mail log, in the database so several server instances agree
 * (renamed sandbox_messages by 0009).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('codes').addColumn('verified_at', 'text').execute();
  await withId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'outbox', ['channel', 'recipient', 'id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('outbox').ifExists().execute();
  await db.schema.alterTable('codes').dropColumn('verified_at').execute();
}

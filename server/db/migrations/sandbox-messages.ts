import type { Kysely } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The sandbox SMS/e-mail log was a table named `outbox`, the word the client uses for its offline
 * write queue. It becomes `sandbox_messages` so "outbox" means one thing (docs/glossary.md).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('outbox_channel_recipient_id_idx').execute();
  await db.schema.alterTable('outbox').renameTo('sandbox_messages').execute();
  await addIndex(db, 'sandbox_messages', ['channel', 'recipient', 'id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('sandbox_messages_channel_recipient_id_idx').execute();
  await db.schema.alterTable('sandbox_messages').renameTo('outbox').execute();
  await addIndex(db, 'outbox', ['channel', 'recipient', 'id']);
}

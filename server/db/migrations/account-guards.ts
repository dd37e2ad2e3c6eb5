import type { Kysely } from 'kysely';
import { addIndex, withId, withRef } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * device_tokens: the "device cookie" a successful login leaves in the browser (only its sha256
 * here), so a device that signed in before is not held back by its IP's spray limit
 * (docs/decisions/011).
 */
export async function up(db: Db): Promise<void> {
  await withRef(withId(db, db.schema.createTable('device_tokens')), 'user_id', 'users')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'device_tokens', ['user_id', 'last_used_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('device_tokens').ifExists().execute();
}

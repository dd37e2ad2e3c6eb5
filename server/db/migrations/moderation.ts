import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The moderation room (docs/decisions/063-moderation.md). A report gets a state ('open' for every
 * report written before this), a note, who handled it and when, and a version so two moderators
 * cannot silently overwrite each other. A comment a moderator hides keeps its row (its replies stay
 * readable), with who hid it, when and why. A user stopped from commenting has one row here until
 * the time named; a new stop replaces the old one.
 */
const one = sql`1`;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('reports')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(sql`'open'`))
    .execute();
  for (const column of ['note', 'handled_at'] as const) {
    await db.schema.alterTable('reports').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('reports').addColumn('handled_by', 'integer').execute();
  await db.schema
    .alterTable('reports')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(one))
    .execute();
  await addIndex(db, 'reports', ['state', 'id']);

  for (const column of ['hidden_at', 'hidden_reason'] as const) {
    await db.schema.alterTable('comments').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('comments').addColumn('hidden_by', 'integer').execute();

  await db.schema
    .createTable('comment_bans')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('until', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('comment_bans').execute();
  for (const column of ['hidden_by', 'hidden_reason', 'hidden_at'] as const) {
    await db.schema.alterTable('comments').dropColumn(column).execute();
  }
  await db.schema.dropIndex('reports_state_id_idx').execute();
  for (const column of ['version', 'handled_by', 'handled_at', 'note', 'state'] as const) {
    await db.schema.alterTable('reports').dropColumn(column).execute();
  }
}

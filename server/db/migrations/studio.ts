import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addIndex, withId, withRef } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The studio (docs/decisions/051-studio.md): staff roles on ordinary accounts, the short studio
 * sessions a fresh SMS code opens, the audit log of every studio write, and the publish state of
 * titles and episodes. Everything the seed wrote stays on the site: existing rows are 'published'.
 * `version` counts saves, so two editors of one title cannot silently overwrite each other.
 */
const published = sql`'published'`;
const one = sql`1`;

async function people(db: Db) {
  await withRef(db.schema.createTable('staff_roles'), 'user_id', 'users')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'integer')
    .addPrimaryKeyConstraint('staff_roles_pk', ['user_id', 'role'])
    .execute();

  await withRef(withId(db, db.schema.createTable('studio_sessions')), 'user_id', 'users')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await addIndex(db, 'studio_sessions', ['user_id']);

  // No foreign key to users: the log outlives whatever it describes, its author included.
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await addIndex(db, 'audit_log', ['at']);
  await addIndex(db, 'audit_log', ['user_id', 'at']);
  await addIndex(db, 'audit_log', ['entity', 'entity_id']);
}

async function publishStates(db: Db) {
  for (const table of ['media', 'episodes']) {
    await db.schema
      .alterTable(table)
      .addColumn('publish_state', 'text', (c) => c.notNull().defaultTo(published))
      .execute();
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(one))
      .execute();
    await addIndex(db, table, ['publish_state', 'publish_at']);
  }
}

export async function up(db: Db): Promise<void> {
  await people(db);
  await publishStates(db);
}

export async function down(db: Db): Promise<void> {
  for (const table of ['media', 'episodes']) {
    await db.schema.dropIndex(`${table}_publish_state_publish_at_idx`).execute();
    for (const column of ['publish_state', 'publish_at', 'version']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('studio_sessions').execute();
  await db.schema.dropTable('staff_roles').execute();
}

import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The studio's reading room (docs/decisions/056-studio-podcasts-newsletters.md): podcasts, their
 * tracks and newsletters get the `version` media and episodes have (0014), so two editors saving
 * one of them cannot silently overwrite each other. A newsletter's future `published_at` already
 * means "not yet": the viewer reads filter on it, no state column is needed.
 */
const tables = ['podcasts', 'podcast_tracks', 'newsletters'] as const;

export async function up(db: Db): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(sql`1`))
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}

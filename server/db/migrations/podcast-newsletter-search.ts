import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * Search finds podcasts (title and creator) and newsletters (title) beside the catalogue, the
 * same way it finds media (search-trigrams.ts, decision 023): a JS-lowercased `search_text`
 * column (SQLite's lower() folds ASCII only, so the writers fill it, as for media), searched with
 * LIKE through a trigram index: an FTS5 trigram table kept in step by triggers on SQLite,
 * pg_trgm's GIN index on PostgreSQL (the extension came with 0006).
 */
const tables = [
  { table: 'podcasts', fts: 'podcast_search', parts: ['title', 'creator'] },
  { table: 'newsletters', fts: 'newsletter_search', parts: ['title'] },
] as const;

export async function up(db: Db): Promise<void> {
  for (const { table, fts, parts } of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    // Rows written before this migration: the text rows/search-text.ts computes from now on
    // (spelled out here so the migration stays as it ran).
    const rows = await db
      .selectFrom(table)
      .select(['id', ...parts])
      .execute();
    for (const row of rows as Record<string, string | number | null>[]) {
      await db
        .updateTable(table)
        .set({
          search_text: parts
            .map((p) => row[p])
            .filter(Boolean)
            .join(' ')
            .toLowerCase(),
        })
        .where('id', '=', row.id)
        .execute();
    }
    if (isPostgres(db)) {
      // fastupdate off for the same reason as media's index: no pending list to read through.
      await sql`CREATE INDEX ${sql.raw(`${table}_search_text_trgm_idx`)} ON ${sql.raw(table)}
        USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`.execute(db);
      continue;
    }
    const t = sql.raw(table);
    const f = sql.raw(fts);
    await sql`CREATE VIRTUAL TABLE ${f} USING fts5(
      search_text, content='${sql.raw(table)}', content_rowid='id', tokenize='trigram'
    )`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${fts}_insert`)} AFTER INSERT ON ${t} BEGIN
      INSERT INTO ${f}(rowid, search_text) VALUES (new.id, new.search_text);
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${fts}_delete`)} AFTER DELETE ON ${t} BEGIN
      INSERT INTO ${f}(${f}, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${fts}_update`)} AFTER UPDATE OF search_text ON ${t} BEGIN
      INSERT INTO ${f}(${f}, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      INSERT INTO ${f}(rowid, search_text) VALUES (new.id, new.search_text);
    END`.execute(db);
    await sql`INSERT INTO ${f}(${f}) VALUES ('rebuild')`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  for (const { table, fts } of tables) {
    if (isPostgres(db)) {
      await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_search_text_trgm_idx`)}`.execute(db);
    } else {
      for (const suffix of ['insert', 'delete', 'update']) {
        await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${fts}_${suffix}`)}`.execute(db);
      }
      await sql`DROP TABLE IF EXISTS ${sql.raw(fts)}`.execute(db);
    }
    await db.schema.alterTable(table).dropColumn('search_text').execute();
  }
}

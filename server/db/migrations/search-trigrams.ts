import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * Search looks for a substring of media.search_text (docs/decisions/023-cheap-reads.md). A LIKE
 * '%q%' reads every title; a trigram index finds the titles holding each three-character piece
 * of q instead.
 * - SQLite: an FTS5 table with the trigram tokenizer over search_text, its content read from
 *   media (external content), kept in step by triggers, so no writer has to remember it.
 * - PostgreSQL: pg_trgm's GIN index on search_text, which the planner uses for LIKE itself. It
 *   needs a database whose LC_CTYPE knows Cyrillic letters (C.UTF-8, not C): under C, pg_trgm
 *   drops every non-ASCII character and the index finds nothing to narrow (answers stay right,
 *   only slow). pg_trgm is a trusted extension, so the database owner may create it.
 */
export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    // fastupdate off: new titles go straight into the index instead of a pending list that
    // every search would read through until a vacuum (a freshly seeded catalogue is all
    // pending list: 8 ms a search instead of 0.3).
    await sql`CREATE INDEX media_search_text_trgm_idx ON media
      USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE media_search USING fts5(
    search_text, content='media', content_rowid='id', tokenize='trigram'
  )`.execute(db);
  await sql`CREATE TRIGGER media_search_insert AFTER INSERT ON media BEGIN
    INSERT INTO media_search(rowid, search_text) VALUES (new.id, new.search_text);
  END`.execute(db);
  await sql`CREATE TRIGGER media_search_delete AFTER DELETE ON media BEGIN
    INSERT INTO media_search(media_search, rowid, search_text)
      VALUES ('delete', old.id, old.search_text);
  END`.execute(db);
  await sql`CREATE TRIGGER media_search_update AFTER UPDATE OF search_text ON media BEGIN
    INSERT INTO media_search(media_search, rowid, search_text)
      VALUES ('delete', old.id, old.search_text);
    INSERT INTO media_search(rowid, search_text) VALUES (new.id, new.search_text);
  END`.execute(db);
  await sql`INSERT INTO media_search(media_search) VALUES ('rebuild')`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS media_search_text_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['media_search_insert', 'media_search_delete', 'media_search_update']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS media_search`.execute(db);
}

import type { QueryExecutorProvider } from 'kysely';
import { sql } from 'kysely';
import { isPostgres } from './dialect';

/*
 * The seed (and a few test fixtures) write their own ids. SQLite's AUTOINCREMENT continues after
 * the highest id by itself; a PostgreSQL identity does not, so each one is moved past max(id).
 */
export async function resetIdSequences(db: QueryExecutorProvider): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'id' and is_identity = 'YES'
  `.execute(db);
  for (const { table_name: table } of rows) {
    await sql`
      select setval(
        pg_get_serial_sequence(${table}, 'id'),
        coalesce((select max(id) from ${sql.table(table)}), 0) + 1,
        false
      )
    `.execute(db);
  }
}

/**
 * Two instances starting on one empty PostgreSQL database must not both seed it: the second
 * waits here until the first commits, then finds the catalogue. SQLite has one writer anyway.
 */
export async function lockForSeeding(trx: QueryExecutorProvider): Promise<void> {
  if (isPostgres(trx)) await sql`lock table categories in exclusive mode`.execute(trx);
}

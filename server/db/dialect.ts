import type { QueryExecutorProvider } from 'kysely';
import { PostgresAdapter } from 'kysely';

/**
 * The few places that must differ between the databases ask this, never the URL. Takes anything
 * that executes queries: a Kysely, a transaction, or a migration's Kysely<any>.
 */
export function isPostgres(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

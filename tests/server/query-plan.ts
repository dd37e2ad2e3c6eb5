import { sql, type Compilable, type Kysely } from 'kysely';
import { isPostgres } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';

/**
 * The database's plan for a query, as text. PostgreSQL is asked with sequential scans off:
 * the demo catalogue is small enough that a scan wins, and the question is whether an index
 * can serve.
 */
export async function queryPlan(db: Kysely<Database>, query: Compilable): Promise<string> {
  const compiled = query.compile();
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>({
        ...compiled,
        sql: `explain ${compiled.sql}`,
      });
      return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }
  const plan = await db.executeQuery<{ detail: string }>({
    ...compiled,
    sql: `explain query plan ${compiled.sql}`,
  });
  return plan.rows.map((r) => r.detail).join('\n');
}

import { sql, type Compilable, type Kysely } from 'kysely';
import { isPostgres } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';

/**
 * The database's plan for a query, as text. PostgreSQL is asked with sequential scans off:
 * the demo catalogue is small enough that a scan wins, and the question is whether an index
 * can serve. `ordered`: bitmap scans off too, for a question about order. A bitmap scan reads an
 * index without its order, and on a few dozen rows PostgreSQL may prefer one and sort after,
 * depending on its statistics of the moment; the question is whether the index can give the order.
 */
export async function queryPlan(
  db: Kysely<Database>,
  query: Compilable,
  options: { ordered?: boolean } = {},
): Promise<string> {
  const compiled = query.compile();
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      if (options.ordered) await sql`set local enable_bitmapscan = off`.execute(trx);
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

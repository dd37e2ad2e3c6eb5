import { Kysely, PostgresDialect } from 'kysely';
import type { LogConfig } from 'kysely';
import pg from 'pg';
import { NulToReplacementPlugin } from './postgres-text';
import type { Database } from './schema';

const INT8 = 20;
const NUMERIC = 1700;

/*
 * count() and sum() answer int8/numeric, which pg hands back as strings (they can exceed 2^53).
 * Our counts and money sums never do, and SQLite answers plain numbers, so both parse to Number.
 * Per pool, not pg.types.setTypeParser, so nothing else in the process is affected.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format !== 'binary' && (oid === INT8 || oid === NUMERIC)) return Number;
    return pg.types.getTypeParser(oid, format);
  },
};

/** A pooled PostgreSQL connection; `url` is a postgres:// connection string. */
export function createPostgresDb(url: string, options: { log?: LogConfig } = {}): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not take the process down;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => console.error('PostgreSQL idle connection lost:', error.message));
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new NulToReplacementPlugin()],
    ...(options.log ? { log: options.log } : {}),
  });
}

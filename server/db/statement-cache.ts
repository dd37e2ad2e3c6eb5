import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite driver prepares every statement anew; on catalogue reads that was about a
 * twentieth of the server's CPU. The app sends a few hundred distinct statements, so compiled
 * ones are kept, least recently used out first. Reuse is safe because better-sqlite3 runs each
 * statement to completion synchronously (nothing here streams rows with iterate()).
 */
export function withStatementCache(db: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = db.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

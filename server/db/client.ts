import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from '../config';
import type { Database } from './schema';

/** SQLite in DATA_DIR by default; WAL so readers never wait on the single writer. */
export function createDb(config: Pick<Config, 'dataDir' | 'databaseUrl'>, file = 'app.sqlite') {
  if (config.databaseUrl?.startsWith('postgres')) {
    throw new Error(
      'PostgreSQL support arrives with the scale issue; unset DATABASE_URL for SQLite',
    );
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

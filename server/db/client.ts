import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { LogConfig } from 'kysely';
import type { Config } from '../config';
import { createPostgresDb } from './postgres';
import type { Database } from './schema';
import { SqliteDialectKeepingErrors } from './sqlite-dialect';

/** Whether DATABASE_URL names a PostgreSQL server (postgres:// or postgresql://). */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** `log` sees every statement with its duration (scripts/bench-profile.mjs); the server sets none. */
export interface DbOptions {
  log?: LogConfig;
}

/**
 * PostgreSQL when DATABASE_URL points at one; otherwise SQLite in DATA_DIR, in WAL mode so
 * readers never wait on the single writer.
 */
export function createDb(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  file = 'app.sqlite',
  options: DbOptions = {},
) {
  if (isPostgresUrl(config.databaseUrl)) return createPostgresDb(config.databaseUrl, options);
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL must start with postgres:// (unset it for SQLite in DATA_DIR)');
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialectKeepingErrors(sqlite),
    ...(options.log ? { log: options.log } : {}),
  });
}

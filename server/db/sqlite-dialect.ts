import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDialectConfig } from 'kysely';
import { withStatementCache } from './statement-cache';

/**
 * Kysely's SQLite driver answers every failed transaction with ROLLBACK. But SQLite rolls a
 * transaction back by itself on some errors (SQLITE_FULL at COMMIT on a full disk, SQLITE_IOERR,
 * SQLITE_NOMEM: https://sqlite.org/lang_transaction.html "Response To Errors Within A
 * Transaction"), and the ROLLBACK then fails with "cannot rollback - no transaction is active",
 * an error that replaces the real one on its way up, so a full disk answered 500 instead of 503.
 * Asking the connection whether a transaction is still open keeps the error that ended it.
 */
class SqliteDriverKeepingErrors extends SqliteDriver {
  readonly #sqlite: SQLite.Database;

  constructor(config: SqliteDialectConfig, sqlite: SQLite.Database) {
    super(config);
    this.#sqlite = sqlite;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#sqlite.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

/** Kysely's SQLite dialect over one better-sqlite3 connection, with the cache of statements. */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    const config = { database: withStatementCache(sqlite) };
    super(config);
    this.#config = config;
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingErrors(this.#config, this.#sqlite);
  }
}

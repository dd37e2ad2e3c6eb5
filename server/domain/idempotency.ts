import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';

/*
 * docs/architecture.md "Offline design": a write carrying `Idempotency-Key` happens once per (user, key).
 * The claim (a row in idempotency_keys), the write itself and the stored answer are one database
 * transaction (docs/decisions/015): a crash leaves all three or none, so a retry either replays
 * the stored answer or performs the write for the first time. Several instances agree because the
 * row's unique (user_id, key) decides: a second transaction inserting the same key waits for the
 * first to commit (then replays) or roll back (then runs).
 */

/** Keys are kept 7 days (docs/architecture.md "Offline design"). */
export const KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How long a repeat waits for the first request with its key before it is told "in progress"
 * (PostgreSQL's lock_timeout; SQLite's busy_timeout in server/db/client.ts is the same 5 s).
 */
export const IN_PROGRESS_WAIT_MS = 5000;

/** Header values up to 255 visible ASCII characters (a UUID, a ULID, …). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** What makes two requests "the same write": method, path with query, and the raw body. */
export function requestHash(method: string, path: string, body: string): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n`, 'utf8')
    .update(body, 'utf8')
    .digest('hex');
}

export interface KeyedRequest {
  userId: number;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}

export type Claim =
  /** This transaction owns the key: run the write, then completeKey() before committing. */
  | { kind: 'run' }
  /** A committed first request: answer its stored response. */
  | { kind: 'replay'; statusCode: number; response: string }
  /** The key was used for a different request. */
  | { kind: 'mismatch' };

const iso = (ms: number) => new Date(ms).toISOString();

/** Drops keys older than the TTL, by the injected clock. Outside the write's transaction. */
export async function pruneKeys(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', iso(now - KEY_TTL_MS))
    .execute();
}

/**
 * First statement of the write's transaction on PostgreSQL: a repeat waits at most this long on
 * the first request's row lock, then fails with lock_not_available (see isStillRunning).
 */
export async function boundLockWait(trx: Kysely<Database>): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`set local lock_timeout = ${sql.lit(`${IN_PROGRESS_WAIT_MS}ms`)}`.execute(trx);
}

/** A lock wait that ran out: the first request with this key is still running elsewhere. */
export function isStillRunning(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  // PostgreSQL lock_not_available; SQLite's busy_timeout expired (another process writes).
  return code === '55P03' || code === 'SQLITE_BUSY';
}

/**
 * Claims (user, key) inside the write's transaction with one conditional insert. On a conflict
 * the row is a committed request (the insert waited for any uncommitted one), replayed or
 * refused as a mismatch. A row without an answer can only be left by a version of this server
 * that committed the claim apart from the write; its write may or may not have happened, and
 * running it is what that version would have done after a minute.
 */
export async function claimKey(
  trx: Kysely<Database>,
  request: KeyedRequest,
  now: number,
): Promise<Claim> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      key: request.key,
      user_id: request.userId,
      method: request.method,
      path: request.path,
      body_hash: request.bodyHash,
      status_code: null,
      response: null,
      created_at: iso(now),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'run' };

  const row = await trx
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'status_code', 'response'])
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .executeTakeFirstOrThrow();
  if (row.body_hash !== request.bodyHash) return { kind: 'mismatch' };
  if (row.status_code !== null && row.response !== null) {
    return { kind: 'replay', statusCode: row.status_code, response: row.response };
  }
  await trx
    .updateTable('idempotency_keys')
    .set({ created_at: iso(now) })
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .execute();
  return { kind: 'run' };
}

/** Stores the first response in the write's transaction; repeats get it from the commit on. */
export async function completeKey(
  trx: Kysely<Database>,
  userId: number,
  key: string,
  statusCode: number,
  response: string,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/*
 * DESIGN.md "Offline design": a write carrying `Idempotency-Key` happens once per (user, key).
 * Everything lives in idempotency_keys, so several server instances agree and a restart forgets
 * nothing: a row with status_code null is a write still running; a finished row holds the first
 * response, replayed for every repeat until the key is pruned.
 */

/** DESIGN.md: keys are kept 7 days. */
export const KEY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A row still "running" this long after it started belongs to a request that died with its
 * process; a repeat may then take it over instead of getting 409 for a week.
 */
export const ABANDONED_AFTER_MS = 60 * 1000;

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
  /** This request owns the key: run the write, then complete() or release(). */
  | { kind: 'run' }
  /** A finished first request: answer its stored response. */
  | { kind: 'replay'; statusCode: number; response: string }
  /** The key was used for a different request. */
  | { kind: 'mismatch' }
  /** The first request with this key is still running. */
  | { kind: 'in-progress' };

const iso = (ms: number) => new Date(ms).toISOString();

/** Drops keys older than the TTL, by the injected clock. */
export async function pruneKeys(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', iso(now - KEY_TTL_MS))
    .execute();
}

/**
 * Claims (user, key) for this request with one conditional insert: the database decides which of
 * two racing requests runs, so this holds across processes too.
 */
export async function claimKey(
  db: Kysely<Database>,
  request: KeyedRequest,
  now: number,
): Promise<Claim> {
  await pruneKeys(db, now);
  const inserted = await db
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

  const row = await db
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'status_code', 'response', 'created_at'])
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .executeTakeFirst();
  // Deleted between the insert and the read (pruned or released): try once more.
  if (!row) return claimKey(db, request, now);
  if (row.body_hash !== request.bodyHash) return { kind: 'mismatch' };
  if (row.status_code !== null && row.response !== null) {
    return { kind: 'replay', statusCode: row.status_code, response: row.response };
  }
  if (row.created_at < iso(now - ABANDONED_AFTER_MS)) {
    const taken = await db
      .updateTable('idempotency_keys')
      .set({ created_at: iso(now) })
      .where('user_id', '=', request.userId)
      .where('key', '=', request.key)
      .where('status_code', 'is', null)
      .where('created_at', '=', row.created_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { kind: 'run' };
  }
  return { kind: 'in-progress' };
}

/** Stores the first response; repeats get it from now on. */
export async function completeKey(
  db: Kysely<Database>,
  userId: number,
  key: string,
  statusCode: number,
  response: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Forgets a claim whose write failed on our side (5xx), so a retry runs it again. */
export async function releaseKey(db: Kysely<Database>, userId: number, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .execute();
}

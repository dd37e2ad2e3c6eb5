import type { Kysely } from 'kysely';
import { extra } from '../../contract/messages';
import type { AppDeps } from '../deps';
import type { Database } from '../db/schema';
import { tooMany } from './domain-error';
import type { DomainError } from './domain-error';

/*
 * Every counter lives in the `throttles` table, never in memory, so two server instances agree,
 * and every time comes from deps.clock, so tests can move it. Attempts are counted BEFORE the
 * PIN is checked (and forgiven on success): counting after would let a burst of parallel requests
 * all pass the check before the first failure is written.
 */

/** Consecutive PIN failures per phone before the first lock. */
export const PIN_FAILURES_BEFORE_LOCK = 5;
export const PIN_LOCK_BASE_SEC = 30;
export const PIN_LOCK_MAX_SEC = 60 * 60;
/**
 * Distinct phones one IP may fail a PIN on within SPRAY_WINDOW_MS before it is refused. Sized for
 * carrier NAT (docs/decisions/011): a phone leaves the count when its PIN is then right, devices
 * that signed in before are not counted at all, so only new devices with unresolved typos add up;
 * 20 an hour still holds one address to under 500 PIN guesses a day across all accounts.
 */
export const SPRAY_MAX_PHONES = 20;
export const SPRAY_WINDOW_MS = 60 * 60 * 1000;

/** Compare-and-set rounds a counter tries before giving up with a 1 s Retry-After. */
export const CAS_TRIES = 20;
type Db = Kysely<Database>;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The first counted failure of `key`: true when this request wrote the row, false when a
 * parallel one did first (the caller reads the row again and counts on it).
 */
export async function insertFirstFailure(db: Db, key: string, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('throttles')
    .values({ key, window_start: iso(now), count: 1, failures: 1, locked_until: null })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** 429 with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(retryAfterMs: number): DomainError {
  return tooMany(extra.tooManyRequests, retryAfterMs);
}

/** 30 s after the 5th consecutive failure, doubling with each further one, at most an hour. */
export function pinLockSeconds(failures: number): number {
  if (failures < PIN_FAILURES_BEFORE_LOCK) return 0;
  const doublings = failures - PIN_FAILURES_BEFORE_LOCK;
  if (doublings >= 20) return PIN_LOCK_MAX_SEC;
  return Math.min(PIN_LOCK_MAX_SEC, PIN_LOCK_BASE_SEC * 2 ** doublings);
}

/**
 * Whose PIN attempts a count is: a device the user signed in on before (decision 011) keeps its
 * own, so strangers' wrong PINs for the phone do not lock its owner's device (decision 037);
 * every other attempt counts for the phone.
 */
const pinKey = (phone: string, deviceId: number | null) =>
  deviceId === null ? `pin:${phone}` : `pin-device:${deviceId}`;

/**
 * Counts one PIN attempt for the phone (or the recognised device), or throws 429 while it is
 * locked. The attempt that reaches the threshold sets the lock itself (compare-and-set on
 * `failures`), so parallel requests cannot slip past it; pinAttemptSucceeded() lifts it again.
 */
export async function reservePinAttempt(
  deps: AppDeps,
  phone: string,
  deviceId: number | null = null,
): Promise<void> {
  const { db, clock } = deps;
  const key = pinKey(phone, deviceId);
  for (let i = 0; i < CAS_TRIES; i++) {
    const now = clock.now();
    const row = await db
      .selectFrom('throttles')
      .select(['failures', 'locked_until'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) {
      if (await insertFirstFailure(db, key, now)) return;
      continue;
    }
    if (row.locked_until && row.locked_until > iso(now)) {
      throw tooManyRequests(Date.parse(row.locked_until) - now);
    }
    const failures = row.failures + 1;
    const lockSec = pinLockSeconds(failures);
    const updated = await db
      .updateTable('throttles')
      .set({
        failures,
        count: failures,
        window_start: iso(now),
        locked_until: lockSec > 0 ? iso(now + lockSec * 1000) : null,
      })
      .where('key', '=', key)
      .where('failures', '=', row.failures)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 1n) return;
  }
  throw tooManyRequests(1000);
}

/**
 * The right PIN: the failure streak (and any lock) of the counter it was counted on ends. A
 * device's success leaves the phone's own count alone, so an owner signing in every day does not
 * hand a stranger five fresh guesses each time.
 */
export async function pinAttemptSucceeded(
  deps: AppDeps,
  phone: string,
  deviceId: number | null = null,
): Promise<void> {
  await deps.db.deleteFrom('throttles').where('key', '=', pinKey(phone, deviceId)).execute();
}

/** Keys `spray:<ip>|<phone>`; the range [prefix, prefix + '~') holds exactly one IP's rows. */
const sprayPrefix = (ip: string) => `spray:${ip}|`;

function sprayRows(db: Db, ip: string) {
  const prefix = sprayPrefix(ip);
  return db.selectFrom('throttles').where('key', '>=', prefix).where('key', '<', `${prefix}~`);
}

/**
 * One IP trying PINs on many phones (spraying 1234 across accounts dodges every per-phone lock).
 * The phone is recorded for the IP before the PIN is checked; when that makes more than
 * SPRAY_MAX_PHONES distinct phones within the hour, the attempt is refused with 429. Phones the
 * IP already tried stay allowed (their own lock protects them).
 */
export async function reserveSprayAttempt(deps: AppDeps, ip: string, phone: string) {
  const { db, clock } = deps;
  const now = clock.now();
  const since = iso(now - SPRAY_WINDOW_MS);
  const prefix = sprayPrefix(ip);
  const key = `${prefix}${phone}`;

  await db
    .deleteFrom('throttles')
    .where('key', '>=', prefix)
    .where('key', '<', `${prefix}~`)
    .where('window_start', '<', since)
    .execute();
  const known = await db
    .updateTable('throttles')
    .set({ window_start: iso(now) })
    .where('key', '=', key)
    .executeTakeFirst();
  if (known.numUpdatedRows === 1n) return;

  await db
    .insertInto('throttles')
    .values({ key, window_start: iso(now), count: 1, failures: 1, locked_until: null })
    .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: iso(now) }))
    .execute();
  const rows = await sprayRows(db, ip)
    .select(['key', 'window_start'])
    .where('window_start', '>=', since)
    .orderBy('window_start', 'asc')
    .execute();
  if (rows.length <= SPRAY_MAX_PHONES) return;

  await db.deleteFrom('throttles').where('key', '=', key).execute();
  const oldest = rows.find((r) => r.key !== key)?.window_start ?? iso(now);
  throw tooManyRequests(Date.parse(oldest) + SPRAY_WINDOW_MS - now);
}

/** A right PIN is not a spray failure. */
export async function sprayAttemptSucceeded(deps: AppDeps, ip: string, phone: string) {
  await deps.db
    .deleteFrom('throttles')
    .where('key', '=', `${sprayPrefix(ip)}${phone}`)
    .execute();
}

/**
 * A plain fixed-window counter (e.g. uploads per user): the hit that goes over `limit` within
 * `windowMs` throws 429 until the window ends. Each step is one statement the database applies
 * atomically (count only while below the limit; start a new window only over an ended one), so
 * 100 parallel hits let exactly `limit` through, on every instance. Answers this hit's count in
 * the window (1 for the first), for callers that warn as a budget runs low.
 */
export async function hitWindow(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  key: string,
  limit: number,
  windowMs: number,
): Promise<number> {
  const { db, clock } = deps;
  for (let i = 0; i < CAS_TRIES; i++) {
    const now = clock.now();
    const ended = iso(now - windowMs);
    const counted = await db
      .updateTable('throttles')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('key', '=', key)
      .where('window_start', '>', ended)
      .where('count', '<', limit)
      .returning('count')
      .executeTakeFirst();
    if (counted) return counted.count;

    const started = await db
      .insertInto('throttles')
      .values({ key, window_start: iso(now), count: 1, failures: 0, locked_until: null })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ window_start: iso(now), count: 1 })
          .where('throttles.window_start', '<=', ended),
      )
      .returning('count')
      .executeTakeFirst();
    if (started) return started.count;

    const row = await db
      .selectFrom('throttles')
      .select(['count', 'window_start'])
      .where('key', '=', key)
      .executeTakeFirst();
    // Full: refused until the window ends. Otherwise another hit just started a window; count again.
    if (row && row.count >= limit && row.window_start > ended) {
      throw tooManyRequests(Date.parse(row.window_start) + windowMs - now);
    }
  }
  throw tooManyRequests(1000);
}

import { authMessages } from '../../contract/messages';
import type { AppDeps } from '../deps';
import type { CodePurpose } from '../db/schema';
import { tooMany } from './domain-error';
import type { DomainError } from './domain-error';
import { CAS_TRIES, hitWindow, insertFirstFailure } from './throttle';

/*
 * Guessing across codes (NIST 800-63B 5.2.2): each code dies after 5 tries, but asking for a new
 * one gave 5 more, so a stranger could keep guessing a phone's reset code. Failed checks are
 * therefore also counted per phone and purpose over every code: at most CODE_FAILURES_PER_DAY in
 * a 24-hour window; past that the flow is shut for that phone and purpose until the window ends,
 * the right code included. Only a check against a live code counts (one that was issued, is
 * unexpired and has tries left): without one nothing can be guessed, and counting it let anyone
 * shut a stranger's registration and reset without ever sending a code (decision 037). No lock
 * outlives its window. The check is counted BEFORE comparing (compare-and-set on the row, as
 * throttle.ts does), so parallel guesses cannot slip past, and a success deletes the row.
 *
 * Each client (address group, client-ip.ts) may also fail CODE_FAILURES_PER_CLIENT_PER_HOUR
 * checks an hour over all phones, so one machine cannot guess a little on many phones.
 */

export const CODE_FAILURES_PER_DAY = 10;
export const CODE_FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Sized like the PIN spray limit: far above a NAT's honest typos, far below a script. */
export const CODE_FAILURES_PER_CLIENT_PER_HOUR = 30;
const CLIENT_WINDOW_MS = 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();
const guardKey = (phone: string, purpose: CodePurpose) => `code-check:${purpose}:${phone}`;
const clientKey = (client: string) => `code-check-client:${client}`;

function lockedForNow(retryAfterMs: number): DomainError {
  return tooMany(authMessages.codeLocked, retryAfterMs);
}

/**
 * Counts one check by this client, or throws 429 once it failed too many this hour. Counted
 * before anything is compared; a success gives it back (clientCheckSucceeded).
 */
export async function reserveClientCodeCheck(deps: AppDeps, client: string): Promise<void> {
  await hitWindow(deps, clientKey(client), CODE_FAILURES_PER_CLIENT_PER_HOUR, CLIENT_WINDOW_MS);
}

export async function clientCheckSucceeded(deps: AppDeps, client: string): Promise<void> {
  await deps.db
    .updateTable('throttles')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', clientKey(client))
    .where('count', '>', 0)
    .execute();
}

/** Counts one code check for the phone and purpose, or throws 429 while the flow is shut. */
export async function reserveCodeCheck(
  deps: AppDeps,
  phone: string,
  purpose: CodePurpose,
): Promise<void> {
  const { db, clock } = deps;
  const key = guardKey(phone, purpose);
  for (let i = 0; i < CAS_TRIES; i++) {
    const now = clock.now();
    const row = await db
      .selectFrom('throttles')
      .select(['count', 'failures', 'window_start'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) {
      if (await insertFirstFailure(db, key, now)) return;
      continue;
    }
    const windowEnd = Date.parse(row.window_start) + CODE_FAILURE_WINDOW_MS;
    const newWindow = windowEnd <= now;
    if (!newWindow && row.failures >= CODE_FAILURES_PER_DAY) throw lockedForNow(windowEnd - now);
    const updated = await db
      .updateTable('throttles')
      .set({
        count: row.count + 1,
        failures: newWindow ? 1 : row.failures + 1,
        window_start: newWindow ? iso(now) : row.window_start,
      })
      .where('key', '=', key)
      .where('count', '=', row.count)
      .where('window_start', '=', row.window_start)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 1n) return;
  }
  throw lockedForNow(1000);
}

/** The right code: the check just reserved was no failure, and the counting starts over. */
export async function codeCheckSucceeded(
  deps: AppDeps,
  phone: string,
  purpose: CodePurpose,
): Promise<void> {
  await deps.db.deleteFrom('throttles').where('key', '=', guardKey(phone, purpose)).execute();
}

import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { spec } from '../../contract/messages';
import type { AppDeps } from '../deps';
import type { CodePurpose } from '../db/schema';
import { DomainError } from './domain-error';
import {
  clientCheckSucceeded,
  codeCheckSucceeded,
  reserveClientCodeCheck,
  reserveCodeCheck,
} from './code-guard';
import { derivedKey, requireSigningSecret } from './media-secret';
import { tooManyRequests } from './throttle';

/*
 * One-time codes (SMS: 4 digits, e-mail: 6), docs/architecture.md "Where we go past the spec":
 * - a code lives CODE_TTL_MS and only the newest code of a phone and purpose counts;
 * - it is single-use: verifying marks it verified (not again), and the step that needs it
 *   (PIN set, reset, e-mail) consumes it;
 * - it dies after MAX_CODE_ATTEMPTS tries (the try is counted before comparing, atomically);
 * - failed checks against live codes of a phone and purpose are capped too, and failed checks by
 *   one client over all phones (code-guard.ts);
 * - at most MAX_SENDS_PER_WINDOW sends per phone and channel within SEND_WINDOW_MS (429).
 * Only a keyed hash of the code is stored (hashCode below).
 */

export const CODE_TTL_MS = 10 * 60 * 1000;
/** How long a verified code may still be used by the step after it (PIN set, set-password). */
export const VERIFIED_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_SENDS_PER_WINDOW = 5;
export const SEND_WINDOW_MS = 10 * 60 * 1000;
/** Old code rows are deleted after a day; they only matter for the send window. */
const KEEP_CODES_MS = 24 * 60 * 60 * 1000;

export const SMS_PURPOSES: readonly CodePurpose[] = ['register', 'reset'];

const iso = (ms: number) => new Date(ms).toISOString();

export interface CodeTarget {
  phone: string;
  purpose: CodePurpose;
  /** Only for purpose 'email'. */
  email?: string | undefined;
}

/*
 * A 4-digit code has 10,000 values, so a plain sha256 of it is as good as clear text to anyone
 * who reads the table: the hash is keyed with a key derived from the server's secret, which in
 * production comes from the environment (MEDIA_SIGNING_SECRET), not from the database.
 */
function hashCode(deps: Pick<AppDeps, 'config'>, target: CodeTarget, code: string): string {
  const key = derivedKey(requireSigningSecret(deps.config), 'btv one-time codes');
  return createHmac('sha256', key)
    .update(`${target.purpose}|${target.phone}|${target.email ?? ''}|${code}`, 'utf8')
    .digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function wrongCode(): DomainError {
  return new DomainError('invalid', spec.wrongCode);
}

/**
 * Issues a new code for the target and returns it for the provider to send. The row is written
 * first and the window counted after, so parallel sends cannot all pass a count taken before any
 * of them was written; the send that went over the limit is taken back and refused with 429.
 * Earlier live codes of the same target die: only the newest one works.
 *
 * `deliver: false` issues a code nobody will receive (a register code for a phone with an
 * account, a reset code for one without, decision 010): the same statements write the same row,
 * live like a real one (checks against it spend its tries and the phone's count alike), except
 * that its hash is random, so no code ever matches.
 */
export async function issueCode(deps: AppDeps, target: CodeTarget, digits: 4 | 6, deliver = true) {
  const { db, clock } = deps;
  const now = clock.now();
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  const channelPurposes: readonly CodePurpose[] =
    target.purpose === 'email' ? ['email'] : [...SMS_PURPOSES, 'studio'];

  await db
    .deleteFrom('codes')
    .where('phone', '=', target.phone)
    .where('created_at', '<', iso(now - KEEP_CODES_MS))
    .execute();
  const { id } = await db
    .insertInto('codes')
    .values({
      phone: target.phone,
      email: target.email ?? null,
      purpose: target.purpose,
      code_hash: deliver ? hashCode(deps, target, code) : randomBytes(32).toString('hex'),
      expires_at: iso(now + CODE_TTL_MS),
      created_at: iso(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const recent = await db
    .selectFrom('codes')
    .select(['id', 'created_at'])
    .where('phone', '=', target.phone)
    .where('purpose', 'in', channelPurposes)
    .where('created_at', '>', iso(now - SEND_WINDOW_MS))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  if (recent.length > MAX_SENDS_PER_WINDOW) {
    await db.deleteFrom('codes').where('id', '=', id).execute();
    const oldest = recent[0]?.created_at ?? iso(now);
    throw tooManyRequests(Date.parse(oldest) + SEND_WINDOW_MS - now);
  }

  await db
    .updateTable('codes')
    .set({ used_at: iso(now) })
    .where('phone', '=', target.phone)
    .where('purpose', '=', target.purpose)
    .where('used_at', 'is', null)
    .where('id', '<', id)
    .execute();
  return { id, code };
}

/** The newest code of the phone for any of the purposes, unless already consumed. */
async function newestCode(
  deps: AppDeps,
  phone: string,
  purposes: readonly CodePurpose[],
  email?: string,
) {
  let query = deps.db
    .selectFrom('codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', 'in', purposes)
    .orderBy('id', 'desc')
    .limit(1);
  if (email !== undefined) query = query.where('email', '=', email);
  const row = await query.executeTakeFirst();
  return row && row.used_at === null ? row : undefined;
}

/** Counts a try before comparing; false when the code is out of tries (or gone). */
async function spendAttempt(deps: AppDeps, id: number): Promise<boolean> {
  const result = await deps.db
    .updateTable('codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * The verify step (docs/product.md §4 steps 2→3 and 9): checks the newest live code of the phone for one
 * of `purposes` and marks it verified. Answers which purpose it was.
 */
export async function verifyCode(
  deps: AppDeps,
  phone: string,
  purposes: readonly CodePurpose[],
  code: string,
  client: string,
): Promise<CodePurpose> {
  const now = deps.clock.now();
  await reserveClientCodeCheck(deps, client);
  const row = await newestCode(deps, phone, purposes);
  // No live code, nothing to guess: the phone's count is left alone (decision 037). Every phone
  // a send was asked for has a live code, delivered or not, so this does not tell who has one.
  if (!row || row.verified_at !== null || row.expires_at <= iso(now)) throw wrongCode();
  if (!(await spendAttempt(deps, row.id))) throw wrongCode();
  await reserveCodeCheck(deps, phone, row.purpose);
  const target = { phone, purpose: row.purpose, email: row.email ?? undefined };
  if (!sameHash(row.code_hash, hashCode(deps, target, code))) throw wrongCode();
  const marked = await deps.db
    .updateTable('codes')
    .set({ verified_at: iso(now) })
    .where('id', '=', row.id)
    .where('verified_at', 'is', null)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (marked.numUpdatedRows !== 1n) throw wrongCode();
  await codeCheckSucceeded(deps, phone, row.purpose);
  await clientCheckSucceeded(deps, client);
  return row.purpose;
}

/**
 * The step a code unlocks (PIN set, PIN reset, e-mail): takes the newest code of the target,
 * verified earlier (then the same code must be presented again, within VERIFIED_TTL_MS) or not
 * yet (then it is checked here like verifyCode, tries counted), and uses it up. Exactly one
 * caller can consume a code.
 */
export async function consumeCode(
  deps: AppDeps,
  target: CodeTarget,
  code: string,
  client: string,
): Promise<void> {
  const now = deps.clock.now();
  await reserveClientCodeCheck(deps, client);
  const row = await newestCode(deps, target.phone, [target.purpose], target.email);
  if (!row) throw wrongCode();
  const matches = () => sameHash(row.code_hash, hashCode(deps, target, code));

  if (row.verified_at !== null) {
    if (Date.parse(row.verified_at) + VERIFIED_TTL_MS <= now) throw wrongCode();
    await reserveCodeCheck(deps, target.phone, target.purpose);
    if (!matches()) {
      // A verified code is only ever presented by the one who verified it: a mismatch is a
      // guess, and a verified code must not be open to guessing, so it dies.
      await deps.db
        .updateTable('codes')
        .set({ used_at: iso(now) })
        .where('id', '=', row.id)
        .execute();
      throw wrongCode();
    }
  } else {
    if (row.expires_at <= iso(now)) throw wrongCode();
    if (!(await spendAttempt(deps, row.id))) throw wrongCode();
    await reserveCodeCheck(deps, target.phone, target.purpose);
    if (!matches()) throw wrongCode();
  }
  const used = await deps.db
    .updateTable('codes')
    .set({ used_at: iso(now), verified_at: row.verified_at ?? iso(now) })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) throw wrongCode();
  await codeCheckSucceeded(deps, target.phone, target.purpose);
  await clientCheckSucceeded(deps, client);
}

/** Ends a code that never reached its person (the message failed), so it cannot be used. */
export async function retireCode(deps: AppDeps, id: number): Promise<void> {
  await deps.db
    .updateTable('codes')
    .set({ used_at: iso(deps.clock.now()) })
    .where('id', '=', id)
    .execute();
}

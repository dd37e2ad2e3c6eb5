import type { Kysely } from 'kysely';
import { phone as phoneRule, pin as pinRule } from '../../contract/endpoints/common';
import type { Database } from '../db/schema';
import { isCommonPin } from './pin-blocklist';
import { hashPin } from './pin-hash';

/*
 * Accounts an operator makes on the server machine (`npm run users`, server/cli/users.ts): the
 * first staff account of a production database, which seeds none (docs/decisions/039), or a
 * load test's viewers. The phone and PIN pass the rules registration applies; the row is what
 * registration's PIN step writes, so the account signs in like any other.
 */

export type OperatorInputProblem = 'phone' | 'pin' | 'common-pin';

/** Why registration would refuse this phone, or null. */
export function phoneProblem(phone: string): 'phone' | null {
  return phoneRule.safeParse(phone).success ? null : 'phone';
}

/** Why registration would refuse this phone or PIN, or null. */
export function operatorInputProblem(phone: string, pin: string): OperatorInputProblem | null {
  if (phoneProblem(phone)) return 'phone';
  if (!pinRule.safeParse(pin).success) return 'pin';
  if (isCommonPin(pin)) return 'common-pin';
  return null;
}

/**
 * A new account with this PIN, or the PIN on an account whose registration stopped before it
 * (as registration's own PIN step does); 'taken' when the phone has a PIN already.
 */
export async function addAccount(
  db: Kysely<Database>,
  input: { phone: string; pin: string; now: number },
): Promise<{ id: number } | 'taken'> {
  const nowIso = new Date(input.now).toISOString();
  const pin_hash = await hashPin(input.pin);
  const row = await db
    .insertInto('users')
    .values({ phone: input.phone, pin_hash, created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) =>
      oc
        .column('phone')
        .doUpdateSet({ pin_hash, updated_at: nowIso })
        .where('users.pin_hash', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return row ?? 'taken';
}

/**
 * A new PIN for an existing account (a staff member who forgot theirs, a demo account given one
 * nobody knows); whoever knew the old one is signed out. 'unknown' when no account has the phone.
 */
export async function setAccountPin(
  db: Kysely<Database>,
  input: { phone: string; pin: string; now: number },
): Promise<{ id: number } | 'unknown'> {
  const nowIso = new Date(input.now).toISOString();
  const pin_hash = await hashPin(input.pin);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ pin_hash, updated_at: nowIso })
      .where('phone', '=', input.phone)
      .returning('id')
      .executeTakeFirst();
    if (!row) return 'unknown';
    await trx
      .updateTable('sessions')
      .set({ revoked_at: nowIso })
      .where('user_id', '=', row.id)
      .where('revoked_at', 'is', null)
      .execute();
    return row;
  });
}

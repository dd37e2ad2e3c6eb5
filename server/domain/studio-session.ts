import { randomBytes } from 'node:crypto';
import { STUDIO_SESSION_MS } from '../../contract/studio/roles';
import type { StaffRole } from '../../contract/studio/roles';
import { studioMessages } from '../../contract/studio/messages';
import type { AppDeps } from '../deps';
import { hashToken } from './auth-token';
import { DomainError } from './domain-error';
import { consumeCode, issueCode } from './otp';
import { rolesOf } from './staff-roles';

/*
 * Entering the studio (docs/decisions/051-studio.md): a signed-in account that holds a role asks
 * for a fresh SMS code and presents it; that opens a studio session of its own, at most
 * STUDIO_SESSION_MS long, whose token only the studio sends. A stolen viewer token alone cannot
 * reach the studio, and the studio token is worthless once the role is revoked: roles are read
 * from the database on every call, on every instance.
 */

const iso = (ms: number) => new Date(ms).toISOString();

export interface StudioStaff {
  userId: number;
  roles: StaffRole[];
  expiresAt: string;
}

async function phoneOf(deps: AppDeps, userId: number): Promise<string> {
  const row = await deps.db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DomainError('unauthorized', studioMessages.signInFirst);
  return row.phone;
}

/** Issues the step-up code for a signed-in staff member; the caller sends it by SMS. */
export async function startStepUp(deps: AppDeps, userId: number) {
  if ((await rolesOf(deps.db, userId)).length === 0) {
    throw new DomainError('forbidden', studioMessages.noRole);
  }
  const phone = await phoneOf(deps, userId);
  const issued = await issueCode(deps, { phone, purpose: 'studio' }, 4);
  return { phone, ...issued };
}

/** Checks the step-up code and opens a studio session; answers its token once. */
export async function finishStepUp(
  deps: AppDeps,
  userId: number,
  code: string,
  client: string,
): Promise<{ token: string; expiresAt: string; roles: StaffRole[] }> {
  const roles = await rolesOf(deps.db, userId);
  if (roles.length === 0) throw new DomainError('forbidden', studioMessages.noRole);
  const phone = await phoneOf(deps, userId);
  await consumeCode(deps, { phone, purpose: 'studio' }, code, client);
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = iso(now + STUDIO_SESSION_MS);
  await deps.db
    .insertInto('studio_sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: iso(now),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt, roles };
}

/** The staff member behind a studio token, with the roles they hold now; null if none. */
export async function studioStaffOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string,
): Promise<StudioStaff | null> {
  const session = await deps.db
    .selectFrom('studio_sessions')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', iso(deps.clock.now()))
    .executeTakeFirst();
  if (!session) return null;
  const roles = await rolesOf(deps.db, session.user_id);
  if (roles.length === 0) return null;
  return { userId: session.user_id, roles, expiresAt: session.expires_at };
}

/** Leaving the studio: the token stops working at once. */
export async function endStudioSession(deps: AppDeps, token: string): Promise<void> {
  await deps.db
    .updateTable('studio_sessions')
    .set({ revoked_at: iso(deps.clock.now()) })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

import { randomBytes } from 'node:crypto';
import { extra } from '../../contract/messages';
import type { AppDeps } from '../deps';
import { hashToken } from './auth-token';
import { DomainError } from './domain-error';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Opens a session: a 256-bit random token, only its sha256 stored, valid 30 days. Then every
 * live session of the user but the newest `config.sessionsPerUser` ends (decision 011). Each opening trims after its
 * own insert, so however many run in parallel, the last trim sees them all.
 */
export async function createSession(deps: AppDeps, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const nowIso = new Date(now).toISOString();
  await deps.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: nowIso,
      expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
    })
    .execute();
  const surplus = await deps.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('id', 'desc')
    .offset(deps.config.sessionsPerUser)
    .limit(1000)
    .execute();
  if (surplus.length > 0) {
    await deps.db
      .updateTable('sessions')
      .set({ revoked_at: nowIso })
      .where(
        'id',
        'in',
        surplus.map((r) => r.id),
      )
      .execute();
  }
  return token;
}

/** Revokes a session by its token (logout); 'unauthorized' when there is no live one to revoke. */
export async function revokeSession(deps: AppDeps, token: string | null): Promise<void> {
  if (!token) throw new DomainError('unauthorized', extra.unauthorized);
  const nowIso = new Date(deps.clock.now()).toISOString();
  const result = await deps.db
    .updateTable('sessions')
    .set({ revoked_at: nowIso })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new DomainError('unauthorized', extra.unauthorized);
}

/**
 * After a PIN change or reset, every other session of the user ends: whoever knew the old PIN
 * must not stay logged in. `keepToken` is the session making the change, if any.
 */
export async function revokeOtherSessions(
  deps: AppDeps,
  userId: number,
  keepToken: string | null,
): Promise<void> {
  let query = deps.db
    .updateTable('sessions')
    .set({ revoked_at: new Date(deps.clock.now()).toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepToken) query = query.where('token_hash', '!=', hashToken(keepToken));
  await query.execute();
}

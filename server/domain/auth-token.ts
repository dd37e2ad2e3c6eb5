import { createHash } from 'node:crypto';
import type { AppDeps } from '../deps';

/** Only the hash is stored, so a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The user of a session token, or null for no, unknown, revoked or expired tokens. */
export async function sessionUserId(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  token: string | null,
): Promise<number | null> {
  if (!token) return null;
  const nowIso = new Date(deps.clock.now()).toISOString();
  const session = await deps.db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return session?.user_id ?? null;
}

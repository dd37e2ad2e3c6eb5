import { randomBytes } from 'node:crypto';
import { hashToken } from '../../server/domain/auth-token';
import type { FactoryTarget } from './target';

/** Logs a user in the way the server does (hashed random token); returns the bearer token. */
export async function createSession(
  t: FactoryTarget,
  userId: number,
  options: { ttlMs?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + (options.ttlMs ?? 24 * 3_600_000)).toISOString(),
    })
    .execute();
  return token;
}

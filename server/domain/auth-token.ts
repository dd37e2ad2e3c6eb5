import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { extra } from '../../contract/messages';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/http-error';

/** Only the hash is stored, so a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})\s*$/i;

/** The user behind `Authorization: Bearer …`, or null for no, unknown, revoked or expired tokens. */
export async function currentUserId(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock'>,
): Promise<number | null> {
  const match = BEARER.exec(c.req.header('authorization') ?? '');
  const token = match?.[1];
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

/**
 * Every `:userId` in a path must be the token's user (DESIGN.md). With allowGuest, userId 0 is a
 * guest and resolves to null without looking at the token. Returns the verified user id.
 */
export async function assertUserParam(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  options: { allowGuest: false },
): Promise<number>;
export async function assertUserParam(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  options: { allowGuest: boolean },
): Promise<number | null>;
export async function assertUserParam(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  options: { allowGuest: boolean },
): Promise<number | null> {
  if (userId === 0) {
    if (options.allowGuest) return null;
    throw new HttpError(401, extra.unauthorized);
  }
  const tokenUser = await currentUserId(c, deps);
  if (tokenUser === null) throw new HttpError(401, extra.unauthorized);
  if (tokenUser !== userId) throw new HttpError(403, extra.forbidden);
  return tokenUser;
}

import type { Context } from 'hono';
import { extra } from '../../contract/messages';
import type { AppDeps } from '../deps';
import { sessionUserId } from '../domain/auth-token';
import { HttpError } from './http-error';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})\s*$/i;

/** The session token of `Authorization: Bearer …`, or null when there is none or it is malformed. */
export function presentedToken(c: Context): string | null {
  return BEARER.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
}

/** The user behind `Authorization: Bearer …`, or null for no, unknown, revoked or expired tokens. */
export async function currentUserId(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock'>,
): Promise<number | null> {
  return sessionUserId(deps, presentedToken(c));
}

/**
 * Every `:userId` in a path must be the token's user (docs/product.md). With allowGuest, userId 0
 * is a guest and resolves to null without looking at the token. Returns the verified user id.
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

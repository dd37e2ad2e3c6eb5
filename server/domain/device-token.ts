import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps';
import { hashToken } from './auth-token';

/*
 * OWASP's "device cookies" (docs/decisions/011): a successful login leaves a random token in an
 * HttpOnly, SameSite=Strict cookie that only the login call receives; the database keeps its
 * sha256 and the user it belongs to. A login that presents a live token of the same user is
 * not held back by its IP's spray limit, so one typo-prone neighbour behind a carrier NAT cannot
 * lock everyone else out. A token for another phone does nothing.
 */

/** How many devices a user keeps; signing in on one more forgets the least recently used. */
export const MAX_DEVICES_PER_USER = 10;
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One cookie per phone, so two accounts used in one browser each keep their own. The name only
 * carries a short hash of the phone.
 */
export function deviceCookieName(phone: string): string {
  return `btv_device_${createHash('sha256').update(phone, 'utf8').digest('hex').slice(0, 12)}`;
}

/** The id of the presented live device token when it belongs to `userId`, else null. */
export async function recognisedDevice(
  deps: AppDeps,
  token: string | undefined,
  userId: number | undefined,
): Promise<number | null> {
  if (userId === undefined || !token || !TOKEN_RE.test(token)) return null;
  const row = await deps.db
    .selectFrom('device_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('last_used_at', '>', iso(deps.clock.now() - DEVICE_TTL_MS))
    .executeTakeFirst();
  return row?.user_id === userId ? row.id : null;
}

/**
 * After a successful login: a known device's token (`presented`) is kept alive, a new device gets
 * a token (and the user's oldest devices beyond MAX_DEVICES_PER_USER are forgotten). Returns the
 * token the device keeps.
 */
export async function rememberDevice(
  deps: AppDeps,
  user: { id: number },
  knownDeviceId: number | null,
  presented: string | undefined,
): Promise<string> {
  const { db, clock } = deps;
  const now = iso(clock.now());
  let token = knownDeviceId === null ? undefined : presented;
  if (knownDeviceId !== null && token) {
    await db
      .updateTable('device_tokens')
      .set({ last_used_at: now })
      .where('id', '=', knownDeviceId)
      .execute();
  } else {
    token = randomBytes(32).toString('base64url');
    await db
      .insertInto('device_tokens')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: now,
        last_used_at: now,
      })
      .execute();
    const surplus = await db
      .selectFrom('device_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('last_used_at', 'desc')
      .orderBy('id', 'desc')
      .offset(MAX_DEVICES_PER_USER)
      .limit(1000)
      .execute();
    if (surplus.length > 0) {
      await db
        .deleteFrom('device_tokens')
        .where(
          'id',
          'in',
          surplus.map((r) => r.id),
        )
        .execute();
    }
  }
  return token;
}

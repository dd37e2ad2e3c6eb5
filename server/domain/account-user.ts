import type { Kysely } from 'kysely';
import type { User } from '../../contract/entities';
import { authMessages } from '../../contract/endpoints/auth';
import { extra } from '../../contract/messages';
import type { Config } from '../config';
import type { Database, UserRow, UserUpdate } from '../db/schema';
import { DomainError } from './domain-error';
import { mediaUrl, storedPath } from './media-url';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Remaining access days: from paid_until when set (the source of truth), else the stored count. */
export function remainingDays(row: Pick<UserRow, 'days' | 'paid_until'>, now: number): number {
  if (row.paid_until) {
    const left = Date.parse(row.paid_until) - now;
    return Number.isFinite(left) && left > 0 ? Math.ceil(left / DAY_MS) : 0;
  }
  return Math.max(0, Math.trunc(row.days));
}

function gender(value: number | null): User['gender'] {
  return value === 1 || value === 2 || value === 3 ? value : null;
}

/** docs/product.md §3 User; never the PIN hash. Empty strings read as null so the entity stays valid. */
export function toUser(row: UserRow, now: number, config: Pick<Config, 'mediaBaseUrl'>): User {
  return {
    id: row.id,
    nickname: row.nickname || null,
    image: row.image || null,
    avatar: mediaUrl(config, row.avatar || null),
    days: remainingDays(row, now),
    first_name: row.first_name || null,
    last_name: row.last_name || null,
    email: row.email || null,
    phone: row.phone,
    gender: gender(row.gender),
  };
}

export async function findUserByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** The user row of a verified id; 404 if it vanished since the token was issued. */
export async function loadUser(db: Kysely<Database>, userId: number): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw new DomainError('not-found', extra.notFound);
  return row;
}

/** A submitted avatar as the database keeps it; a foreign origin is refused, not stored. */
export function avatarPath(
  config: Pick<Config, 'mediaBaseUrl'>,
  url: string | null,
): string | null {
  if (url === null) return null;
  const stored = storedPath(config, url);
  if (!stored.startsWith('/')) throw new DomainError('invalid', authMessages.avatarInvalid);
  return stored;
}

/**
 * Gives `phone` its account with `pinHash`: a new user, or one made earlier without a PIN (a
 * registration that stopped half-way). Undefined when the phone already has an account with a PIN.
 */
export function claimPhone(db: Kysely<Database>, phone: string, pinHash: string, nowIso: string) {
  return db
    .insertInto('users')
    .values({ phone, pin_hash: pinHash, created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) =>
      oc
        .column('phone')
        .doUpdateSet({ pin_hash: pinHash, updated_at: nowIso })
        .where('users.pin_hash', 'is', null),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Replaces a user's PIN hash; the row as it is now. */
export function setPinHash(db: Kysely<Database>, userId: number, pinHash: string, nowIso: string) {
  return db
    .updateTable('users')
    .set({ pin_hash: pinHash, updated_at: nowIso })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes `changes` to a user; the row as it is now. */
export function updateUser(db: Kysely<Database>, userId: number, changes: UserUpdate) {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

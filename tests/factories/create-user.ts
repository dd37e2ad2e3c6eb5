import { userRow } from '../../server/db/rows';
import type { UserFields } from '../../server/db/rows';
import { hashPin } from '../../server/domain/pin-hash';
import { createSession } from './create-session';
import { nextNumber } from './target';
import type { FactoryTarget } from './target';

export interface UserOptions extends Partial<
  Omit<UserFields, 'pinHash' | 'now' | 'createdAt' | 'registeredAt' | 'updatedAt'>
> {
  /** A PIN to log in with; hashed (scrypt, ~50 ms), so only given when a test logs in by PIN. */
  pin?: string;
}

export interface CreatedUser {
  id: number;
  phone: string;
  pin: string | null;
  nickname: string | null;
}

/**
 * A registered account with no activity. `days` (default 0) is paid access left; a phone in the
 * 60xxxxxx range, which neither the demo accounts nor `freshPhone()` use.
 */
export async function createUser(
  t: FactoryTarget,
  options: UserOptions = {},
): Promise<CreatedUser> {
  const n = nextNumber();
  const { pin, ...fields } = options;
  const phone = fields.phone ?? String(60_000_000 + n);
  const row = userRow({
    nickname: `user${n}`,
    firstName: 'Тест',
    lastName: `Хэрэглэгч ${n}`,
    email: `user${n}@example.mn`,
    gender: 1,
    days: 0,
    ...fields,
    phone,
    pinHash: pin === undefined ? null : await hashPin(pin),
    now: t.clock.now(),
  });
  const { id } = await t.db
    .insertInto('users')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, phone, pin: pin ?? null, nickname: row.nickname ?? null };
}

/** `createUser` plus a session: what an API call on the user's behalf needs. */
export async function createSignedInUser(
  t: FactoryTarget,
  options: UserOptions = {},
): Promise<CreatedUser & { token: string }> {
  const user = await createUser(t, options);
  return { ...user, token: await createSession(t, user.id) };
}

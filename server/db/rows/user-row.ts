import type { Insertable } from 'kysely';
import type { UsersTable } from '../schema';
import { DAY, iso } from './time';

export interface UserFields {
  phone: string;
  /** `hashPin()` output; null leaves the account without a PIN (registration step 3 not done). */
  pinHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  email?: string | null;
  /** 1 male, 2 female, 3 other. */
  gender?: number | null;
  /** The seed's `/art/…` picture or an upload; null is the default avatar. */
  avatar?: string | null;
  /** Days of paid access left at `now`; 0 means none (paid_until null). */
  days: number;
  now: number;
  createdAt?: number;
  /** When the terms were accepted and the e-mail verified; `createdAt` unless given. */
  registeredAt?: number;
  updatedAt?: number;
}

/** A registered account: terms accepted, e-mail (if any) verified, paid days as `paid_until`. */
export function userRow(f: UserFields): Insertable<UsersTable> {
  const createdAt = f.createdAt ?? f.now;
  const registeredAt = f.registeredAt ?? createdAt;
  const avatar = f.avatar ?? null;
  const email = f.email ?? null;
  return {
    phone: f.phone,
    pin_hash: f.pinHash,
    nickname: f.nickname ?? null,
    first_name: f.firstName ?? null,
    last_name: f.lastName ?? null,
    email,
    email_verified_at: email ? iso(registeredAt) : null,
    gender: f.gender ?? null,
    image: avatar,
    avatar,
    days: f.days,
    paid_until: f.days > 0 ? iso(f.now + f.days * DAY) : null,
    terms_accepted_at: iso(registeredAt),
    created_at: iso(createdAt),
    updated_at: iso(f.updatedAt ?? createdAt),
  };
}

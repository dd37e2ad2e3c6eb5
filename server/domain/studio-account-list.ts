import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import { remainingDays } from './account-user';
import { nameHolds } from './studio-picks';

/*
 * Finding a viewer in the accounts room (docs/decisions/064-studio-accounts.md): by id, by phone
 * (digits match the phone's start, through its unique index) or by a part of a name or
 * nickname; newest accounts first, one page at a time, so no answer reads every user.
 */

export const ACCOUNT_PAGE_SIZE = 20;
const DIGITS = /^[0-9]{1,12}$/;
const escaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** How the room names a person: first and last name, else the nickname. */
export function personName(row: {
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
}): string | null {
  const full = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return full || row.nickname || null;
}

export async function accountPage(
  db: Kysely<Database>,
  filter: { q?: string | undefined; page: number },
  now: number,
) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'phone',
      'first_name',
      'last_name',
      'nickname',
      'days',
      'paid_until',
      'created_at',
    ]);
  const q = filter.q?.trim();
  if (q && DIGITS.test(q)) {
    const id = Number(q);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${sql.ref('phone')} like ${`${escaped(q)}%`} escape '\\'`,
        ...(id <= 2_147_483_647 ? [eb('id', '=', id)] : []),
      ]),
    );
  } else if (q) {
    query = query.where((eb) =>
      eb.or([
        nameHolds(db, 'first_name', q),
        nameHolds(db, 'last_name', q),
        nameHolds(db, 'nickname', q),
      ]),
    );
  }
  const rows = await query
    .orderBy('id', 'desc')
    .limit(ACCOUNT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * ACCOUNT_PAGE_SIZE)
    .execute();
  return {
    rows: rows.slice(0, ACCOUNT_PAGE_SIZE).map((r) => ({
      id: r.id,
      phone: r.phone,
      name: personName(r),
      days: remainingDays(r, now),
      created_at: r.created_at,
    })),
    page: filter.page,
    has_more: rows.length > ACCOUNT_PAGE_SIZE,
  };
}

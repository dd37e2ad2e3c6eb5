import type { Kysely } from 'kysely';
import type { StaffRole } from '../../contract/studio/roles';
import type { Database } from '../db/schema';

/*
 * Staff roles on ordinary accounts (docs/decisions/051-studio.md). Granted on the server machine
 * (`npm run staff`) or by an admin in the studio. Revoking any role ends the person's studio
 * sessions at once: the next studio call of theirs, on any server instance, finds no session, so
 * they sign in again with the roles they still hold.
 */

export interface StaffMember {
  userId: number;
  phone: string;
  name: string | null;
  roles: StaffRole[];
}

type Db = Kysely<Database>;
const iso = (ms: number) => new Date(ms).toISOString();

export async function rolesOf(db: Db, userId: number): Promise<StaffRole[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((r) => r.role);
}

/** Grants a role; false when the account already held it (nothing changes then). */
export async function grantRole(
  db: Db,
  input: { userId: number; role: StaffRole; by: number | null; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('staff_roles')
    .values({
      user_id: input.userId,
      role: input.role,
      granted_at: iso(input.now),
      granted_by: input.by,
    })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Revokes a role and ends the holder's studio sessions; false when they did not hold it. */
export async function revokeRole(
  db: Db,
  input: { userId: number; role: StaffRole; now: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_roles')
    .where('user_id', '=', input.userId)
    .where('role', '=', input.role)
    .executeTakeFirst();
  if (result.numDeletedRows !== 1n) return false;
  await db
    .updateTable('studio_sessions')
    .set({ revoked_at: iso(input.now) })
    .where('user_id', '=', input.userId)
    .where('revoked_at', 'is', null)
    .execute();
  return true;
}

/** Everyone holding a role, by phone. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .innerJoin('users', 'users.id', 'staff_roles.user_id')
    .select(['users.id', 'users.phone', 'users.first_name', 'users.nickname', 'staff_roles.role'])
    .orderBy('users.phone')
    .orderBy('staff_roles.role')
    .execute();
  const byUser = new Map<number, StaffMember>();
  for (const row of rows) {
    const member = byUser.get(row.id) ?? {
      userId: row.id,
      phone: row.phone,
      name: row.nickname ?? row.first_name,
      roles: [],
    };
    member.roles.push(row.role);
    byUser.set(row.id, member);
  }
  return [...byUser.values()];
}

export async function userIdByPhone(db: Db, phone: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.id ?? null;
}

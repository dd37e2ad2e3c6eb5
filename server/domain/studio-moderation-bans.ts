import type { Kysely } from 'kysely';
import type { StudioCommentBan } from '../../contract/studio/endpoints/moderation';
import { moderationMessages } from '../../contract/studio/moderation-values';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { person } from './studio-moderation-people';

/*
 * Stopping a user from commenting (docs/decisions/063-moderation.md): one row per user, replaced
 * by a new stop, deleted when lifted; each change audited with its reason.
 */

type Db = Kysely<Database>;

export type BanOutcome = { kind: 'saved' } | { kind: 'invalid'; fields: Record<string, string> };

/** Users stopped now, the soonest end first. */
export async function activeBans(db: Db, now: number): Promise<StudioCommentBan[]> {
  const rows = await db
    .selectFrom('comment_bans as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('users as s', 's.id', 'b.created_by')
    .select([
      'b.user_id',
      'b.until',
      'b.reason',
      'b.created_at',
      'b.created_by',
      'u.nickname',
      'u.phone',
      's.nickname as staff_name',
      's.phone as staff_phone',
    ])
    .where('b.until', '>', new Date(now).toISOString())
    .orderBy('b.until')
    .orderBy('b.user_id')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    user: person(r.user_id, r.nickname, r.phone)!,
    until: r.until,
    reason: r.reason,
    created_at: r.created_at,
    created_by: person(r.created_by, r.staff_name ?? null, r.staff_phone ?? null),
  }));
}

export function banUser(
  db: Db,
  now: number,
  staffId: number,
  ban: { user_id: number; until: string; reason: string },
): Promise<BanOutcome> {
  const until = new Date(Date.parse(ban.until)).toISOString();
  if (Date.parse(until) <= now) {
    return Promise.resolve({ kind: 'invalid', fields: { until: moderationMessages.untilPast } });
  }
  return inTransaction(db, async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', ban.user_id)
      .executeTakeFirst();
    if (!user) return { kind: 'invalid', fields: { user_id: moderationMessages.userMissing } };
    const before = await trx
      .selectFrom('comment_bans')
      .select(['until', 'reason'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const values = {
      until,
      reason: ban.reason,
      created_by: staffId,
      created_at: new Date(now).toISOString(),
    };
    await trx
      .insertInto('comment_bans')
      .values({ user_id: user.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    await recordAudit(trx, now, {
      userId: staffId,
      entity: 'comment_ban',
      entityId: user.id,
      action: 'ban',
      before: before ?? null,
      after: { until, reason: ban.reason },
    });
    return { kind: 'saved' };
  });
}

/** Ends a stop now; false when the user had none in force. */
export function liftBan(db: Db, now: number, staffId: number, userId: number) {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('comment_bans')
      .select(['until', 'reason'])
      .where('user_id', '=', userId)
      .where('until', '>', new Date(now).toISOString())
      .executeTakeFirst();
    if (!before) return false;
    await trx.deleteFrom('comment_bans').where('user_id', '=', userId).execute();
    await recordAudit(trx, now, {
      userId: staffId,
      entity: 'comment_ban',
      entityId: userId,
      action: 'lift',
      before,
      after: null,
    });
    return true;
  });
}

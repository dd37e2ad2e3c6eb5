import type { Kysely } from 'kysely';
import type { DayAction } from '../../contract/studio/accounts-values';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { remainingDays } from './account-user';
import { recordAudit } from './audit-log';
import { lockUser } from './user-lock';

/*
 * Access days given or taken away by staff (docs/decisions/064-studio-accounts.md). The change
 * moves users.paid_until, the fact the watch permission reads on every request, so the viewer
 * can watch (or not) at once. One transaction starts by inserting the access_grants row under
 * the form's request key: its unique index makes a second press, or the same request sent twice
 * at once (the second waits for the first's commit on PostgreSQL), insert nothing and change
 * nothing. The change, its grant row and its audit record land together or not at all.
 */

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface DaysChange {
  staffId: number;
  userId: number;
  action: DayAction;
  days: number;
  reason: string;
  key: string;
}

export type DaysOutcome =
  | { kind: 'done'; days: number; paidUntil: string | null }
  | { kind: 'missing' }
  /** A removal of more than is left; `left` is what is. */
  | { kind: 'too-many'; left: number }
  /** The key was used before for another change. */
  | { kind: 'key-reused' };

async function accessOf(trx: Kysely<Database>, userId: number) {
  return trx
    .selectFrom('users')
    .select(['days', 'paid_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

function outcomeOf(user: { days: number; paid_until: string | null }, now: number): DaysOutcome {
  const days = remainingDays(user, now);
  return { kind: 'done', days, paidUntil: days > 0 ? user.paid_until : null };
}

/** Thrown to roll back the claimed key when the change is refused. */
class Refused extends Error {
  constructor(readonly outcome: DaysOutcome) {
    super('refused');
  }
}

export async function changeDays(
  db: Kysely<Database>,
  now: number,
  change: DaysChange,
): Promise<DaysOutcome> {
  const signed = change.action === 'add' ? change.days : -change.days;
  try {
    return await inTransaction(db, async (trx) => {
      // Asked first: the grant row's reference to the user would otherwise fail as an error.
      if (!(await accessOf(trx, change.userId))) return { kind: 'missing' };
      const claimed = await trx
        .insertInto('access_grants')
        .values({
          user_id: change.userId,
          days: signed,
          reason: change.reason,
          granted_by: change.staffId,
          request_key: change.key,
          created_at: iso(now),
        })
        .onConflict((oc) => oc.column('request_key').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) {
        const earlier = await trx
          .selectFrom('access_grants')
          .select(['user_id', 'days', 'reason', 'granted_by'])
          .where('request_key', '=', change.key)
          .executeTakeFirst();
        const same =
          earlier?.user_id === change.userId &&
          earlier.days === signed &&
          earlier.reason === change.reason &&
          earlier.granted_by === change.staffId;
        if (!same) return { kind: 'key-reused' };
        const user = await accessOf(trx, change.userId);
        return user ? outcomeOf(user, now) : { kind: 'missing' };
      }

      // Payments extend with a compare-and-set on paid_until; the lock makes them wait for this.
      await lockUser(trx, change.userId);
      const user = await accessOf(trx, change.userId);
      if (!user) throw new Refused({ kind: 'missing' });
      const left = remainingDays(user, now);
      if (signed < 0 && -signed > left) throw new Refused({ kind: 'too-many', left });
      const current = user.paid_until ? Date.parse(user.paid_until) : now + left * DAY_MS;
      const from = Math.max(now, Number.isFinite(current) ? current : now);
      // Never before now: taking away every day left ends access this moment, not in the past.
      const paidUntil = iso(Math.max(now, from + signed * DAY_MS));
      const after = {
        days: remainingDays({ days: 0, paid_until: paidUntil }, now),
        paid_until: paidUntil,
      };
      await trx
        .updateTable('users')
        .set({ ...after, updated_at: iso(now) })
        .where('id', '=', change.userId)
        .execute();
      await trx
        .updateTable('access_grants')
        .set({ paid_until_before: user.paid_until, paid_until_after: paidUntil })
        .where('request_key', '=', change.key)
        .execute();
      await recordAudit(trx, now, {
        userId: change.staffId,
        entity: 'account',
        entityId: change.userId,
        action: change.action === 'add' ? 'days-add' : 'days-remove',
        before: { days: left, paid_until: user.paid_until },
        after: { days: after.days, paid_until: paidUntil, reason: change.reason },
      });
      return outcomeOf(after, now);
    });
  } catch (err) {
    if (err instanceof Refused) return err.outcome;
    throw err;
  }
}

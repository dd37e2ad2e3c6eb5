import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';

/*
 * Ending a viewer's sessions from the accounts room (docs/decisions/064-studio-accounts.md).
 * Every request reads its session row (auth-token.ts sessionUserId: `revoked_at is null`), so a
 * revoked token stops working at once on every server instance; nothing caches a session.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/** Ends every live session of the user, or the one `sessionId`; answers how many ended. */
export async function endSessions(
  db: Kysely<Database>,
  now: number,
  staffId: number,
  target: { userId: number; sessionId: number | null },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    let query = trx
      .updateTable('sessions')
      .set({ revoked_at: iso(now) })
      .where('user_id', '=', target.userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', iso(now));
    if (target.sessionId !== null) query = query.where('id', '=', target.sessionId);
    const result = await query.executeTakeFirst();
    const ended = Number(result.numUpdatedRows);
    if (ended > 0) {
      await recordAudit(trx, now, {
        userId: staffId,
        entity: 'account',
        entityId: target.userId,
        action: 'sessions-end',
        before: { session: target.sessionId ?? 'all' },
        after: { ended },
      });
    }
    return ended;
  });
}

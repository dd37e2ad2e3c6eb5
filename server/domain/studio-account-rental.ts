import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { movieFolders, revokeMediaUrls } from './media-revocations';

/*
 * Cancelling a rental from the accounts room (docs/decisions/064-studio-accounts.md): its
 * `ends_at` becomes now, so the one rental check (rentals.ts activeRental, `ends_at > now`) and
 * everything built on it (watch permission, sources, download grants) refuse it from this moment.
 * A conditional update: two presses cancel once, and an ended rental is not touched. The media
 * URLs already signed for it are revoked in the same transaction (media-revocations.ts).
 */

const iso = (ms: number) => new Date(ms).toISOString();

export type CancelOutcome = 'cancelled' | 'missing' | 'over';

export async function cancelRental(
  db: Kysely<Database>,
  now: number,
  staffId: number,
  target: { userId: number; rentalId: number; reason: string },
  /** MEDIA_URL_TTL_SECONDS in ms: the longest a URL signed before now may still live. */
  mediaUrlTtlMs: number,
): Promise<CancelOutcome> {
  return inTransaction(db, async (trx) => {
    const rental = await trx
      .selectFrom('rentals')
      .select(['id', 'movie_id', 'starts_at', 'ends_at'])
      .where('id', '=', target.rentalId)
      .where('user_id', '=', target.userId)
      .executeTakeFirst();
    if (!rental) return 'missing';
    const result = await trx
      .updateTable('rentals')
      .set({
        ends_at: iso(now),
        cancelled_at: iso(now),
        cancelled_by: staffId,
        cancel_reason: target.reason,
      })
      .where('id', '=', rental.id)
      .where('ends_at', '>', iso(now))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return 'over';
    await revokeMediaUrls(trx, {
      userId: target.userId,
      folders: await movieFolders(trx, rental.movie_id),
      now,
      ttlMs: mediaUrlTtlMs,
    });
    await recordAudit(trx, now, {
      userId: staffId,
      entity: 'account',
      entityId: target.userId,
      action: 'rental-cancel',
      before: { rental: rental.id, movie: rental.movie_id, ends_at: rental.ends_at },
      after: { rental: rental.id, ends_at: iso(now), reason: target.reason },
    });
    return 'cancelled';
  });
}

import type { Kysely } from 'kysely';
import type { StudioEpisode } from '../../contract/studio/endpoints/catalogue-episodes';
import type { StudioTitle } from '../../contract/studio/endpoints/catalogue-titles';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { readEpisode } from './studio-episode-read';
import type { ReadingOutcome } from './studio-reading-outcome';
import { staleOrMissing } from './studio-reading-outcome';
import { readTitle } from './studio-title-read';

/*
 * Deleting a title or an episode from the studio (docs/decisions/076-studio-delete.md). One
 * transaction: the version the editor saw, the refusals, the delete (the database's cascades take
 * its categories, cast, history rows, comments, suggestions) and the audit record with the
 * reason. The files are not touched here: the media sweep (067) removes the folder and the source
 * uploads of an owner that no longer exists, so a crash after the commit leaks nothing.
 */

export type RemovalOutcome<T> = ReadingOutcome<T> | { kind: 'refused'; msg: string };

export const removalTexts = {
  episodesLeft:
    'Энэ цувралд анги байна. Эхлээд ангиудыг нь устгана уу, эсвэл цувралыг нуугаад үлдээнэ үү!',
  rentalsRunning: (count: number) =>
    `Энэ бүтээлийг ${count} үзэгч түрээсэлсэн бөгөөд түрээс нь дуусаагүй байна. ` +
    'Одоохондоо нуугаад, түрээс дууссаны дараа устгана уу!',
  paymentPending:
    'Энэ бүтээлийг түрээслэх төлбөр хүлээгдэж байна. Хэдэн минутын дараа дахин оролдоно уу!',
} as const;

/**
 * How long after its QR stops being offered a rental invoice may still be paid: a bank app can
 * pay at the last second, and the payment is confirmed by a later check. Until then the title
 * stays, so that money paid for it never lands on a title that is gone (nothing to grant).
 */
const PAYMENT_SETTLE_MS = 10 * 60 * 1000;

export function deleteEpisode(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  body: { version: number; reason: string },
): Promise<RemovalOutcome<StudioEpisode>> {
  return inTransaction(db, async (trx): Promise<RemovalOutcome<StudioEpisode>> => {
    const before = await readEpisode(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== body.version) return { kind: 'stale', current: before };
    const result = await trx
      .deleteFrom('episodes')
      .where('id', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (result.numDeletedRows !== 1n) return staleOrMissing(await readEpisode(trx, id));
    await recordAudit(trx, now, {
      userId,
      entity: 'episode',
      entityId: id,
      action: 'delete',
      before,
      after: { reason: body.reason },
    });
    return { kind: 'deleted', id };
  });
}

export function deleteTitle(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  body: { version: number; reason: string },
): Promise<RemovalOutcome<StudioTitle>> {
  return inTransaction(db, async (trx): Promise<RemovalOutcome<StudioTitle>> => {
    const before = await readTitle(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== body.version) return { kind: 'stale', current: before };
    const episode = await trx
      .selectFrom('episodes')
      .select('id')
      .where('media_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (episode) return { kind: 'refused', msg: removalTexts.episodesLeft };
    // A renter paid for the days they have left: the title stays (hidden, if the editor wants it
    // gone from the lists) until the last running rental ends. A cancelled one already ended.
    const running = await trx
      .selectFrom('rentals')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('movie_id', '=', id)
      .where('ends_at', '>', new Date(now).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(running.n) > 0) {
      return { kind: 'refused', msg: removalTexts.rentalsRunning(Number(running.n)) };
    }
    const pending = await trx
      .selectFrom('invoices')
      .select('id')
      .where('movie_id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '>', new Date(now - PAYMENT_SETTLE_MS).toISOString())
      .limit(1)
      .executeTakeFirst();
    if (pending) return { kind: 'refused', msg: removalTexts.paymentPending };
    const result = await trx
      .deleteFrom('media')
      .where('id', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (result.numDeletedRows !== 1n) return staleOrMissing(await readTitle(trx, id));
    await recordAudit(trx, now, {
      userId,
      entity: 'title',
      entityId: id,
      action: 'delete',
      before,
      after: { reason: body.reason },
    });
    return { kind: 'deleted', id };
  });
}

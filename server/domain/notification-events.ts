import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import { notificationMessages as texts } from '../../contract/messages';
import type { Database, InvoiceRow, NotificationsTable } from '../db/schema';

/*
 * The notifications the server writes itself (docs/decisions/024-notifications.md). Each names
 * its event in `dedupe_key`, which is unique: a repeat of the same event (a second worker
 * process, a replayed payment check, the rental sweep run twice) inserts nothing.
 */

const HOUR_MS = 3_600_000;
/** How long before a rental ends its reminder is due. */
export const RENTAL_REMINDER_MS = 24 * HOUR_MS;
/** Rows per insert when a new episode reaches many followers. */
const CHUNK = 500;

type Row = Insertable<NotificationsTable>;

async function insertOnce(db: Kysely<Database>, rows: Row[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await db
      .insertInto('notifications')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/**
 * Inside the episode's insert transaction: one notification to each user who follows the title
 * (the notify mark), linking to the episode's watch page.
 */
export async function notifyFollowers(
  trx: Kysely<Database>,
  episode: { id: number; mediaId: number; title: string },
  now: number,
): Promise<number> {
  const media = await trx
    .selectFrom('media')
    .select('title')
    .where('id', '=', episode.mediaId)
    .executeTakeFirst();
  if (!media) return 0;
  const followers = await trx
    .selectFrom('media_statuses')
    .select('user_id')
    .where('media_id', '=', episode.mediaId)
    .where('notify', '=', 1)
    .orderBy('user_id')
    .execute();
  const createdAt = new Date(now).toISOString();
  return insertOnce(
    trx,
    followers.map(({ user_id }) => ({
      user_id,
      kind: 'episode',
      title: texts.episodeTitle,
      body: texts.episodeBody(media.title, episode.title),
      link: `/watch/${episode.mediaId}/${episode.id}`,
      created_at: createdAt,
      read_at: null,
      dedupe_key: `episode:${episode.id}:${user_id}`,
    })),
  );
}

/**
 * Inside the payment grant's transaction, which runs once per invoice: "payment received",
 * linking to the receipts page where that payment's e-barimt is.
 */
export async function notifyPayment(
  trx: Kysely<Database>,
  invoice: InvoiceRow,
  now: number,
  rentalHours: number,
): Promise<void> {
  let body: string | null = null;
  if (invoice.kind === 'rental' && invoice.movie_id !== null) {
    const media = await trx
      .selectFrom('media')
      .select('title')
      .where('id', '=', invoice.movie_id)
      .executeTakeFirst();
    if (media) body = texts.rentalPaidBody(media.title, rentalHours);
  } else if (invoice.option_id !== null) {
    const option = await trx
      .selectFrom('payment_options')
      .select('days')
      .where('id', '=', invoice.option_id)
      .executeTakeFirst();
    if (option) body = texts.extendPaidBody(option.days);
  }
  if (body === null) return;
  await insertOnce(trx, [
    {
      user_id: invoice.user_id,
      kind: 'payment',
      title: texts.paymentTitle,
      body,
      link: '/profile/ebarimt/list',
      created_at: new Date(now).toISOString(),
      read_at: null,
      dedupe_key: `payment:${invoice.id}`,
    },
  ]);
}

/**
 * Writes the reminder of every rental that ends within the next 24 hours and has none yet, for
 * one user (on each read of their notifications) or for everyone (a sweep). Safe to run from any
 * number of processes at once: the key is the rental's. A rental followed by another of the same
 * title (paid while it ran) is not ending, so it is skipped; the later one gets the reminder.
 * Dated when it fell due (24 hours before the end, or the start of a shorter rental), so a
 * reminder written late still sorts where it belongs.
 */
export async function materialiseRentalEndings(
  db: Kysely<Database>,
  now: number,
  userId?: number,
): Promise<number> {
  let query = db
    .selectFrom('rentals as r')
    .innerJoin('media as m', 'm.id', 'r.movie_id')
    .select(['r.id', 'r.user_id', 'r.movie_id', 'r.starts_at', 'r.ends_at', 'm.title'])
    .where('r.ends_at', '>', new Date(now).toISOString())
    .where('r.ends_at', '<=', new Date(now + RENTAL_REMINDER_MS).toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rentals as later')
            .select('later.id')
            .whereRef('later.user_id', '=', 'r.user_id')
            .whereRef('later.movie_id', '=', 'r.movie_id')
            .whereRef('later.ends_at', '>', 'r.ends_at'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notifications as n')
            .select('n.id')
            // `||` joins text and an integer alike on SQLite and PostgreSQL.
            .where('n.dedupe_key', '=', sql<string>`'rental-ending:' || r.id`),
        ),
      ),
    );
  if (userId !== undefined) query = query.where('r.user_id', '=', userId);
  const due = await query.execute();
  return insertOnce(
    db,
    due.map((rental) => ({
      user_id: rental.user_id,
      kind: 'rental-ending',
      title: texts.rentalEndingTitle,
      body: texts.rentalEndingBody(rental.title),
      link: `/theatre/detail/${rental.movie_id}`,
      created_at: new Date(
        Math.max(Date.parse(rental.ends_at) - RENTAL_REMINDER_MS, Date.parse(rental.starts_at)),
      ).toISOString(),
      read_at: null,
      dedupe_key: `rental-ending:${rental.id}`,
    })),
  );
}

/**
 * Inside the moderator's change (decision 063): "your report was resolved", to the viewer who
 * sent it, linking to the episode. Keyed by the report, so resolving it again (after a reopen, a
 * second moderator, a retried request) tells nobody twice.
 */
export async function notifyReportResolved(
  trx: Kysely<Database>,
  report: { reportId: number; userId: number; title: string; episode: string; link: string | null },
  now: number,
): Promise<number> {
  return insertOnce(trx, [
    {
      user_id: report.userId,
      kind: 'report',
      title: texts.reportResolvedTitle,
      body: texts.reportResolvedBody(report.title, report.episode),
      link: report.link,
      created_at: new Date(now).toISOString(),
      read_at: null,
      dedupe_key: `report:${report.reportId}`,
    },
  ]);
}

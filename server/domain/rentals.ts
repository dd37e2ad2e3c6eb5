import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/*
 * Theatre rentals (docs/product.md §4 "Rental"): a paid invoice grants one rental of a fixed period; a
 * rental lets its user watch the title while it runs, i.e. until `ends_at` (exclusive).
 */

const HOUR_MS = 3_600_000;

export interface ActiveRental {
  id: number;
  movie_id: number;
  starts_at: string;
  /** The end of the running rental, or of one queued right after it (whichever is later). */
  ends_at: string;
}

/**
 * The user's rental of a title that is running now (ends strictly after now), or null. The one
 * rental check: tvod/check, the movie endpoint's watch permission and invoice creation all ask it.
 */
export async function activeRental(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  movieId: number,
): Promise<ActiveRental | null> {
  const row = await db
    .selectFrom('rentals')
    .select(['id', 'movie_id', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .where('movie_id', '=', movieId)
    .where('ends_at', '>', new Date(clock.now()).toISOString())
    .orderBy('ends_at', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Inside the grant's transaction: one rental for one paid invoice (rentals.invoice_id is unique,
 * so a repeat inserts nothing). A rental paid while another runs starts when that one ends.
 */
export async function grantRental(
  trx: Kysely<Database>,
  grant: { userId: number; movieId: number; invoiceId: number },
  now: number,
  hours: number,
): Promise<void> {
  const running = await activeRental(trx, { now: () => now }, grant.userId, grant.movieId);
  const start = Math.max(now, running ? Date.parse(running.ends_at) : now);
  await trx
    .insertInto('rentals')
    .values({
      user_id: grant.userId,
      movie_id: grant.movieId,
      invoice_id: grant.invoiceId,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + hours * HOUR_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

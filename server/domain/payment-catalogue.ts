import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { published } from './visibility';

/* What can be bought and how: the access options, the bank account for transfers, a title's rental terms. */

export function paymentOptions(db: Kysely<Database>) {
  return db
    .selectFrom('payment_options')
    .select(['id', 'title', 'days', 'price'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** One access option, or undefined when there is none with this id. */
export function paymentOption(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('payment_options')
    .select(['id', 'title', 'price'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function bankAccounts(db: Kysely<Database>) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'bank_name', 'account_number', 'holder', 'iban'])
    .orderBy('id')
    .execute();
}

export async function movieExists(db: Kysely<Database>, mediaId: number): Promise<boolean> {
  const movie = await db
    .selectFrom('movies')
    .select('media_id')
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  return movie !== undefined;
}

/** A movie's price flags, sources and title, to decide whether it can be rented; or undefined. */
export function movieForSale(db: Kysely<Database>, mediaId: number) {
  return (
    db
      .selectFrom('movies')
      .innerJoin('media', 'media.id', 'movies.media_id')
      .select([
        'movies.media_id',
        'movies.vid1',
        'movies.vid2',
        'movies.vid3',
        'movies.is_theatre',
        'movies.has_price',
        'movies.price',
        'media.title',
      ])
      .where('movies.media_id', '=', mediaId)
      // Nothing off the site is for sale.
      .where(published('media'))
      .executeTakeFirst()
  );
}

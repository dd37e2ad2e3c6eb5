import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { DEMO_PHONE, loginAs, userIdByPhone } from './test-app';
import type { TestApp } from './test-app';

/** The seed's demo facts the watch and social suites lean on (server/db/seed/). */
export interface WatchFixtures {
  /** 99119911: 30 days left (paid_until in the future), one running theatre rental. */
  paid: { id: number; token: string };
  /** 88118811: 0 days. */
  zero: { id: number; token: string };
  series: number;
  /** Episode 1 of `series`: the first two episodes of every series are free. */
  freeEpisode: number;
  /** Episode 3 of `series`. */
  paidEpisode: number;
  freeMovie: number;
  paidMovie: number;
  /** Price 0, with video. */
  freeTheatre: number;
  /** Priced, rented by `paid` (the seed's running rental). */
  rentedTheatre: number;
  /** Priced, with video, not rented by anyone. */
  pricedTheatre: number;
  /** 'Хаврын салхи': price 0, no video. */
  freeTheatreNoVideo: number;
  /** 'Хуучин найз': priced, no video. */
  pricedTheatreNoVideo: number;
  live: number;
}

async function one<T>(query: Promise<T | undefined>, what: string): Promise<T> {
  const row = await query;
  if (row === undefined) throw new Error(`the seed has no ${what}`);
  return row;
}

function movieWhere(db: Kysely<Database>) {
  return db
    .selectFrom('movies')
    .innerJoin('media', 'media.id', 'movies.media_id')
    .select('media.id')
    .orderBy('media.id');
}

export async function watchFixtures(t: TestApp): Promise<WatchFixtures> {
  const { db } = t;
  const paidId = await userIdByPhone(db, DEMO_PHONE.main);
  const zeroId = await userIdByPhone(db, DEMO_PHONE.second);
  const paidEp = await one(
    db
      .selectFrom('episodes')
      .select(['id', 'media_id'])
      .where('number', '=', 3)
      .where('is_free', '=', 0)
      .orderBy('id')
      .executeTakeFirst(),
    'paid episode 3',
  );
  const freeEp = await one(
    db
      .selectFrom('episodes')
      .select('id')
      .where('media_id', '=', paidEp.media_id)
      .where('number', '=', 1)
      .where('is_free', '=', 1)
      .executeTakeFirst(),
    'free episode 1',
  );
  const rental = await one(
    db.selectFrom('rentals').select('movie_id').where('user_id', '=', paidId).executeTakeFirst(),
    'rental',
  );
  const theatre = (price: 'free' | 'priced', video: boolean) =>
    movieWhere(db)
      .where('movies.is_theatre', '=', 1)
      .where('movies.price', price === 'free' ? '=' : '>', 0)
      .where('movies.vid1', video ? 'is not' : 'is', null)
      .where('media.id', '!=', rental.movie_id)
      .executeTakeFirst();
  const movie = (free: boolean) =>
    movieWhere(db)
      .where('media.kind', '=', 'movie')
      .where('movies.is_free', '=', free ? 1 : 0)
      .where('movies.vid1', 'is not', null)
      .executeTakeFirst();
  return {
    paid: { id: paidId, token: await loginAs(t, paidId) },
    zero: { id: zeroId, token: await loginAs(t, zeroId) },
    series: paidEp.media_id,
    freeEpisode: freeEp.id,
    paidEpisode: paidEp.id,
    freeMovie: (await one(movie(true), 'free movie')).id,
    paidMovie: (await one(movie(false), 'paid movie')).id,
    freeTheatre: (await one(theatre('free', true), 'free theatre')).id,
    rentedTheatre: rental.movie_id,
    pricedTheatre: (await one(theatre('priced', true), 'priced theatre')).id,
    freeTheatreNoVideo: (await one(theatre('free', false), 'free theatre without video')).id,
    pricedTheatreNoVideo: (await one(theatre('priced', false), 'priced theatre without video')).id,
    live: (
      await one(
        db.selectFrom('media').select('id').where('kind', '=', 'live').executeTakeFirst(),
        'live channel',
      )
    ).id,
  };
}

/** Media URLs of the seed all start with this (MEDIA_BASE_URL unset). */
export const SOURCE_MARK = '/media/';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a stored source path looks like in an answer, behind MEDIA_BASE_URL when one is set: a
 * paid one signed for the viewer under /media/s/ (server/domain/media-signing.ts), a free one
 * as stored.
 */
export function signedUrlOf(stored: string, userId: number, base = ''): RegExp {
  if (!stored.startsWith('/media/paid/')) return new RegExp(`^${escape(base + stored)}$`);
  const rest = escape(stored.slice('/media'.length));
  return new RegExp(`^${escape(base)}/media/s/\\d+/${userId}/[A-Za-z0-9_-]{43}${rest}$`);
}

import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { DEMO_PHONE, userIdByPhone } from '../test-app';

/** Who sends a request. `other` holds A's token but names B (path, body or query). */
export type ActorKind = 'guest' | 'self' | 'other';

export interface Person {
  id: number;
  phone: string;
  pin: string;
}

/** Row ids of the seed, so valid requests reach real rows and not only 404s. */
export interface Pools {
  media: number[];
  series: number[];
  /** Media rows of kind live: the channels a live route can name once a setup makes them. */
  live: number[];
  /** Movies and theatre titles (the movies table; a movie's id is its media id). */
  movies: number[];
  /** Theatre titles with a price: the ones that can be rented. */
  rentable: number[];
  episodes: number[];
  /** Episode id → its media id, for bodies that must name both. */
  episodeMedia: Map<number, number>;
  groups: number[];
  comments: number[];
  /** Comment id → its episode id. */
  commentEpisode: Map<number, number>;
  categories: number[];
  seasons: number[];
  podcasts: number[];
  /** Podcast episodes (podcast_tracks), the ids a podcast download names. */
  podcastTracks: number[];
  newsletters: number[];
  pages: number[];
  actors: number[];
  options: number[];
  /** Notifications of one user (not broadcasts), so a mark can hit a real row. */
  notifications: number[];
  artUrls: string[];
}

/** What an endpoint's setup made on its own app: bills, sandbox invoices, codes. */
export interface Extras {
  bills: { a: string[]; b: string[] };
  sandboxRefs: string[];
  /** Phone → a code it was sent (register, reset or e-mail, per endpoint). */
  codes: { phone: string; code: string; email?: string }[];
}

export interface World {
  pools: Pools;
  a: Person;
  b: Person;
  actor: ActorKind;
  extras: Extras;
}

/** The demo users' PINs (server/seed/users.ts). */
const DEMO_PIN = { main: '2580', second: '3691' } as const;

const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);

export async function loadPools(db: Kysely<Database>): Promise<Pools> {
  const [episodeRows, commentRows, movieRows] = await Promise.all([
    db.selectFrom('episodes').select(['id', 'media_id']).orderBy('id').execute(),
    db.selectFrom('comments').select(['id', 'episode_id']).orderBy('id').execute(),
    db
      .selectFrom('movies')
      .select(['media_id as id', 'is_theatre', 'price'])
      .orderBy('media_id')
      .execute(),
  ]);
  return {
    media: await ids(db.selectFrom('media').select('id').orderBy('id').execute()),
    series: await ids(
      db.selectFrom('media').select('id').where('kind', '=', 'series').orderBy('id').execute(),
    ),
    live: await ids(
      db.selectFrom('media').select('id').where('kind', '=', 'live').orderBy('id').execute(),
    ),
    movies: movieRows.map((r) => r.id),
    rentable: movieRows.filter((r) => r.is_theatre === 1 && r.price > 0).map((r) => r.id),
    episodes: episodeRows.map((r) => r.id),
    episodeMedia: new Map(episodeRows.map((r) => [r.id, r.media_id])),
    groups: await ids(db.selectFrom('episode_groups').select('id').orderBy('id').execute()),
    comments: commentRows.map((r) => r.id),
    commentEpisode: new Map(commentRows.map((r) => [r.id, r.episode_id])),
    categories: await ids(db.selectFrom('categories').select('id').orderBy('id').execute()),
    seasons: await ids(db.selectFrom('seasons').select('id').orderBy('id').execute()),
    podcasts: await ids(db.selectFrom('podcasts').select('id').orderBy('id').execute()),
    podcastTracks: await ids(db.selectFrom('podcast_tracks').select('id').orderBy('id').execute()),
    newsletters: await ids(db.selectFrom('newsletters').select('id').orderBy('id').execute()),
    pages: await ids(db.selectFrom('content_pages').select('id').orderBy('id').execute()),
    actors: await ids(db.selectFrom('actors').select('id').orderBy('id').execute()),
    options: await ids(db.selectFrom('payment_options').select('id').orderBy('id').execute()),
    notifications: await ids(
      db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', 'is not', null)
        .orderBy('id')
        .execute(),
    ),
    artUrls: (await ids(db.selectFrom('artworks').select('id').limit(5).execute())).map(
      (id) => `/art/${id}.svg`,
    ),
  };
}

export async function demoPeople(db: Kysely<Database>): Promise<{ a: Person; b: Person }> {
  return {
    a: { id: await userIdByPhone(db, DEMO_PHONE.main), phone: DEMO_PHONE.main, pin: DEMO_PIN.main },
    b: {
      id: await userIdByPhone(db, DEMO_PHONE.second),
      phone: DEMO_PHONE.second,
      pin: DEMO_PIN.second,
    },
  };
}

export const noExtras = (): Extras => ({ bills: { a: [], b: [] }, sandboxRefs: [], codes: [] });

/** Mostly a real row id, sometimes any id (which should be a 404, never a 500). */
export function idFrom(pool: readonly number[]): fc.Arbitrary<number> {
  const any = fc.integer({ min: 1, max: 2_147_483_647 });
  if (pool.length === 0) return any;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pool) },
    { weight: 1, arbitrary: any },
  );
}

/** Mostly one of the given strings, sometimes a fresh one from `other`. */
export function oneOf<T>(values: readonly T[], other: fc.Arbitrary<T>): fc.Arbitrary<T> {
  if (values.length === 0) return other;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: other },
  );
}

/** The person a request names: the actor's own, or B for `other`. */
export const named = (w: World): Person => (w.actor === 'other' ? w.b : w.a);

import { linkMediaFolders } from '../../server/domain/media-folders';
import { createMovie, createRental, createSeries, createSignedInUser } from '../factories';
import type { CreatedSeries } from '../factories';
import type { TestApp } from './test-app';

export interface Viewer {
  id: number;
  token: string;
  nickname: string | null;
}

/** The viewers and titles the watch, social and payment suites need, made by the factories. */
export interface WatchFixtures {
  /** 30 days left (paid_until in the future), one running rental of `rentedTheatre`. */
  paid: Viewer;
  /** 0 days. */
  zero: Viewer;
  series: number;
  /** Every episode of `series`, in number order (12, in groups of 10; 1 and 2 free). */
  episodes: CreatedSeries['episodes'];
  /** Episode 1 of `series`. */
  freeEpisode: number;
  /** Episode 3 of `series`. */
  paidEpisode: number;
  freeMovie: number;
  paidMovie: number;
  /** Price 0, with video. */
  freeTheatre: number;
  /** Priced, rented by `paid`. */
  rentedTheatre: number;
  /** When `paid`'s rental of `rentedTheatre` ends (ISO, as stored). */
  rentalEndsAt: string;
  /** Priced, with video, not rented by anyone. */
  pricedTheatre: number;
  /** Price 0, no video. */
  freeTheatreNoVideo: number;
  /** Priced, no video. */
  pricedTheatreNoVideo: number;
  live: number;
}

/** Theatre prices in tugrik, as the demo's. */
export const THEATRE_PRICE = { rented: 9_900, priced: 12_000, noVideo: 7_000 } as const;

export async function watchFixtures(t: TestApp): Promise<WatchFixtures> {
  const paid = await createSignedInUser(t, { days: 30 });
  const zero = await createSignedInUser(t, { days: 0 });
  const series = await createSeries(t, { episodes: 12, freeEpisodes: 2 });
  const rentedTheatre = await createMovie(t, { kind: 'theatre', price: THEATRE_PRICE.rented });
  const rental = await createRental(t, { userId: paid.id, movieId: rentedTheatre });
  const fixtures: WatchFixtures = {
    paid: { id: paid.id, token: paid.token, nickname: paid.nickname },
    zero: { id: zero.id, token: zero.token, nickname: zero.nickname },
    series: series.id,
    episodes: series.episodes,
    freeEpisode: series.episodes[0]!.id,
    paidEpisode: series.episodes[2]!.id,
    freeMovie: await createMovie(t, { free: true }),
    paidMovie: await createMovie(t, { free: false }),
    freeTheatre: await createMovie(t, { kind: 'theatre', price: 0 }),
    rentedTheatre,
    rentalEndsAt: rental.endsAt,
    pricedTheatre: await createMovie(t, { kind: 'theatre', price: THEATRE_PRICE.priced }),
    freeTheatreNoVideo: await createMovie(t, { kind: 'theatre', price: 0, video: false }),
    pricedTheatreNoVideo: await createMovie(t, {
      kind: 'theatre',
      price: THEATRE_PRICE.noVideo,
      video: false,
    }),
    live: await createMovie(t, { kind: 'live' }),
  };
  // The new titles' media folders, as a server start makes them for stored titles.
  await linkMediaFolders(t.db, t.config);
  return fixtures;
}

/** Stored media URLs all start with this (MEDIA_BASE_URL unset). */
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

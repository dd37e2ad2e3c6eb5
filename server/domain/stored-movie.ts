import type { Kysely } from 'kysely';
import type { Dub } from '../../contract/entities';
import type { Database } from '../db/schema';
import type { StoredMovie } from './sources';
import { published } from './visibility';

/**
 * A movie, theatre title or live channel as stored, before the watch permission: what the movie
 * endpoint and a download grant both pass to domain/sources.ts. Null for an unknown id or a
 * series (a series has episodes, not a movie row).
 */
export async function loadStoredMovie(
  db: Kysely<Database>,
  id: number,
): Promise<StoredMovie | null> {
  const row = await db
    .selectFrom('movies')
    .innerJoin('media', 'media.id', 'movies.media_id')
    .leftJoin('media_groups', 'media_groups.id', 'media.media_group_id')
    .select([
      'media.id',
      'media.kind',
      'media.title',
      'media.description',
      'media.image1',
      'media.poster_hz',
      'media.banner',
      'media_groups.title as group_title',
      'movies.is_theatre',
      'movies.is_free',
      'movies.has_price',
      'movies.price',
      'movies.vid1',
      'movies.vid2',
      'movies.vid3',
      'movies.audio',
      'movies.duration_sec',
    ])
    .where('movies.media_id', '=', id)
    .where(published('media'))
    .executeTakeFirst();
  if (!row || row.kind === 'series') return null;
  const [tracks, subtitles] = await Promise.all([
    db
      .selectFrom('tracks')
      .select(['key', 'url'])
      .where('owner_type', '=', 'movie')
      .where('owner_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('subtitles')
      .select(['code', 'is_raw', 'url'])
      .where('owner_type', '=', 'movie')
      .where('owner_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    atitle: row.group_title ?? row.title,
    description: row.description,
    image1: row.image1,
    poster_hz: row.poster_hz,
    banner: row.banner,
    is_theatre: row.is_theatre === 1 ? 1 : 0,
    is_free: row.is_free === 1,
    has_price: row.has_price === 1,
    price: row.price,
    // Site paths as stored: sources.ts signs them and applies MEDIA_BASE_URL.
    vid1: row.vid1,
    vid2: row.vid2,
    vid3: row.vid3,
    dubs: tracks.flatMap((t): Dub[] =>
      t.key === 'mn' || t.key === 'en' ? [{ key: t.key, url: t.url }] : [],
    ),
    subs: subtitles.map((s) => ({ code: s.code, isRaw: s.is_raw === 1, url: s.url })),
    audio: row.audio,
    duration_sec: row.duration_sec,
  };
}

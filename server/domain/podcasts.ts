import type { Kysely } from 'kysely';
import type { PodcastTrack } from '../../contract/entities';
import { extra } from '../../contract/messages';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { DomainError } from './domain-error';
import { mediaUrl } from './media-url';
import { countOf, pageWindow, toPaged } from './paging';

/* Podcasts: a paged list, one podcast, its tracks (their audio as URLs this server signs or serves). */

function podcastRows(db: Kysely<Database>) {
  return db
    .selectFrom('podcasts')
    .select(['id', 'title', 'creator', 'description', 'image', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('podcast_tracks')
        .select((t) => t.fn.countAll<number>().as('n'))
        .whereRef('podcast_tracks.podcast_id', '=', 'podcasts.id')
        .as('track_count'),
    );
}

export async function podcastPage(db: Kysely<Database>, page: number) {
  const { limit, offset } = pageWindow(page);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('podcasts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
    podcastRows(db)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  const items = rows.map((r) => ({ ...r, track_count: Number(r.track_count ?? 0) }));
  return toPaged(items, countOf(count), page);
}

/** One podcast; not-found when there is none. */
export async function podcastOf(db: Kysely<Database>, id: number) {
  const row = await podcastRows(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not-found', extra.notFound);
  return { ...row, track_count: Number(row.track_count ?? 0) };
}

export async function tracksOf(
  db: Kysely<Database>,
  config: Config,
  podcastId: number,
): Promise<PodcastTrack[]> {
  const rows = await db
    .selectFrom('podcast_tracks')
    .select([
      'id',
      'podcast_id',
      'number',
      'audio',
      'image',
      'title',
      'creator',
      'duration_sec',
      'published_at',
    ])
    .where('podcast_id', '=', podcastId)
    .orderBy('number')
    .orderBy('id')
    .execute();
  return rows.map((t) => ({ ...t, audio: mediaUrl(config, t.audio) }));
}

import type { Kysely } from 'kysely';
import type { StudioPodcast, StudioTrack } from '../../contract/studio/endpoints/reading-podcasts';
import type { Database } from '../db/schema';

/* A podcast and its tracks as the studio edits them (decision 056): stored values, not signed. */

const TRACK_COLUMNS = [
  'id',
  'podcast_id',
  'number',
  'title',
  'creator',
  'audio',
  'image',
  'duration_sec',
  'published_at',
  'version',
] as const;

export function readTrack(db: Kysely<Database>, id: number): Promise<StudioTrack | undefined> {
  return db
    .selectFrom('podcast_tracks')
    .select(TRACK_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function tracksOfPodcast(db: Kysely<Database>, podcastId: number): Promise<StudioTrack[]> {
  return db
    .selectFrom('podcast_tracks')
    .select(TRACK_COLUMNS)
    .where('podcast_id', '=', podcastId)
    .orderBy('number')
    .orderBy('id')
    .execute();
}

export async function readPodcast(
  db: Kysely<Database>,
  id: number,
): Promise<StudioPodcast | undefined> {
  const row = await db
    .selectFrom('podcasts')
    .select(['id', 'title', 'creator', 'description', 'image', 'created_at', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, tracks: await tracksOfPodcast(db, id) };
}

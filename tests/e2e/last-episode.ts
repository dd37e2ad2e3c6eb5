import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/** The first series, and its last episode: new ones follow it in its group. */
export function firstSeriesLastEpisode(db: Kysely<Database>) {
  return db
    .selectFrom('episodes')
    .innerJoin('media', 'media.id', 'episodes.media_id')
    .select(['media.id', 'episodes.group_id', 'episodes.number as last'])
    .where('media.kind', '=', 'series')
    .orderBy('media.id')
    .orderBy('episodes.number', 'desc')
    .executeTakeFirstOrThrow();
}

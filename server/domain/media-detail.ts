import type { Kysely } from 'kysely';
import type { LikeValue, MediaDetail, WatchStatus } from '../../contract/entities';
import { watchStatusSchema } from '../../contract/entities';
import type { Database } from '../db/schema';
import { nextEpisodeId } from './next-episode';
import { relatedMedia } from './related-media';

function likeValue(value: number | null | undefined): LikeValue {
  if (value === 1) return 1;
  if (value === 0) return 0;
  return null;
}

/** An unknown stored value reads as "no status" rather than breaking the response contract. */
function watchStatus(value: string | null | undefined): WatchStatus | null {
  const parsed = watchStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** docs/product.md §3 media detail with the user's marks; null when the id is unknown. */
export async function loadMediaDetail(
  db: Kysely<Database>,
  id: number,
  userId: number | null,
): Promise<MediaDetail | null> {
  const media = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  if (!media) return null;

  const [status, epId, translator, studio, director, season, categories, seasons, actors, related] =
    await Promise.all([
      userId === null
        ? undefined
        : db
            .selectFrom('media_statuses')
            .select(['liked', 'later', 'notify', 'watch_status'])
            .where('user_id', '=', userId)
            .where('media_id', '=', id)
            .executeTakeFirst(),
      nextEpisodeId(db, id, userId),
      media.translator_id === null
        ? undefined
        : db
            .selectFrom('translators')
            .select(['nickname', 'avatar'])
            .where('id', '=', media.translator_id)
            .executeTakeFirst(),
      media.studio_id === null
        ? undefined
        : db
            .selectFrom('studios')
            .select(['name', 'image'])
            .where('id', '=', media.studio_id)
            .executeTakeFirst(),
      media.director_id === null
        ? undefined
        : db
            .selectFrom('directors')
            .select(['name', 'image'])
            .where('id', '=', media.director_id)
            .executeTakeFirst(),
      media.season_id === null
        ? undefined
        : db
            .selectFrom('seasons')
            .select(['id', 'title', 'year', 'quarter'])
            .where('id', '=', media.season_id)
            .executeTakeFirst(),
      db
        .selectFrom('categories')
        .innerJoin('media_categories', 'media_categories.category_id', 'categories.id')
        .select(['categories.id', 'categories.title', 'categories.slug'])
        .where('media_categories.media_id', '=', id)
        .orderBy('categories.sort')
        .orderBy('categories.id')
        .execute(),
      media.media_group_id === null
        ? []
        : db
            .selectFrom('media')
            .select(['id', 'title', 'season_title'])
            .where('media_group_id', '=', media.media_group_id)
            .orderBy('season_number')
            .orderBy('id')
            .execute(),
      db
        .selectFrom('actors')
        .innerJoin('media_actors', 'media_actors.actor_id', 'actors.id')
        .select(['actors.id', 'actors.name', 'actors.image', 'actors.vname', 'actors.vimage'])
        .where('media_actors.media_id', '=', id)
        .orderBy('media_actors.sort')
        .orderBy('actors.id')
        .execute(),
      relatedMedia(db, media.id),
    ]);

  return {
    id: media.id,
    kind: media.kind,
    title: media.title,
    original_name: media.original_name,
    description: media.description,
    image1: media.image1,
    logo: media.logo,
    poster_hz: media.poster_hz,
    banner: media.banner,
    liked: likeValue(status?.liked),
    later: status?.later === 1,
    notify: status?.notify === 1,
    watch_status: watchStatus(status?.watch_status),
    epId,
    is_mirror: media.is_mirror === 1,
    is_blacklist: media.is_blacklist === 1,
    translater: translator ?? null,
    categories,
    other_seasons: seasons.map((s) => ({ id: s.id, title: s.season_title ?? s.title })),
    studio: studio ?? null,
    director: director ?? null,
    actors,
    related,
    rating: media.rating,
    age_limit: media.age_limit,
    is_completed: media.is_completed === 1,
    released_date: media.released_date,
    total_episode: media.total_episode,
    season: season ?? null,
    like_count: media.like_count,
    updated_at: media.updated_at,
  };
}

import type { Kysely } from 'kysely';
import { TITLE_KINDS } from '../../contract/studio/catalogue-values';
import type { TitleKind } from '../../contract/studio/catalogue-values';
import type { StudioTitle } from '../../contract/studio/endpoints/catalogue-titles';
import type { Database } from '../db/schema';

/*
 * One title as the studio edits it (docs/decisions/053-studio-catalogue.md): every editable
 * field, with the names of what its ids point at, whatever its publish state. Read inside a
 * save's transaction too, for the audit record's before and after.
 */

const isTitleKind = (kind: string): kind is TitleKind =>
  (TITLE_KINDS as readonly string[]).includes(kind);

const picked = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export async function readTitle(db: Kysely<Database>, id: number): Promise<StudioTitle | null> {
  const media = await db
    .selectFrom('media')
    .leftJoin('studios', 'studios.id', 'media.studio_id')
    .leftJoin('directors', 'directors.id', 'media.director_id')
    .leftJoin('translators', 'translators.id', 'media.translator_id')
    .leftJoin('media_groups', 'media_groups.id', 'media.media_group_id')
    .leftJoin('movies', 'movies.media_id', 'media.id')
    .selectAll('media')
    .select([
      'studios.name as studio_name',
      'directors.name as director_name',
      'translators.nickname as translator_name',
      'media_groups.title as franchise_name',
      'movies.media_id as movie_id',
      'movies.price',
      'movies.is_free',
      'movies.has_price',
      'movies.is_theatre',
    ])
    .select((eb) =>
      eb
        .selectFrom('episodes')
        .select((count) => count.fn.countAll<number | string>().as('n'))
        .whereRef('episodes.media_id', '=', 'media.id')
        .as('episode_count'),
    )
    .where('media.id', '=', id)
    .executeTakeFirst();
  if (!media || !isTitleKind(media.kind)) return null;

  const [categories, seasons, cast] = await Promise.all([
    db
      .selectFrom('media_categories')
      .innerJoin('categories', 'categories.id', 'media_categories.category_id')
      .select(['categories.id', 'categories.title as name'])
      .where('media_categories.media_id', '=', id)
      .orderBy('categories.sort')
      .orderBy('categories.id')
      .execute(),
    media.media_group_id === null
      ? []
      : db
          .selectFrom('media')
          .select(['id', 'title', 'season_number', 'season_title', 'publish_state'])
          .where('media_group_id', '=', media.media_group_id)
          .orderBy('season_number')
          .orderBy('id')
          .execute(),
    db
      .selectFrom('media_actors')
      .innerJoin('actors', 'actors.id', 'media_actors.actor_id')
      .select([
        'actors.id as actor_id',
        'actors.name',
        'actors.vname',
        'actors.image',
        'media_actors.role',
      ])
      .where('media_actors.media_id', '=', id)
      .orderBy('media_actors.sort')
      .orderBy('actors.id')
      .execute(),
  ]);

  return {
    id: media.id,
    kind: media.kind,
    title: media.title,
    original_name: media.original_name,
    description: media.description,
    keywords: media.keywords,
    categories,
    franchise: picked(media.media_group_id, media.franchise_name),
    season_number: media.season_number,
    season_title: media.season_title,
    other_seasons: seasons,
    studio: picked(media.studio_id, media.studio_name),
    director: picked(media.director_id, media.director_name),
    translator: picked(media.translator_id, media.translator_name),
    cast,
    rating: media.rating,
    age_limit: media.age_limit,
    is_completed: media.is_completed === 1,
    status: media.status,
    released_date: media.released_date,
    logo: media.logo,
    banner: media.banner,
    image1: media.image1,
    poster_hz: media.poster_hz,
    movie:
      media.movie_id === null
        ? null
        : {
            price: media.price ?? 0,
            is_free: media.is_free === 1,
            has_price: media.has_price === 1,
            is_theatre: media.is_theatre === 1,
          },
    episode_count: Number(media.episode_count ?? 0),
    created_at: media.created_at,
    updated_at: media.updated_at,
    publish_state: media.publish_state,
    publish_at: media.publish_at,
    version: media.version,
  };
}

/** Whether the id is a title the studio's catalogue edits (not the live channel). */
export async function isTitle(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('media')
    .select('id')
    .where('id', '=', id)
    .where('kind', 'in', [...TITLE_KINDS])
    .executeTakeFirst();
  return row !== undefined;
}

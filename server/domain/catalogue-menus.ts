import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newestInCategory } from './home-categories';
import { mediaCardColumns, toMediaCard } from './media-cards';
import { countOf, pageFromRows, pageWindowAndNext } from './paging';
import type { SharedReads } from './shared-reads';
import { published, visibleEpisodes, visibleMedia } from './visibility';

/*
 * The short lists the header's menus and the new-episodes page read: newest movies, this season,
 * the seasons, a category's newest titles, and the newest episodes across all series.
 */

/** Media per season row and per mega-menu tab. */
const MENU_LIMIT = 24;

export async function latestMovies(db: Kysely<Database>) {
  const rows = await visibleMedia(db)
    .select(mediaCardColumns)
    .where('media.kind', 'in', ['movie', 'theatre'])
    .orderBy('media.created_at', 'desc')
    .orderBy('media.id', 'desc')
    .limit(MENU_LIMIT)
    .execute();
  return rows.map(toMediaCard);
}

/** "This season" is the newest season label that has any series airing in it. */
export async function currentSeason(db: Kysely<Database>) {
  const season = await db
    .selectFrom('seasons')
    .select(['id', 'title', 'year', 'quarter'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('media')
          .select('media.id')
          .whereRef('media.season_id', '=', 'seasons.id')
          .where('media.kind', '=', 'series')
          .where(published('media')),
      ),
    )
    .orderBy('year', 'desc')
    .orderBy('quarter', 'desc')
    .executeTakeFirst();
  if (!season) return { season: null, media: [] };
  const media = await visibleMedia(db)
    .select(mediaCardColumns)
    .where('media.season_id', '=', season.id)
    .where('media.kind', '=', 'series')
    .orderBy('media.rating', 'desc')
    .orderBy('media.id', 'desc')
    .limit(MENU_LIMIT)
    .execute();
  return { season, media: media.map(toMediaCard) };
}

export function seasonList(db: Kysely<Database>) {
  return db
    .selectFrom('seasons')
    .select(['id', 'title', 'year', 'quarter'])
    .orderBy('year', 'desc')
    .orderBy('quarter', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A category's menu tab, or null when there is no such category. */
export async function categoryMenu(db: Kysely<Database>, categoryId: number) {
  const category = await db
    .selectFrom('categories')
    .select(['id', 'title', 'slug'])
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) return null;
  const media = await newestInCategory(db, categoryId, MENU_LIMIT).execute();
  return { category, media: media.map(toMediaCard) };
}

/** A page of the newest episodes, each with its series' card; the total is a shared read. */
export async function latestEpisodes(db: Kysely<Database>, page: number, shared: SharedReads) {
  const { limit, offset } = pageWindowAndNext(page);
  const rows = await db
    .selectFrom('episodes')
    .innerJoin('media', 'media.id', 'episodes.media_id')
    .where(published('episodes'))
    .where(published('media'))
    .select(mediaCardColumns)
    .select([
      'episodes.id as episode_id',
      'episodes.number',
      'episodes.title as episode_title',
      'episodes.image',
      'episodes.is_free',
      'episodes.created_at',
    ])
    .orderBy('episodes.created_at', 'desc')
    .orderBy('episodes.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const items = rows.map((row) => ({
    id: row.episode_id,
    anime_id: row.id,
    number: row.number,
    title: row.episode_title,
    image: row.image,
    is_free: row.is_free === 1,
    created_at: row.created_at,
    media: toMediaCard(row),
  }));
  const count = async () =>
    countOf(
      await visibleEpisodes(db)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst(),
    );
  return pageFromRows(items, page, () => shared.read('latest-episodes total', count));
}

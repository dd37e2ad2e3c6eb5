import { Hono } from 'hono';
import type { Context } from 'hono';
import { schemas } from '../../contract/endpoints';
import type { BodyOf } from '../../contract/endpoints';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { assertUserParam } from '../http/request-user';
import { mediaCardColumns, toMediaCard } from '../domain/media-cards';
import { listMedia } from '../domain/media-listing';
import { search } from '../domain/search';
import { stableKey } from '../domain/shared-reads';
import type { SharedReads } from '../domain/shared-reads';
import { homeCategoryRows, newestInCategory } from '../domain/home-categories';
import { countOf, pageFromRows, pageWindowAndNext } from '../domain/paging';
import { HttpError } from '../http/http-error';
import { queryOf } from '../http/parse-input';
import { ok } from '../http/respond';
import { parse, parseBody, parseParams, parseQuery } from '../http/validate';

/** Media per season row and per mega-menu tab. */
const MENU_LIMIT = 24;

/** Lists: home rows, season, category menus, the two listings, new episodes, search. */
export function contentListRoutes(deps: AppDeps, shared: SharedReads): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get(paths.homeCategories.path, async (c) => ok(c, await homeCategoryRows(db)));

  app.get(paths.latestMovies.path, async (c) => {
    const rows = await db
      .selectFrom('media')
      .select(mediaCardColumns)
      .where('media.kind', 'in', ['movie', 'theatre'])
      .orderBy('media.created_at', 'desc')
      .orderBy('media.id', 'desc')
      .limit(MENU_LIMIT)
      .execute();
    return ok(c, rows.map(toMediaCard));
  });

  app.get(paths.animeSeason.path, async (c) => {
    // "This season" is the newest season label that has any series airing in it.
    const season = await db
      .selectFrom('seasons')
      .select(['id', 'title', 'year', 'quarter'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('media')
            .select('media.id')
            .whereRef('media.season_id', '=', 'seasons.id')
            .where('media.kind', '=', 'series'),
        ),
      )
      .orderBy('year', 'desc')
      .orderBy('quarter', 'desc')
      .executeTakeFirst();
    if (!season) return ok(c, { season: null, media: [] });
    const media = await db
      .selectFrom('media')
      .select(mediaCardColumns)
      .where('media.season_id', '=', season.id)
      .where('media.kind', '=', 'series')
      .orderBy('media.rating', 'desc')
      .orderBy('media.id', 'desc')
      .limit(MENU_LIMIT)
      .execute();
    return ok(c, { season, media: media.map(toMediaCard) });
  });

  app.get(paths.animeSeasonList.path, async (c) => {
    const seasons = await db
      .selectFrom('seasons')
      .select(['id', 'title', 'year', 'quarter'])
      .orderBy('year', 'desc')
      .orderBy('quarter', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok(c, seasons);
  });

  app.get(paths.animeCats.path, async (c) => {
    const { cat } = parseParams(c, schemas.animeCats.params);
    const category = await db
      .selectFrom('categories')
      .select(['id', 'title', 'slug'])
      .where('id', '=', cat)
      .executeTakeFirst();
    if (!category) throw new HttpError(404, extra.notFound);
    const media = await newestInCategory(db, cat, MENU_LIMIT).execute();
    return ok(c, { category, media: media.map(toMediaCard) });
  });

  /** POST with filters, or GET (filters at their defaults) for `t=liked`. */
  async function animeList(c: Context, body: BodyOf<'animeList'>) {
    const { userId } = parseParams(c, schemas.animeList.params);
    const query = parseQuery(c, schemas.animeList.query);
    const filters = parse(schemas.animeList.body, body);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: true });
    if (query.t !== 'all' && viewer === null) throw new HttpError(401, spec.loginRequired);
    const categoryIds = [...new Set([...filters.cats, ...(query.id ? [query.id] : [])])];
    const page = await listMedia(
      db,
      {
        kinds: query.t === 'all' ? ['series'] : null,
        categoryIds,
        seasonId: filters.season === 'all' ? null : filters.season,
        status: filters.animeStatus,
        sort: filters.sort,
        mark: query.t === 'all' || viewer === null ? null : { userId: viewer, mark: query.t },
        page: query.page,
      },
      shared,
    );
    return ok(c, page);
  }
  app.post(paths.animeList.path, async (c) =>
    animeList(c, await parseBody(c, schemas.animeList.body)),
  );
  app.get(paths.animeListGet.path, async (c) => animeList(c, {}));

  app.get(paths.latestEpisodes.path, async (c) => {
    const { page } = parseQuery(c, schemas.latestEpisodes.query);
    const { limit, offset } = pageWindowAndNext(page);
    const rows = await db
      .selectFrom('episodes')
      .innerJoin('media', 'media.id', 'episodes.media_id')
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
        await db
          .selectFrom('episodes')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst(),
      );
    return ok(
      c,
      await pageFromRows(items, page, () => shared.read('latest-episodes total', count)),
    );
  });

  app.post(paths.moviesWeb.path, async (c) => {
    const { page } = parseQuery(c, schemas.moviesWeb.query);
    const body = await parseBody(c, schemas.moviesWeb.body);
    const result = await listMedia(
      db,
      {
        kinds: body.type === 'all' ? ['movie', 'theatre'] : [body.type],
        categoryIds: body.cats,
        seasonId: null,
        status: 'all',
        sort: body.sort,
        mark: null,
        page,
      },
      shared,
    );
    return ok(c, result);
  });

  app.get(paths.search.path, async (c) => {
    // queryOf: a bad filter is answered with its own Mongolian message, not a generic 400.
    const filters = queryOf(c, schemas.search.query);
    // The same for every viewer, so a signed-in search shares guests' answers (decision 034).
    return ok(c, await shared.read(`search ${stableKey(filters)}`, () => search(db, filters)));
  });

  return app;
}

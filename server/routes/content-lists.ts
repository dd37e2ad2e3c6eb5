import { Hono } from 'hono';
import type { Context } from 'hono';
import { schemas } from '../../contract/endpoints';
import type { BodyOf } from '../../contract/endpoints';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { recordUsage } from '../domain/usage-events';
import type { AppDeps } from '../deps';
import { assertUserParam } from '../http/request-user';
import {
  categoryMenu,
  currentSeason,
  latestEpisodes,
  latestMovies,
  seasonList,
} from '../domain/catalogue-menus';
import { listMedia } from '../domain/media-listing';
import { search } from '../domain/search';
import { stableKey } from '../domain/shared-reads';
import type { SharedReads } from '../domain/shared-reads';
import { homeCategoryRows } from '../domain/home-categories';
import { HttpError } from '../http/http-error';
import { queryOf } from '../http/parse-input';
import { ok } from '../http/respond';
import { parse, parseBody, parseParams, parseQuery } from '../http/validate';

/** Lists: home rows, season, category menus, the two listings, new episodes, search. */
export function contentListRoutes(deps: AppDeps, shared: SharedReads): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get(paths.homeCategories.path, async (c) => ok(c, await homeCategoryRows(db)));

  app.get(paths.latestMovies.path, async (c) => ok(c, await latestMovies(db)));

  app.get(paths.animeSeason.path, async (c) => ok(c, await currentSeason(db)));

  app.get(paths.animeSeasonList.path, async (c) => ok(c, await seasonList(db)));

  app.get(paths.animeCats.path, async (c) => {
    const { cat } = parseParams(c, schemas.animeCats.params);
    const menu = await categoryMenu(db, cat);
    if (!menu) throw new HttpError(404, extra.notFound);
    return ok(c, menu);
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
    return ok(c, await latestEpisodes(db, page, shared));
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
    const found = await shared.read(`search ${stableKey(filters)}`, () =>
      search(db, filters, deps.clock.now()),
    );
    // A text that found nothing tells the service what viewers look for and do not get.
    if (filters.q !== undefined && found.length === 0) {
      recordUsage(deps, {
        kind: 'empty-search',
        term: filters.q.trim().toLowerCase().slice(0, 100),
      });
    }
    return ok(c, found);
  });

  return app;
}

import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { podcastOf, podcastPage, tracksOf } from '../domain/podcasts';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

/** Podcasts (paths from docs/architecture.md "Paths the spec does not name"): paged list, detail with tracks, tracks alone. */
export function podcastRoutes(deps: AppDeps): Hono {
  const { db, config } = deps;
  const app = new Hono();

  app.get(paths.podcasts.path, async (c) => {
    const { page } = parseQuery(c, schemas.podcasts.query);
    return ok(c, await podcastPage(db, page));
  });

  app.get(paths.podcastDetail.path, async (c) => {
    const { id } = parseParams(c, schemas.podcastDetail.params);
    const detail = await podcastOf(db, id);
    return ok(c, { ...detail, tracks: await tracksOf(db, config, id) });
  });

  app.get(paths.podcastTracks.path, async (c) => {
    const { id } = parseParams(c, schemas.podcastTracks.params);
    await podcastOf(db, id);
    return ok(c, await tracksOf(db, config, id));
  });

  return app;
}

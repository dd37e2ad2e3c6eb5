import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import {
  episodeDetail,
  episodeGroups,
  episodesOfGroup,
  episodesOfMedia,
} from '../domain/episode-reads';
import { assertUserParam } from '../http/request-user';
import { ok } from '../http/respond';
import { parseParams } from '../http/validate';

/** docs/product.md §7 "Statuses and episodes": the episode reads. */
export function episodeRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get(paths.episodesOfGroup.path, async (c) => {
    const { group, userId } = parseParams(c, schemas.episodesOfGroup.params);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: true });
    return ok(c, await episodesOfGroup(db, group, viewer));
  });

  app.get(paths.episodesOfMedia.path, async (c) => {
    const { mediaId, userId } = parseParams(c, schemas.episodesOfMedia.params);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: true });
    return ok(c, await episodesOfMedia(db, mediaId, viewer));
  });

  /** A season is a media of a franchise: its episodes, without any user's marks. */
  app.get(paths.episodesOfSeason.path, async (c) => {
    const { seasonId } = parseParams(c, schemas.episodesOfSeason.params);
    return ok(c, await episodesOfMedia(db, seasonId, null));
  });

  app.get(paths.groups.path, async (c) => {
    const { anime, userId } = parseParams(c, schemas.groups.params);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: true });
    return ok(c, await episodeGroups(db, anime, viewer));
  });

  /** Without a user id in the path this is the guest view: never any source. */
  app.get(paths.episode.path, async (c) => {
    const { id } = parseParams(c, schemas.episode.params);
    return ok(c, await episodeDetail(deps, id, null));
  });

  app.get(paths.episodeForUser.path, async (c) => {
    const { id, userId } = parseParams(c, schemas.episodeForUser.params);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: true });
    return ok(c, await episodeDetail(deps, id, viewer));
  });

  return app;
}

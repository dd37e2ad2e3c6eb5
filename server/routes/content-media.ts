import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { assertUserParam, currentUserId } from '../http/request-user';
import {
  actorWithMedia,
  hoverVideoOf,
  mediaExists,
  suggestedInCategory,
} from '../domain/media-extras';
import { loadMediaDetail } from '../domain/media-detail';
import { mediaUrl } from '../domain/media-url';
import { relatedMedia } from '../domain/related-media';
import type { SharedReads } from '../domain/shared-reads';
import { applyMovieAccess } from '../domain/sources';
import { loadStoredMovie } from '../domain/stored-movie';
import { HttpError } from '../http/http-error';
import { ok, refuse } from '../http/respond';
import { parseParams } from '../http/validate';

function notFound(): never {
  throw new HttpError(404, extra.notFound);
}

/** One media and what hangs off it: detail, hover video, related, suggested, movie, actor. */
export function contentMediaRoutes(deps: AppDeps, shared: SharedReads): Hono {
  const { db, config } = deps;
  const app = new Hono();

  app.get(paths.animeDetail.path, async (c) => {
    const { id, userId } = parseParams(c, schemas.animeDetail.params);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: true });
    const detail = await loadMediaDetail(db, id, viewer, shared);
    return detail ? ok(c, detail) : notFound();
  });

  app.get(paths.animeHover.path, async (c) => {
    const { id } = parseParams(c, schemas.animeHover.params);
    const video = await hoverVideoOf(db, id);
    if (video === undefined) notFound();
    // A media without a hover video is a normal "no", so the overlay keeps its banner.
    if (!video) return refuse(c, spec.videoMissing);
    return c.json({ status: true, p: mediaUrl(config, video) });
  });

  app.get(paths.mediaRelated.path, async (c) => {
    const { id } = parseParams(c, schemas.mediaRelated.params);
    const related = await relatedMedia(db, id);
    if (related.length > 0) return ok(c, related);
    // An empty list is an answer only for a media that exists.
    return (await mediaExists(db, id)) ? ok(c, related) : notFound();
  });

  app.get(paths.mediaSuggested.path, async (c) => {
    const { cat } = parseParams(c, schemas.mediaSuggested.params);
    const suggested = await suggestedInCategory(db, cat);
    return suggested ? ok(c, suggested) : notFound();
  });

  /*
   * The movie is built as stored, then the watch permission (domain/sources.ts) decides what this
   * viewer gets: a guest or a viewer without the right sees the title with its sources withheld.
   * The token is optional here; an invalid one simply reads as a guest.
   */
  app.get(paths.movie.path, async (c) => {
    const { id } = parseParams(c, schemas.movie.params);
    const stored = await loadStoredMovie(db, id);
    if (!stored) notFound();
    return ok(c, await applyMovieAccess(deps, await currentUserId(c, deps), stored));
  });

  app.get(paths.actor.path, async (c) => {
    const { id } = parseParams(c, schemas.actor.params);
    const actor = await actorWithMedia(db, id);
    return actor ? ok(c, actor) : notFound();
  });

  return app;
}

import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { schemas } from '../../contract/endpoints';
import { socialMessages } from '../../contract/endpoints/social';
import type { CommentAction } from '../../contract/entities';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { recordUsage } from '../domain/usage-events';
import type { AppDeps } from '../deps';
import { reportComment } from '../domain/comment-reports';
import { commentPage, postComment } from '../domain/comments';
import { saveHistoryPosition } from '../domain/history-writes';
import { setCommentAction, setEpisodeLike, setMediaStatus } from '../domain/likes';
import { reportEpisode } from '../domain/reports';
import { HttpError } from '../http/http-error';
import { idempotent, writeDeps } from '../http/idempotency';
import { bodyOf } from '../http/parse-input';
import { assertUserParam, currentUserId } from '../http/request-user';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

/** Comments are 2000 characters at most; 16 KiB is room for that in any encoding. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * The user of a write with `:userId` in its path. A guest (userId 0, which is what the client
 * sends without a session) is told to log in (docs/product.md §5 'Нэвтэрч орсны дараа уг үйлдлийг хийх
 * боломжтой'); a user id without a valid token is a dead session (401) and someone else's id is
 * 403, like every other `:userId` route.
 */
async function writer(c: Context, deps: AppDeps, userId: number): Promise<number> {
  if (userId === 0) throw new HttpError(401, spec.loginRequired);
  return assertUserParam(c, deps, userId, { allowGuest: false });
}

/**
 * Likes, later, notify, watch status, comments, comment actions, reports and history writes. Each
 * write sits behind idempotent() and hands the domain writeDeps(c, deps), so a keyed write runs in
 * the middleware's transaction (decision 015).
 */
export function socialRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const once = idempotent(deps);
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, extra.badRequest);
    },
  });

  app.get(paths.mediaStatus.path, once, async (c) => {
    const params = parseParams(c, schemas.mediaStatus.params);
    const scoped = writeDeps(c, deps);
    const user = await writer(c, scoped, params.userId);
    const state = await setMediaStatus(scoped, user, params.mediaId, params);
    return ok(c, state, socialMessages.statusSaved);
  });

  app.get(paths.episodeStatus.path, once, async (c) => {
    const params = parseParams(c, schemas.episodeStatus.params);
    const scoped = writeDeps(c, deps);
    const user = await writer(c, scoped, params.userId);
    const next = params.value === 'null' ? null : params.value === '1' ? 1 : 0;
    const state = await setEpisodeLike(scoped, user, params.episodeId, next);
    return ok(c, state, socialMessages.statusSaved);
  });

  app.post(paths.report.path, limit, once, async (c) => {
    const { userId } = parseParams(c, schemas.report.params);
    const scoped = writeDeps(c, deps);
    const user = await writer(c, scoped, userId);
    const body = await bodyOf(c, schemas.report.body);
    await reportEpisode(scoped, user, body);
    return c.json({ status: true, msg: spec.reportSent });
  });

  app.get(paths.comments.path, async (c) => {
    const { episodeId, userId } = parseParams(c, schemas.comments.params);
    const { page } = parseQuery(c, schemas.comments.query);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: true });
    return ok(c, await commentPage(deps, episodeId, viewer, page));
  });

  /*
   * docs/product.md §7 answers `{ status, comment }` here, not an envelope's data. Without a session the
   * answer is the spec's login text; user_id must be the token's user.
   */
  app.post(paths.commentPost.path, limit, once, async (c) => {
    if (!c.req.header('authorization')) throw new HttpError(401, spec.loginRequired);
    const body = await bodyOf(c, schemas.commentPost.body);
    const scoped = writeDeps(c, deps);
    const user = await currentUserId(c, scoped);
    if (user === null) throw new HttpError(401, extra.unauthorized);
    if (user !== body.user_id) throw new HttpError(403, extra.forbidden);
    const comment = await postComment(scoped, user, body);
    return c.json({ status: true, msg: spec.commentSent, comment });
  });

  app.get(paths.commentAction.path, once, async (c) => {
    const params = parseParams(c, schemas.commentAction.params);
    const scoped = writeDeps(c, deps);
    const user = await writer(c, scoped, params.userId);
    const state = await setCommentAction(
      scoped,
      user,
      params.commentId,
      Number(params.action) as CommentAction,
    );
    return ok(c, state);
  });

  /** A viewer's report of someone else's comment (decision 070); a repeat is answered as sent. */
  app.post(paths.commentReport.path, limit, once, async (c) => {
    const { commentId, userId } = parseParams(c, schemas.commentReport.params);
    const scoped = writeDeps(c, deps);
    const user = await writer(c, scoped, userId);
    const body = await bodyOf(c, schemas.commentReport.body);
    await reportComment(scoped, user, commentId, body.reason);
    return c.json({ status: true, msg: spec.reportSent });
  });

  /*
   * History write (added to the spec): the position in an episode, or in a movie or theatre
   * title. The reads are in history.ts.
   */
  app.post(paths.historyWrite.path, limit, once, async (c) => {
    const { userId } = parseParams(c, schemas.historyWrite.params);
    const scoped = writeDeps(c, deps);
    const user = await writer(c, scoped, userId);
    const body = await bodyOf(c, schemas.historyWrite.body);
    const played = await saveHistoryPosition(scoped, user, body);
    // With the server's database, not the request's transaction (usage-events.ts).
    recordUsage(deps, played);
    return c.json({ status: true });
  });

  return app;
}

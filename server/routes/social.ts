import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { schemas } from '../../contract/endpoints';
import { socialMessages } from '../../contract/endpoints/social';
import type { Comment, CommentAction, CommentThread, LikeValue } from '../../contract/entities';
import { watchStatusSchema } from '../../contract/entities';
import { extra, spec } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { Database } from '../db/schema';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { mediaUrl } from '../domain/media-url';
import { assertUserParam, currentUserId } from '../http/request-user';
import { countOf, pageWindow, toPaged } from '../domain/paging';
import { HttpError } from '../http/http-error';
import { lockUser } from '../domain/user-lock';
import { idempotent, writeDeps } from '../http/idempotency';
import { inTransaction } from '../db/in-transaction';
import { countWrite } from '../domain/write-limits';
import { bodyOf } from '../http/parse-input';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

/** Comments are 2000 characters at most; 16 KiB is room for that in any encoding. */
const MAX_BODY_BYTES = 16 * 1024;

type Db = Kysely<Database>;

function notFound(): never {
  throw new HttpError(404, extra.notFound);
}

/**
 * The user of a write with `:userId` in its path. A guest (userId 0, which is what the client
 * sends without a session) is told to log in (SPEC.md §5 'Нэвтэрч орсны дараа уг үйлдлийг хийх
 * боломжтой'); a user id without a valid token is a dead session (401) and someone else's id is
 * 403, like every other `:userId` route.
 */
async function writer(c: Context, deps: AppDeps, userId: number): Promise<number> {
  if (userId === 0) throw new HttpError(401, spec.loginRequired);
  return assertUserParam(c, deps, userId, { allowGuest: false });
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Decrement that never goes below zero, portable to PostgreSQL (no scalar max()). */
const decrement = (column: string) =>
  sql<number>`case when ${sql.ref(column)} > 0 then ${sql.ref(column)} - 1 else 0 end`;
const increment = (column: string) => sql<number>`${sql.ref(column)} + 1`;

function likeValue(value: number | null | undefined): LikeValue {
  if (value === 1) return 1;
  if (value === 0) return 0;
  return null;
}

function commentAction(value: number | undefined): CommentAction {
  return value === 1 || value === 2 ? value : 0;
}

/** Comments with their author; `action` is filled in per viewer. */
function commentRows(db: Db) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select([
      'comments.id',
      'comments.episode_id',
      'comments.body',
      'comments.parent_id',
      'comments.user_id',
      'comments.likes',
      'comments.dislikes',
      'comments.created_at',
      'users.nickname',
      'users.avatar',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>['execute']>>[number];

function toComment(row: CommentRow, action: CommentAction, config: Config): Comment {
  return {
    id: row.id,
    episode_id: row.episode_id,
    body: row.body,
    parent_id: row.parent_id,
    user_id: row.user_id,
    nickname: row.nickname || null,
    avatar: mediaUrl(config, row.avatar || null),
    likes: row.likes,
    dislikes: row.dislikes,
    action,
    created_at: row.created_at,
  };
}

/** Likes, later, notify, watch status, comments, comment actions, reports and history writes. */
export function socialRoutes(deps: AppDeps): Hono {
  const { clock } = deps;
  const app = new Hono();
  const once = idempotent(deps);
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, extra.badRequest);
    },
  });

  /*
   * Media status. like: '1' likes, '0' and 'null' remove the like (a media has a like toggle and a
   * like_count, no dislike); like_count moves only when the liked state really changes, so
   * repeating a value changes nothing. later, notify: '1' on, '0' off. status: a watch status or
   * 'null'. Answers the user's whole state for the media and its like_count.
   */
  app.get(paths.mediaStatus.path, once, async (c) => {
    const params = parseParams(c, schemas.mediaStatus.params);
    const scoped = writeDeps(c, deps);
    const { db } = scoped;
    const user = await writer(c, scoped, params.userId);
    const media = await db
      .selectFrom('media')
      .select('id')
      .where('id', '=', params.mediaId)
      .executeTakeFirst();
    if (!media) notFound();

    const state = await inTransaction(db, async (trx) => {
      await lockUser(trx, user);
      await countWrite({ ...scoped, db: trx }, 'toggle', user);
      const old = await trx
        .selectFrom('media_statuses')
        .select(['liked', 'later', 'notify', 'watch_status'])
        .where('user_id', '=', user)
        .where('media_id', '=', media.id)
        .executeTakeFirst();
      const next = {
        liked: old?.liked === 1 ? 1 : null,
        later: old?.later ?? 0,
        notify: old?.notify ?? 0,
        watch_status: old?.watch_status ?? null,
      };
      switch (params.action) {
        case 'like':
          next.liked = params.value === '1' ? 1 : null;
          break;
        case 'later':
          next.later = params.value === '1' ? 1 : 0;
          break;
        case 'notify':
          next.notify = params.value === '1' ? 1 : 0;
          break;
        case 'status':
          next.watch_status = params.value === 'null' ? null : params.value;
          break;
      }
      await trx
        .insertInto('media_statuses')
        .values({ user_id: user, media_id: media.id, ...next, updated_at: iso(clock.now()) })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'media_id'])
            .doUpdateSet({ ...next, updated_at: iso(clock.now()) }),
        )
        .execute();
      const wasLiked = old?.liked === 1;
      const isLiked = next.liked === 1;
      if (wasLiked !== isLiked) {
        await trx
          .updateTable('media')
          .set({ like_count: isLiked ? increment('like_count') : decrement('like_count') })
          .where('id', '=', media.id)
          .execute();
      }
      const { like_count } = await trx
        .selectFrom('media')
        .select('like_count')
        .where('id', '=', media.id)
        .executeTakeFirstOrThrow();
      const status = watchStatusSchema.safeParse(next.watch_status);
      return {
        liked: likeValue(next.liked),
        later: next.later === 1,
        notify: next.notify === 1,
        watch_status: status.success ? status.data : null,
        like_count,
      };
    });
    return ok(c, state, socialMessages.statusSaved);
  });

  /*
   * Episode like: '1' like, '0' dislike, 'null' clear. Switching moves one count to the other;
   * repeating a value changes nothing.
   */
  app.get(paths.episodeStatus.path, once, async (c) => {
    const params = parseParams(c, schemas.episodeStatus.params);
    const scoped = writeDeps(c, deps);
    const user = await writer(c, scoped, params.userId);
    const next = params.value === 'null' ? null : params.value === '1' ? 1 : 0;

    const state = await inTransaction(scoped.db, async (trx) => {
      await lockUser(trx, user);
      await countWrite({ ...scoped, db: trx }, 'toggle', user);
      const episode = await trx
        .selectFrom('episodes')
        .select('id')
        .where('id', '=', params.episodeId)
        .executeTakeFirst();
      if (!episode) notFound();
      const old = await trx
        .selectFrom('episode_likes')
        .select('value')
        .where('user_id', '=', user)
        .where('episode_id', '=', episode.id)
        .executeTakeFirst();
      const before = old ? likeValue(old.value) : null;
      if (before !== next) {
        if (next === null) {
          await trx
            .deleteFrom('episode_likes')
            .where('user_id', '=', user)
            .where('episode_id', '=', episode.id)
            .execute();
        } else {
          await trx
            .insertInto('episode_likes')
            .values({
              user_id: user,
              episode_id: episode.id,
              value: next,
              created_at: iso(clock.now()),
            })
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'episode_id'])
                .doUpdateSet({ value: next, created_at: iso(clock.now()) }),
            )
            .execute();
        }
        await trx
          .updateTable('episodes')
          .set({
            ...(before === 1 ? { like_count: decrement('like_count') } : {}),
            ...(before === 0 ? { dislike_count: decrement('dislike_count') } : {}),
            ...(next === 1 ? { like_count: increment('like_count') } : {}),
            ...(next === 0 ? { dislike_count: increment('dislike_count') } : {}),
          })
          .where('id', '=', episode.id)
          .execute();
      }
      const counts = await trx
        .selectFrom('episodes')
        .select(['like_count', 'dislike_count'])
        .where('id', '=', episode.id)
        .executeTakeFirstOrThrow();
      return { liked: next, likeCount: counts.like_count, dislikeCount: counts.dislike_count };
    });
    return ok(c, state, socialMessages.statusSaved);
  });

  app.post(paths.report.path, limit, once, async (c) => {
    const { userId } = parseParams(c, schemas.report.params);
    const scoped = writeDeps(c, deps);
    const { db } = scoped;
    const user = await writer(c, scoped, userId);
    const body = await bodyOf(c, schemas.report.body);
    const episode = await db
      .selectFrom('episodes')
      .select(['id', 'media_id'])
      .where('id', '=', body.parent_id)
      .executeTakeFirst();
    if (!episode) notFound();
    if (episode.media_id !== body.media_id) throw new HttpError(400, extra.badRequest);
    await inTransaction(db, async (trx) => {
      await countWrite({ ...scoped, db: trx }, 'report', user);
      await trx
        .insertInto('reports')
        .values({
          user_id: user,
          type: body.type,
          parent_id: episode.id,
          media_id: episode.media_id,
          report: body.report,
          created_at: iso(clock.now()),
        })
        .execute();
    });
    return c.json({ status: true, msg: spec.reportSent });
  });

  app.get(paths.comments.path, async (c) => {
    const { episodeId, userId } = parseParams(c, schemas.comments.params);
    const { page } = parseQuery(c, schemas.comments.query);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: true });
    const { db } = deps;
    const episode = await db
      .selectFrom('episodes')
      .select('id')
      .where('id', '=', episodeId)
      .executeTakeFirst();
    if (!episode) notFound();

    const { limit: size, offset } = pageWindow(page);
    const [count, roots] = await Promise.all([
      db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('episode_id', '=', episode.id)
        .where('parent_id', 'is', null)
        .executeTakeFirst(),
      commentRows(db)
        .where('comments.episode_id', '=', episode.id)
        .where('comments.parent_id', 'is', null)
        .orderBy('comments.created_at', 'desc')
        .orderBy('comments.id', 'desc')
        .limit(size)
        .offset(offset)
        .execute(),
    ]);
    const rootIds = roots.map((r) => r.id);
    const replies =
      rootIds.length === 0
        ? []
        : await commentRows(db)
            .where('comments.parent_id', 'in', rootIds)
            .orderBy('comments.created_at', 'asc')
            .orderBy('comments.id', 'asc')
            .execute();
    const allIds = [...rootIds, ...replies.map((r) => r.id)];
    const actions = new Map<number, number>();
    if (viewer !== null && allIds.length > 0) {
      const rows = await db
        .selectFrom('comment_actions')
        .select(['comment_id', 'action'])
        .where('user_id', '=', viewer)
        .where('comment_id', 'in', allIds)
        .execute();
      for (const row of rows) actions.set(row.comment_id, row.action);
    }
    const threads: CommentThread[] = roots.map((root) => ({
      ...toComment(root, commentAction(actions.get(root.id)), deps.config),
      replies: replies
        .filter((r) => r.parent_id === root.id)
        .map((r) => toComment(r, commentAction(actions.get(r.id)), deps.config)),
    }));
    return ok(c, toPaged(threads, countOf(count), page));
  });

  /*
   * SPEC.md §7 answers `{ status, comment }` here, not an envelope's data. Without a session the
   * answer is the spec's login text; user_id must be the token's user.
   */
  app.post(paths.commentPost.path, limit, once, async (c) => {
    if (!c.req.header('authorization')) throw new HttpError(401, spec.loginRequired);
    const body = await bodyOf(c, schemas.commentPost.body);
    const scoped = writeDeps(c, deps);
    const { db } = scoped;
    const user = await currentUserId(c, scoped);
    if (user === null) throw new HttpError(401, extra.unauthorized);
    if (user !== body.user_id) throw new HttpError(403, extra.forbidden);

    const episode = await db
      .selectFrom('episodes')
      .select('id')
      .where('id', '=', body.episode_id)
      .executeTakeFirst();
    if (!episode) notFound();
    let parentId: number | null = null;
    if (body.parent_id !== null) {
      const parent = await db
        .selectFrom('comments')
        .select(['id', 'episode_id', 'parent_id'])
        .where('id', '=', body.parent_id)
        .executeTakeFirst();
      if (!parent || parent.episode_id !== episode.id) throw new HttpError(400, spec.commentFailed);
      // Replies are one level deep: answering a reply joins its thread.
      parentId = parent.parent_id ?? parent.id;
    }

    const id = await inTransaction(db, async (trx) => {
      await countWrite({ ...scoped, db: trx }, 'comment', user);
      const inserted = await trx
        .insertInto('comments')
        .values({
          episode_id: episode.id,
          user_id: user,
          parent_id: parentId,
          body: body.body,
          likes: 0,
          dislikes: 0,
          created_at: iso(clock.now()),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('episodes')
        .set({ comment_count: increment('comment_count') })
        .where('id', '=', episode.id)
        .execute();
      return inserted.id;
    });
    const row = await commentRows(db).where('comments.id', '=', id).executeTakeFirstOrThrow();
    return c.json({ status: true, msg: spec.commentSent, comment: toComment(row, 0, deps.config) });
  });

  /*
   * Comment action: 0 none, 1 like, 2 dislike. Switching from like to dislike moves one count to
   * the other; repeating the current action changes nothing.
   */
  app.get(paths.commentAction.path, once, async (c) => {
    const params = parseParams(c, schemas.commentAction.params);
    const scoped = writeDeps(c, deps);
    const user = await writer(c, scoped, params.userId);
    const next = Number(params.action) as CommentAction;

    const state = await inTransaction(scoped.db, async (trx) => {
      await lockUser(trx, user);
      await countWrite({ ...scoped, db: trx }, 'toggle', user);
      const comment = await trx
        .selectFrom('comments')
        .select('id')
        .where('id', '=', params.commentId)
        .executeTakeFirst();
      if (!comment) notFound();
      const old = await trx
        .selectFrom('comment_actions')
        .select('action')
        .where('comment_id', '=', comment.id)
        .where('user_id', '=', user)
        .executeTakeFirst();
      const before = commentAction(old?.action);
      if (before !== next) {
        if (next === 0) {
          await trx
            .deleteFrom('comment_actions')
            .where('comment_id', '=', comment.id)
            .where('user_id', '=', user)
            .execute();
        } else {
          await trx
            .insertInto('comment_actions')
            .values({
              comment_id: comment.id,
              user_id: user,
              action: next,
              created_at: iso(clock.now()),
            })
            .onConflict((oc) =>
              oc
                .columns(['comment_id', 'user_id'])
                .doUpdateSet({ action: next, created_at: iso(clock.now()) }),
            )
            .execute();
        }
        await trx
          .updateTable('comments')
          .set({
            ...(before === 1 ? { likes: decrement('likes') } : {}),
            ...(before === 2 ? { dislikes: decrement('dislikes') } : {}),
            ...(next === 1 ? { likes: increment('likes') } : {}),
            ...(next === 2 ? { dislikes: increment('dislikes') } : {}),
          })
          .where('id', '=', comment.id)
          .execute();
      }
      const counts = await trx
        .selectFrom('comments')
        .select(['likes', 'dislikes'])
        .where('id', '=', comment.id)
        .executeTakeFirstOrThrow();
      return { likes: counts.likes, dislikes: counts.dislikes, action: next };
    });
    return ok(c, state);
  });

  /*
   * History write (added to the spec): the position in an episode, or in a movie or theatre
   * title, one row per (user, episode) or (user, movie). The position is capped at the duration.
   */
  app.post(paths.historyWrite.path, limit, once, async (c) => {
    const { userId } = parseParams(c, schemas.historyWrite.params);
    const scoped = writeDeps(c, deps);
    const { db } = scoped;
    const user = await writer(c, scoped, userId);
    const body = await bodyOf(c, schemas.historyWrite.body);
    await countWrite(scoped, 'history', user);
    const now = iso(clock.now());

    if (body.episode_id !== undefined) {
      const episode = await db
        .selectFrom('episodes')
        .select(['id', 'media_id', 'duration_sec'])
        .where('id', '=', body.episode_id)
        .executeTakeFirst();
      if (!episode) notFound();
      const duration = body.duration_sec || episode.duration_sec;
      const position = duration > 0 ? Math.min(body.position_sec, duration) : body.position_sec;
      await db
        .insertInto('history')
        .values({
          user_id: user,
          media_id: episode.media_id,
          episode_id: episode.id,
          position_sec: position,
          duration_sec: duration,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'episode_id'])
            .doUpdateSet({ position_sec: position, duration_sec: duration, updated_at: now }),
        )
        .execute();
      return c.json({ status: true });
    }

    const movie = await db
      .selectFrom('movies')
      .innerJoin('media', 'media.id', 'movies.media_id')
      .select(['movies.media_id', 'movies.duration_sec', 'media.kind'])
      .where('movies.media_id', '=', body.movie_id!)
      .executeTakeFirst();
    // The live channel has no position to come back to.
    if (!movie || movie.kind === 'live') notFound();
    const duration = body.duration_sec || movie.duration_sec;
    const position = duration > 0 ? Math.min(body.position_sec, duration) : body.position_sec;
    // A movie's row has episode_id null, which a unique index does not cover: find it first.
    await inTransaction(db, async (trx) => {
      await lockUser(trx, user);
      const existing = await trx
        .selectFrom('history')
        .select('id')
        .where('user_id', '=', user)
        .where('media_id', '=', movie.media_id)
        .where('episode_id', 'is', null)
        .orderBy('id')
        .executeTakeFirst();
      if (existing) {
        await trx
          .updateTable('history')
          .set({ position_sec: position, duration_sec: duration, updated_at: now })
          .where('id', '=', existing.id)
          .execute();
      } else {
        await trx
          .insertInto('history')
          .values({
            user_id: user,
            media_id: movie.media_id,
            episode_id: null,
            position_sec: position,
            duration_sec: duration,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    });
    return c.json({ status: true });
  });

  return app;
}

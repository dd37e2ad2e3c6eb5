import type { z } from 'zod';
import type { schemas } from '../../contract/endpoints';
import type { Comment, CommentAction, CommentThread } from '../../contract/entities';
import type { Paged } from '../../contract/envelope';
import { extra, spec } from '../../contract/messages';
import type { Config } from '../config';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AppDeps } from '../deps';
import { assertMayComment } from './comment-bans';
import { heldWordFor } from './comment-words';
import { increment } from './counter-sql';
import { DomainError } from './domain-error';
import { commentAction } from './likes';
import { mediaUrl } from './media-url';
import { countOf, pageWindow, toPaged } from './paging';
import { countWrite } from './write-limits';
import { visibleEpisodes } from './visibility';

type Db = Kysely<Database>;
type NewComment = z.infer<typeof schemas.commentPost.body>;

const iso = (ms: number) => new Date(ms).toISOString();

function notFound(): never {
  throw new DomainError('not-found', extra.notFound);
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
      'comments.hidden_at',
      'comments.held_at',
      'users.nickname',
      'users.avatar',
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>['execute']>>[number];

/**
 * A comment a moderator hid keeps its place (its replies stay) without its text (decision 063).
 * A held one reaches only its author, marked as waiting for review (decision 070).
 */
function toComment(row: CommentRow, action: CommentAction, config: Config): Comment {
  const removed = row.hidden_at !== null;
  const held = !removed && row.held_at !== null;
  return {
    id: row.id,
    episode_id: row.episode_id,
    body: removed ? '' : row.body,
    parent_id: row.parent_id,
    user_id: row.user_id,
    nickname: row.nickname || null,
    avatar: mediaUrl(config, row.avatar || null),
    likes: row.likes,
    dislikes: row.dislikes,
    action,
    created_at: row.created_at,
    ...(removed ? { removed: true as const } : {}),
    ...(held ? { held: true as const } : {}),
  };
}

/** A held comment is its author's alone until a moderator approves it (decision 070). */
function seenBy(eb: ExpressionBuilder<Database, 'comments'>, viewer: number | null) {
  return viewer === null
    ? eb('comments.held_at', 'is', null)
    : eb.or([eb('comments.held_at', 'is', null), eb('comments.user_id', '=', viewer)]);
}

/** A page of an episode's threads (newest first, replies oldest first), with the viewer's actions. */
export async function commentPage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  episodeId: number,
  viewer: number | null,
  page: number,
): Promise<Paged<CommentThread>> {
  const { db } = deps;
  const episode = await visibleEpisodes(db)
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
      .where((eb) => seenBy(eb, viewer))
      .executeTakeFirst(),
    commentRows(db)
      .where('comments.episode_id', '=', episode.id)
      .where('comments.parent_id', 'is', null)
      .where((eb) => seenBy(eb, viewer))
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
          .where((eb) => seenBy(eb, viewer))
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
  return toPaged(threads, countOf(count), page);
}

/**
 * Posts a comment or a reply by `user` (already verified as the body's user_id) and counts it on
 * the episode. Replies are one level deep: answering a reply joins its thread.
 */
export async function postComment(deps: AppDeps, user: number, body: NewComment): Promise<Comment> {
  const { db, clock } = deps;
  await assertMayComment(db, clock.now(), user);
  const episode = await visibleEpisodes(db)
    .select('id')
    .where('id', '=', body.episode_id)
    .executeTakeFirst();
  if (!episode) notFound();
  let parentId: number | null = null;
  if (body.parent_id !== null) {
    const parent = await db
      .selectFrom('comments')
      .select(['id', 'episode_id', 'parent_id', 'held_at'])
      .where('id', '=', body.parent_id)
      .executeTakeFirst();
    // A held comment takes no replies: nobody else sees it, and a rejection deletes it.
    if (!parent || parent.episode_id !== episode.id || parent.held_at !== null) {
      throw new DomainError('malformed', spec.commentFailed);
    }
    parentId = parent.parent_id ?? parent.id;
  }

  const heldWord = await heldWordFor(db, body.body);
  const id = await inTransaction(db, async (trx) => {
    await countWrite({ ...deps, db: trx }, 'comment', user);
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
        held_at: heldWord === null ? null : iso(clock.now()),
        held_word: heldWord,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A held comment counts on the episode once a moderator approves it.
    if (heldWord === null) {
      await trx
        .updateTable('episodes')
        .set({ comment_count: increment('comment_count') })
        .where('id', '=', episode.id)
        .execute();
    }
    return inserted.id;
  });
  const row = await commentRows(db).where('comments.id', '=', id).executeTakeFirstOrThrow();
  return toComment(row, 0, deps.config);
}

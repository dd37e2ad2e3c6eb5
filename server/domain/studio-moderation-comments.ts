import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { StudioCommentRow } from '../../contract/studio/endpoints/moderation';
import type { CommentFilter, CommentSort } from '../../contract/studio/moderation-values';
import { inTransaction } from '../db/in-transaction';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { closeCommentReports } from './comment-reports';
import { moderationPage, moderationWindow, person } from './studio-moderation-people';

/*
 * Comments in the moderation room (docs/decisions/063-moderation.md): newest first, searched by
 * text and by author; hidden (the row stays, the viewer sees that it was removed and its replies
 * stay readable), restored, or deleted with its replies. Each change is audited with its reason;
 * hiding a hidden comment or restoring a shown one changes nothing and records nothing.
 */

type Db = Kysely<Database>;

export interface CommentFilterQuery {
  q?: string | undefined;
  user?: number | undefined;
  phone?: string | undefined;
  show: CommentFilter;
  /** 'reported': only comments with open reports, the most reported first (decision 070). */
  sort?: CommentSort | undefined;
  page: number;
}

/** `%`, `_` and the escape itself are literal in a search, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function commentList(db: Db, now: number, filter: CommentFilterQuery) {
  const nowIso = new Date(now).toISOString();
  let query = db
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    // visibility: every state — a moderator reads comments of any episode, shown or not.
    .innerJoin('episodes as e', 'e.id', 'c.episode_id')
    // visibility: every state — as above.
    .innerJoin('media as m', 'm.id', 'e.media_id')
    .leftJoin('comment_bans as b', (join) =>
      join.onRef('b.user_id', '=', 'c.user_id').on('b.until', '>', nowIso),
    )
    .select((eb) => [
      'c.id',
      'c.body',
      'c.parent_id',
      'c.created_at',
      'c.hidden_at',
      'c.hidden_reason',
      'c.held_at',
      'c.held_word',
      'u.id as author_id',
      'u.nickname',
      'u.phone',
      'b.until',
      'e.media_id',
      'e.id as episode_id',
      'm.title',
      'e.title as episode',
      eb
        .selectFrom('comments as r')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('r.parent_id', '=', 'c.id')
        .as('replies'),
      // Open reports only: a hide or delete closes them, a restore does not reopen them.
      eb
        .selectFrom('comment_reports as cr')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('cr.comment_id', '=', 'c.id')
        .where('cr.closed_at', 'is', null)
        .as('reports'),
    ]);
  if (filter.q !== undefined) {
    const pattern = `%${likeEscaped(filter.q)}%`;
    // PostgreSQL's ILIKE folds Cyrillic too; SQLite's LIKE folds ASCII only (decision 063).
    query = isPostgres(db)
      ? query.where(sql<boolean>`c.body ilike ${pattern} escape '\\'`)
      : query.where(sql<boolean>`c.body like ${pattern} escape '\\'`);
  }
  if (filter.user !== undefined) query = query.where('c.user_id', '=', filter.user);
  if (filter.phone !== undefined) query = query.where('u.phone', '=', filter.phone);
  if (filter.show === 'hidden') query = query.where('c.hidden_at', 'is not', null);
  if (filter.show === 'shown')
    query = query.where('c.hidden_at', 'is', null).where('c.held_at', 'is', null);
  if (filter.show === 'held') query = query.where('c.held_at', 'is not', null);
  const { limit, offset } = moderationWindow(filter.page);
  if (filter.sort === 'reported') {
    query = query
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('comment_reports as open')
            .select('open.user_id')
            .whereRef('open.comment_id', '=', 'c.id')
            .where('open.closed_at', 'is', null),
        ),
      )
      .orderBy('reports', 'desc');
  }
  const rows = await query.orderBy('c.id', 'desc').limit(limit).offset(offset).execute();
  const items: StudioCommentRow[] = rows.map((row) => ({
    id: row.id,
    body: row.body,
    parent_id: row.parent_id,
    created_at: row.created_at,
    author: person(row.author_id, row.nickname, row.phone)!,
    author_banned_until: row.until ?? null,
    media_id: row.media_id,
    episode_id: row.episode_id,
    title: row.title,
    episode: row.episode,
    link: `/watch/${row.media_id}/${row.episode_id}`,
    replies: Number(row.replies ?? 0),
    hidden_at: row.hidden_at,
    hidden_reason: row.hidden_reason,
    held_at: row.held_at,
    held_word: row.held_word,
    reports: Number(row.reports ?? 0),
  }));
  return moderationPage(items, filter.page);
}

function commentOf(db: Db, id: number) {
  return db
    .selectFrom('comments')
    .select([
      'id',
      'episode_id',
      'user_id',
      'parent_id',
      'body',
      'hidden_at',
      'hidden_reason',
      'held_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** false when there is no such comment. */
export function hideComment(db: Db, now: number, userId: number, id: number, reason: string) {
  return inTransaction(db, async (trx) => {
    const before = await commentOf(trx, id);
    if (!before) return false;
    if (before.hidden_at !== null) return true;
    const changed = await trx
      .updateTable('comments')
      .set({ hidden_at: new Date(now).toISOString(), hidden_by: userId, hidden_reason: reason })
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return true;
    const reportsClosed = await closeCommentReports(trx, now, userId, [id], 'hidden');
    await recordAudit(trx, now, {
      userId,
      entity: 'comment',
      entityId: id,
      action: 'hide',
      before: { body: before.body, author: before.user_id, hidden: false },
      after: { hidden: true, reason, ...(reportsClosed > 0 ? { reportsClosed } : {}) },
    });
    return true;
  });
}

export function restoreComment(db: Db, now: number, userId: number, id: number) {
  return inTransaction(db, async (trx) => {
    const before = await commentOf(trx, id);
    if (!before) return false;
    if (before.hidden_at === null) return true;
    const changed = await trx
      .updateTable('comments')
      .set({ hidden_at: null, hidden_by: null, hidden_reason: null })
      .where('id', '=', id)
      .where('hidden_at', 'is not', null)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return true;
    await recordAudit(trx, now, {
      userId,
      entity: 'comment',
      entityId: id,
      action: 'restore',
      before: { hidden: true, reason: before.hidden_reason },
      after: { hidden: false },
    });
    return true;
  });
}

/** Deletes the comment and its replies (the schema's cascade); the episode's count follows. */
export function deleteComment(db: Db, now: number, userId: number, id: number, reason: string) {
  return inTransaction(db, async (trx) => {
    const before = await commentOf(trx, id);
    if (!before) return false;
    const replies = await trx
      .selectFrom('comments')
      .select(['id', 'user_id', 'body'])
      .where('parent_id', '=', id)
      .execute();
    const removed = await trx.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
    if (removed.numDeletedRows === 0n) return false;
    const reportsClosed = await closeCommentReports(
      trx,
      now,
      userId,
      [id, ...replies.map((r) => r.id)],
      'deleted',
    );
    // A held comment was never counted on the episode (decision 070).
    const n = (before.held_at === null ? 1 : 0) + replies.length;
    await trx
      .updateTable('episodes')
      .set({
        comment_count: sql<number>`case when comment_count > ${n} then comment_count - ${n} else 0 end`,
      })
      .where('id', '=', before.episode_id)
      .execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'comment',
      entityId: id,
      action: 'delete',
      before: { body: before.body, author: before.user_id, episode: before.episode_id, replies },
      after: { reason, ...(reportsClosed > 0 ? { reportsClosed } : {}) },
    });
    return true;
  });
}

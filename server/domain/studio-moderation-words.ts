import type { Kysely } from 'kysely';
import type { StudioCommentWord } from '../../contract/studio/endpoints/moderation-words';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { increment } from './counter-sql';
import { person } from './studio-moderation-people';
import { foldEntry } from './word-fold';

/*
 * The moderators' word list and the comments it holds (docs/decisions/070-moderation-words-
 * contact.md). Entries are stored folded, so "Муу" and "муу" are one entry and adding it again
 * adds nothing. Approving a held comment shows it and counts it on its episode; rejecting deletes
 * it. Every change is audited; a change that finds nothing to change records nothing.
 */

type Db = Kysely<Database>;

export async function wordList(db: Db): Promise<StudioCommentWord[]> {
  const rows = await db
    .selectFrom('comment_words as w')
    .leftJoin('users as u', 'u.id', 'w.created_by')
    .select(['w.id', 'w.word', 'w.created_at', 'u.id as by_id', 'u.nickname', 'u.phone'])
    .orderBy('w.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    word: r.word,
    created_at: r.created_at,
    created_by: person(r.by_id, r.nickname, r.phone),
  }));
}

export type AddWordOutcome =
  { kind: 'empty' } | { kind: 'added' | 'exists'; id: number; word: string };

export function addWord(db: Db, now: number, userId: number, raw: string) {
  const word = foldEntry(raw);
  return inTransaction(db, async (trx): Promise<AddWordOutcome> => {
    if (word === '') return { kind: 'empty' };
    const inserted = await trx
      .insertInto('comment_words')
      .values({ word, created_by: userId, created_at: new Date(now).toISOString() })
      // Two moderators adding the same word at once: one row, the second is told it is there.
      .onConflict((oc) => oc.column('word').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const found = await trx
        .selectFrom('comment_words')
        .select('id')
        .where('word', '=', word)
        .executeTakeFirstOrThrow();
      return { kind: 'exists', id: found.id, word };
    }
    await recordAudit(trx, now, {
      userId,
      entity: 'comment_word',
      entityId: inserted.id,
      action: 'add',
      before: null,
      after: { word, entered: raw },
    });
    return { kind: 'added', id: inserted.id, word };
  });
}

/** false when there is no such entry (removed already). */
export function removeWord(db: Db, now: number, userId: number, id: number) {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('comment_words')
      .select(['id', 'word'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) return false;
    const removed = await trx.deleteFrom('comment_words').where('id', '=', id).executeTakeFirst();
    if (removed.numDeletedRows === 0n) return false;
    await recordAudit(trx, now, {
      userId,
      entity: 'comment_word',
      entityId: id,
      action: 'remove',
      before: { word: before.word },
      after: null,
    });
    return true;
  });
}

export type HeldOutcome = 'done' | 'missing' | 'not-held';

function heldComment(db: Db, id: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'episode_id', 'user_id', 'body', 'held_at', 'held_word'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Shows a held comment to everyone. Approving it again (a double click, a second moderator) is
 * answered as done and changes nothing.
 */
export function approveComment(db: Db, now: number, userId: number, id: number) {
  return inTransaction(db, async (trx): Promise<HeldOutcome> => {
    const before = await heldComment(trx, id);
    if (!before) return 'missing';
    if (before.held_at === null) return 'done';
    const changed = await trx
      .updateTable('comments')
      // Approved stays approved: a later rescan of the list does not hold it again.
      .set({ held_at: null, held_word: null, approved_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .where('held_at', 'is not', null)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return 'done';
    await trx
      .updateTable('episodes')
      .set({ comment_count: increment('comment_count') })
      .where('id', '=', before.episode_id)
      .execute();
    await recordAudit(trx, now, {
      userId,
      entity: 'comment',
      entityId: id,
      action: 'approve',
      before: { held: true, word: before.held_word, body: before.body, author: before.user_id },
      after: { held: false },
    });
    return 'done';
  });
}

/** Deletes a held comment; one that is shown already is refused (delete it as any other). */
export function rejectComment(db: Db, now: number, userId: number, id: number) {
  return inTransaction(db, async (trx): Promise<HeldOutcome> => {
    const before = await heldComment(trx, id);
    if (!before) return 'missing';
    if (before.held_at === null) return 'not-held';
    const removed = await trx
      .deleteFrom('comments')
      .where('id', '=', id)
      .where('held_at', 'is not', null)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) return 'missing';
    await recordAudit(trx, now, {
      userId,
      entity: 'comment',
      entityId: id,
      action: 'reject',
      before: { held: true, word: before.held_word, body: before.body, author: before.user_id },
      after: null,
    });
    return 'done';
  });
}

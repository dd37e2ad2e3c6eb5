import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addIndex, withId } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The moderation room's second part (docs/decisions/070-moderation-words-contact.md):
 * - `comment_words`: the words and phrases a moderator keeps; stored in their folded form (lower
 *   case, words separated by one space), unique, so adding one twice adds nothing;
 * - a comment that matched one when written is held: `held_at` and the word it matched, until a
 *   moderator approves it (both back to null) or rejects it (the row is deleted);
 * - a contact message gets a state ('open' | 'closed'), the staff's answer with the channel it
 *   went by and whether the provider took it, and who closed it when;
 * - a report remembers the playback second the viewer was at, when the app sent one.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('reports').addColumn('at_seconds', 'integer').execute();

  await withId(db, db.schema.createTable('comment_words'))
    .addColumn('word', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('comments').addColumn('held_at', 'text').execute();
  await db.schema.alterTable('comments').addColumn('held_word', 'text').execute();
  await addIndex(db, 'comments', ['held_at']);

  await db.schema
    .alterTable('contact_messages')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(sql`'open'`))
    .execute();
  for (const column of [
    'answer',
    'answer_channel',
    'answered_at',
    'delivery',
    'closed_at',
  ] as const) {
    await db.schema.alterTable('contact_messages').addColumn(column, 'text').execute();
  }
  for (const column of ['answered_by', 'closed_by'] as const) {
    await db.schema.alterTable('contact_messages').addColumn(column, 'integer').execute();
  }
  await addIndex(db, 'contact_messages', ['state', 'id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('contact_messages_state_id_idx').execute();
  for (const column of [
    'closed_by',
    'answered_by',
    'closed_at',
    'delivery',
    'answered_at',
    'answer_channel',
    'answer',
    'state',
  ]) {
    await db.schema.alterTable('contact_messages').dropColumn(column).execute();
  }
  await db.schema.dropIndex('comments_held_at_idx').execute();
  await db.schema.alterTable('comments').dropColumn('held_word').execute();
  await db.schema.alterTable('comments').dropColumn('held_at').execute();
  await db.schema.dropTable('comment_words').execute();
  await db.schema.alterTable('reports').dropColumn('at_seconds').execute();
}

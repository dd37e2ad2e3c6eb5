import type { Kysely } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The moderation room's third part (docs/decisions/070-moderation-words-contact.md):
 * - `comment_reports`: a viewer's report of someone's comment, one per viewer and comment (the
 *   key), with the reason they chose; `closed_at`/`closed_by`/`closed_as` once a moderator hid or
 *   deleted the comment. `comment_id` has no foreign key on purpose: a deleted comment's reports
 *   stay, closed, as the record of what viewers said;
 * - `comments.approved_at`: a moderator approved it after a hold, so a rescan of the word list
 *   does not hold it again.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('comment_reports')
    .addColumn('comment_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'integer')
    .addColumn('closed_as', 'text')
    .addPrimaryKeyConstraint('comment_reports_pk', ['comment_id', 'user_id'])
    .execute();
  await addIndex(db, 'comment_reports', ['user_id']);
  await db.schema.alterTable('comments').addColumn('approved_at', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('comments').dropColumn('approved_at').execute();
  await db.schema.dropTable('comment_reports').execute();
}

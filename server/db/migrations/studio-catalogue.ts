import type { Kysely } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The studio's catalogue (docs/decisions/053-studio-catalogue.md):
 * - a cast member's role in a title ("Гол дүр", a character's name), written by the studio;
 * - the studio's title list pages every kind at once, newest created or by title, so it needs
 *   the orders without `kind` in front; the (kind, …) indexes serve one kind at a time only.
 *   Newest updated already has (updated_at, id) (recent-media.ts).
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('media_actors').addColumn('role', 'text').execute();
  await addIndex(db, 'media', ['title_sort', 'id']);
  await addIndex(db, 'media', ['created_at', 'id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('media_created_at_id_idx').ifExists().execute();
  await db.schema.dropIndex('media_title_sort_id_idx').ifExists().execute();
  await db.schema.alterTable('media_actors').dropColumn('role').execute();
}

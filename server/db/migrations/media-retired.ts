import type { Kysely } from 'kysely';
import { addIndex, withId } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * Media files waiting to be swept (docs/decisions/067-ingest-replace-sweep.md): one row per
 * stored path a title no longer plays (a replaced video's version folder, a replaced podcast
 * file, the files a title had before versions), removed once `due_at` has passed. The row is
 * deleted only after its files are gone, so a sweep cut short is finished by the next one.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('media_retired'))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'media_retired', ['due_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('media_retired').execute();
}

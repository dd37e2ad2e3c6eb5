import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addIndex, withId } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * Source files on their way in (docs/decisions/060-tus-upload.md): one row per tus upload, naming
 * what it is for (an episode, a movie or theatre title, a podcast track; video, audio, subtitle or
 * a dub with its language) and how far it has come. Sizes are bigint: a film is several GB. No
 * foreign key to the owner: three owner tables, and the row must outlive a deleted episode long
 * enough for the sweep to remove its file.
 */
export async function up(db: Db): Promise<void> {
  await withId(db, db.schema.createTable('media_uploads'))
    .addColumn('tus_id', 'text', (c) => c.notNull().unique())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('language', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('offset', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(sql`'uploading'`))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'media_uploads', ['owner_type', 'owner_id']);
  await addIndex(db, 'media_uploads', ['state', 'updated_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('media_uploads').execute();
}

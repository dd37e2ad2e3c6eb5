import type { Kysely } from 'kysely';
import { refreshRelatedMedia } from '../../domain/related-media';
import type { Database } from '../schema';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * media_related: each media's "similar titles", stored when categories change instead of ranked
 * on every detail read (docs/decisions/023-cheap-reads.md). An existing catalogue gets its lists
 * here; a new database gets them from the seed, which runs after the migrations. The backfill
 * is the server's own refresh on purpose: the lists are derived data, and the ranking that
 * fills them must be the one the server keeps them with.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('media_related')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('related_id', 'integer', (c) =>
      c.notNull().references('media.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('media_related_pk', ['media_id', 'sort'])
    .execute();
  // Deleting a media looks its rows up on both sides.
  await addIndex(db, 'media_related', ['related_id']);
  await refreshRelatedMedia(db as Kysely<Database>);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('media_related').ifExists().execute();
}

import type { Kysely } from 'kysely';
import { addIndex } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * media_related: each media's "similar titles", stored when categories change instead of ranked
 * on every detail read (docs/decisions/023-cheap-reads.md). The table only: the lists are derived
 * data, filled by the server's own ranking after the migrations (process/prepare-database.ts for
 * a catalogue that has none yet, the seed for a new one). A migration that ran today's domain
 * code would write something else each time the ranking changed.
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
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('media_related').ifExists().execute();
}

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The intro a season's audio comparison suggests for each episode
 * (docs/decisions/066-intro-suggestion.md): kept until the editor confirms it (a save of the
 * episode's intro like any other) or a new comparison replaces it, so a restart loses nothing.
 * Null start and end: the episode was compared and shares no intro with the others.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('intro_suggestions')
    .addColumn('episode_id', 'integer', (c) =>
      c.primaryKey().references('episodes.id').onDelete('cascade'),
    )
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('start_sec', 'integer')
    .addColumn('end_sec', 'integer')
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('intro_suggestions_media_id_idx')
    .on('intro_suggestions')
    .column('media_id')
    .execute();
  // The season's latest comparison job, so the studio can say whether one is under way.
  await db.schema
    .createTable('intro_suggestion_runs')
    .addColumn('media_id', 'integer', (c) =>
      c.primaryKey().references('media.id').onDelete('cascade'),
    )
    .addColumn('job_id', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('intro_suggestion_runs').execute();
  await db.schema.dropTable('intro_suggestions').execute();
}

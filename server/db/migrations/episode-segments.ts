import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The parts of an episode a viewer may skip: recap, intro, credits. Columns on episodes, not a
 * table of their own, so the watch page's one-statement episode read carries them
 * (docs/decisions/025-episode-segments.md). Seconds, fractional; null where the part is absent.
 * A credits end of null means "until the end of the video".
 */
const columns = [
  'recap_start_sec',
  'recap_end_sec',
  'intro_start_sec',
  'intro_end_sec',
  'credits_start_sec',
  'credits_end_sec',
] as const;

export async function up(db: Db): Promise<void> {
  // One statement per column: SQLite's ALTER TABLE adds one at a time.
  for (const column of columns) {
    await db.schema.alterTable('episodes').addColumn(column, 'double precision').execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const column of columns) {
    await db.schema.alterTable('episodes').dropColumn(column).execute();
  }
}

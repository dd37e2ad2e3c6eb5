import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * What became of an uploaded file after its last byte (docs/decisions/065-ingest-wired.md): the
 * probe's verdict as JSON (the summary, or the refusal in Mongolian), where the file is in the
 * ingest flow, the job now working on it (its progress and end are the queue's: read, not
 * copied) and, when a job failed, the reason in plain Mongolian words with ffmpeg's last line.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('media_uploads').addColumn('ingest_state', 'text').execute();
  await db.schema.alterTable('media_uploads').addColumn('probe_json', 'text').execute();
  await db.schema.alterTable('media_uploads').addColumn('job_name', 'text').execute();
  await db.schema.alterTable('media_uploads').addColumn('job_id', 'text').execute();
  await db.schema.alterTable('media_uploads').addColumn('ingest_error', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of ['ingest_error', 'job_id', 'job_name', 'probe_json', 'ingest_state']) {
    await db.schema.alterTable('media_uploads').dropColumn(column).execute();
  }
}

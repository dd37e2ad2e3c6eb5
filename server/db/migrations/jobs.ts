import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/*
 * The job queue (docs/decisions/059-job-queue.md). On SQLite the queue is our own `jobs` table:
 * one row a job, taken with a lease (`locked_until`, renewed while the handler runs). On
 * PostgreSQL pg-boss keeps the jobs in its own schema (it migrates that itself at start); we keep
 * only what it has no place for, the progress a handler reports for the studio.
 */
export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .createTable('job_progress')
      .addColumn('job_id', 'text', (c) => c.primaryKey())
      .addColumn('percent', 'real', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    return;
  }
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('unique_key', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('lease_ms', 'integer', (c) => c.notNull())
    .addColumn('retry_delay_ms', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch: compared with each process's own clock, never the database's.
    .addColumn('run_at', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'integer')
    .addColumn('error', 'text')
    .addColumn('progress_percent', 'real')
    .addColumn('progress_note', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index jobs_state_run_at_idx on jobs (state, run_at)`.execute(db);
  // A key waits to start once: a second add is refused until the first has started (a retry of
  // it waiting beside a new one is fine, as pg-boss's `stately` policy allows on PostgreSQL).
  await sql`create unique index jobs_name_unique_key_idx on jobs (name, unique_key)
    where state = 'queued' and attempts = 0 and unique_key is not null`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable(isPostgres(db) ? 'job_progress' : 'jobs').execute();
}

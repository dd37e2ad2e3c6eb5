import type { JobState } from './job-queue';

/** The SQLite queue's table (migration 0021-jobs); times are milliseconds since the epoch. */
export interface JobsTable {
  id: string;
  name: string;
  /** JSON. */
  payload: string;
  unique_key: string | null;
  state: JobState;
  attempts: number;
  max_attempts: number;
  lease_ms: number;
  retry_delay_ms: number;
  run_at: number;
  /** Which claim holds the lease: a fresh id per claim, so a lost lease's writes miss. */
  locked_by: string | null;
  locked_until: number | null;
  error: string | null;
  progress_percent: number | null;
  progress_note: string | null;
  created_at: number;
  updated_at: number;
}

/** PostgreSQL: the progress pg-boss has no column for. */
export interface JobProgressTable {
  job_id: string;
  percent: number;
  note: string;
  updated_at: number;
}

export interface JobTables {
  jobs: JobsTable;
  job_progress: JobProgressTable;
}

/*
 * The durable job queue media ingest runs its long work on (docs/decisions/059-job-queue.md).
 * Two implementations behind this one interface: our own table on SQLite (sqlite-job-queue.ts)
 * and pg-boss on PostgreSQL (pg-boss-job-queue.ts); create-job-queue.ts picks one. The queue
 * knows nothing of what a job does: handlers are registered by name.
 *
 * THE RULE FOR HANDLERS: a job may run more than once (its worker died, its lease ran out, the
 * process stopped mid-way), so a handler must be idempotent: write into a temporary place and
 * rename into place at the end, check whether the work is already done before doing it, and
 * stop promptly when `signal` aborts (pass it to child processes).
 */

/** A job's life: waiting (also between retries), running, and how it ended. */
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** What a handler last reported: a percent and a short text the studio shows. */
export interface JobProgress {
  percent: number;
  note: string;
}

export interface JobInfo {
  id: string;
  name: string;
  payload: unknown;
  state: JobState;
  /** How many times a handler has been started on it (a retry or a lost lease adds one). */
  attempts: number;
  maxAttempts: number;
  /** The last failure's text (kept after the job fails for good), or null. */
  error: string | null;
  progress: JobProgress | null;
}

export interface AddOptions {
  /**
   * At most one job with this key waits to start: adding another before the first has started
   * is refused (add answers null). Once it runs or ends, the key may be queued again.
   */
  uniqueKey?: string;
  /** Runs allowed before the job fails for good (JOBS_MAX_ATTEMPTS unless given). */
  maxAttempts?: number;
  /** The job's lease in seconds (JOBS_LEASE_SECONDS unless given); see README "Jobs". */
  leaseSeconds?: number;
}

/** What a running handler gets besides its payload. */
export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborts when the job is cancelled, its lease is lost or the process stops: stop then. */
  signal: AbortSignal;
  /** Records progress for the studio; percent is clamped to 0..100. */
  progress(percent: number, note: string): Promise<void>;
}

/** Does the work; a throw is a failed attempt (retried with back-off while attempts remain). */
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;

export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobQueue {
  /** Queues a job; answers its id, or null when `uniqueKey` is already waiting. */
  add(name: string, payload: unknown, options?: AddOptions): Promise<string | null>;
  get(name: string, id: string): Promise<JobInfo | null>;
  /** Cancels a waiting or running job (a running handler's signal aborts); false if it had ended. */
  cancel(name: string, id: string): Promise<boolean>;
  /** Starts taking jobs for these handlers, at most `concurrency` at once in this process. */
  start(handlers: JobHandlers, options: { concurrency: number }): Promise<void>;
  /**
   * Takes no new job; running ones get until `timeoutMs` to finish, then their signal aborts
   * and the job goes back to the queue (its effects must be idempotent, see above). Then closes.
   */
  stop(timeoutMs: number): Promise<void>;
}

/** The queue's settings (README "Jobs"), read in config.ts. */
export interface JobSettings {
  /** Jobs one process runs at once (JOBS_CONCURRENCY; default the machine's cores). */
  concurrency: number;
  leaseSeconds: number;
  maxAttempts: number;
  /** The first retry's delay; each next one doubles (JOBS_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  /** How often an idle worker asks for work, and a running one checks for a cancel (JOBS_POLL_MS). */
  pollMs: number;
  /** Whether the server process also runs jobs (JOBS_IN_SERVER), besides `npm run worker`. */
  inServer: boolean;
}

/** The text kept for a failure: the error's message, bounded so a huge stderr cannot bloat a row. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
}

export function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
}

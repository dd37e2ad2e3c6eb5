import type { JobInfo } from './job-queue';

/** add()'s options with the settings' defaults filled in; uniqueKey undefined when none. */
export interface StoreAddOptions {
  uniqueKey: string | undefined;
  maxAttempts: number;
  leaseSeconds: number;
  retryDelaySeconds: number;
}

/** A job one process has taken, as the runner needs it. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempt: number;
}

/**
 * What a backend does for the shared runner (job-runner.ts): the SQLite table or pg-boss. Every
 * write about a claimed job holds only while this process still has it: a job whose lease ran
 * out, or that was cancelled, is no longer ours and such a write changes nothing.
 */
export interface JobStore {
  add(name: string, payload: unknown, options: StoreAddOptions): Promise<string | null>;
  get(name: string, id: string): Promise<JobInfo | null>;
  cancel(name: string, id: string): Promise<boolean>;
  /** Takes one due job of these names, or null. */
  claim(names: readonly string[]): Promise<ClaimedJob | null>;
  /** Keeps the lease; false when the job is no longer ours (cancelled, lease lost). */
  heartbeat(job: ClaimedJob): Promise<boolean>;
  progress(job: ClaimedJob, percent: number, note: string): Promise<void>;
  complete(job: ClaimedJob): Promise<void>;
  /** A failed attempt: queued again after the back-off while attempts remain, else failed. */
  fail(job: ClaimedJob, error: string): Promise<void>;
  /** Gives the job back untouched by this attempt (the process is stopping). */
  release(job: ClaimedJob): Promise<void>;
  close(): Promise<void>;
}

/** The wait before attempt `attempt + 1`: the base, doubled for every earlier failure. */
export function backoffMs(baseMs: number, attempt: number): number {
  return baseMs * 2 ** Math.min(16, Math.max(0, attempt - 1));
}

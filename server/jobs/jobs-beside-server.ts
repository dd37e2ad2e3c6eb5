import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { createJobQueue } from './create-job-queue';
import { jobHandlers } from './job-handlers';

/**
 * Jobs run beside the server (JOBS_IN_SERVER, on by default): on one machine nothing else has to
 * be started. With WORKERS > 1 only the cluster's primary runs them, so one machine takes at most
 * JOBS_CONCURRENCY at once. Answers the stop to call on SIGTERM (resolves once running jobs have
 * finished or been given back), or null when the server runs none.
 */
export async function startJobsBesideServer(
  db: Kysely<Database>,
  config: Config,
): Promise<((timeoutMs: number) => Promise<void>) | null> {
  if (!config.jobs.inServer) return null;
  const queue = createJobQueue(db, config.jobs, config.databaseUrl);
  await queue.start(jobHandlers(), { concurrency: config.jobs.concurrency });
  return (timeoutMs) => queue.stop(timeoutMs);
}

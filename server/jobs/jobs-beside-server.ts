import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { systemClock } from '../clock';
import { jobHandlers } from './job-handlers';
import { scheduleDailyReconcile } from './money-reconcile-job';
import { queueOf } from './queue-of';

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
  const queue = queueOf({ db, config });
  await queue.start(jobHandlers({ db, config, clock: systemClock }), {
    concurrency: config.jobs.concurrency,
  });
  const unschedule = scheduleDailyReconcile(queue, () => systemClock.now());
  return (timeoutMs) => {
    unschedule();
    return queue.stop(timeoutMs);
  };
}

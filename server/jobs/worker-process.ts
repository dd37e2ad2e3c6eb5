import { systemClock } from '../clock';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { queueOf } from './queue-of';
import type { JobHandlers } from './job-queue';

/**
 * `npm run worker`: a process that only takes jobs (no HTTP), on any number of machines sharing
 * the database. SIGTERM/SIGINT: no new job; running ones get SHUTDOWN_TIMEOUT_MS to finish, then
 * are aborted and given back to the queue; then the process exits.
 */
export async function runWorkerProcess(
  config: Config,
  handlersFor: JobHandlers | ((deps: AppDeps) => JobHandlers),
): Promise<void> {
  const db = createDb(config);
  // Migrations take a lock, so a worker starting beside a server cannot race it.
  await migrateToLatest(db);
  const queue = queueOf({ db, config });
  const handlers =
    typeof handlersFor === 'function'
      ? handlersFor({ db, config, clock: systemClock })
      : handlersFor;
  const { concurrency } = config.jobs;
  await queue.start(handlers, { concurrency });
  const names = Object.keys(handlers).join(', ') || 'none';
  console.log(`btv worker ${process.pid}: taking jobs (${names}), ${concurrency} at a time`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: finishing running jobs (up to ${config.shutdownTimeoutMs} ms)`);
      void queue
        .stop(config.shutdownTimeoutMs)
        .then(() => db.destroy())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('worker: stopping failed', error);
            process.exit(1);
          },
        );
    });
  }
}

import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from './job-queue';

const queues = new WeakMap<Kysely<Database>, JobQueue>();

/**
 * The one queue of a process for this database: the routes add jobs to it and, where jobs run
 * in this process, the same instance takes them (so a local add wakes the runner at once, and
 * PostgreSQL gets one pg-boss pool, not two).
 */
export function queueOf(deps: { db: Kysely<Database>; config: Config }): JobQueue {
  let queue = queues.get(deps.db);
  if (!queue) {
    queue = createJobQueue(deps.db, deps.config.jobs, deps.config.databaseUrl);
    queues.set(deps.db, queue);
  }
  return queue;
}

/** Stops this database's queue, if one was made (a test app's close, before its database goes). */
export async function closeQueueOf(db: Kysely<Database>, timeoutMs = 5000): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return;
  queues.delete(db);
  await queue.stop(timeoutMs);
}

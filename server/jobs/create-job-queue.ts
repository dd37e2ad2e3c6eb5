import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import type { AddOptions, JobQueue, JobSettings } from './job-queue';
import { createJobRunner } from './job-runner';
import type { JobStore } from './job-store';
import type { JobTables } from './job-tables';
import { pgBossJobStore } from './pg-boss-job-store';
import { sqliteJobStore } from './sqlite-job-store';

/**
 * The queue for this database: our own table on SQLite, pg-boss on PostgreSQL (the same
 * DATABASE_URL the app uses; pg-boss keeps its own small pool). One per process.
 */
export function createJobQueue(
  db: Kysely<Database>,
  settings: JobSettings,
  databaseUrl: string | undefined,
): JobQueue {
  // The job tables stay out of schema.ts: nothing but the queue reads them.
  const tables = db as unknown as Kysely<JobTables>;
  const postgres = isPostgres(db) && databaseUrl !== undefined;
  const store: JobStore = postgres
    ? pgBossJobStore(tables, databaseUrl, {
        pollMs: settings.pollMs,
        // pg-boss's supervisor fails expired jobs into retries; checking as often as the lease
        // is long bounds how late a dead worker's job is taken again (at most two leases).
        superviseSeconds: Math.max(1, Math.min(60, settings.leaseSeconds)),
      })
    : sqliteJobStore(tables);
  const beatMs = Math.max(50, Math.min(settings.pollMs, (settings.leaseSeconds * 1000) / 3));
  const runner = createJobRunner(store, { pollMs: settings.pollMs, beatMs });
  const withDefaults = (options: AddOptions) => ({
    uniqueKey: options.uniqueKey,
    maxAttempts: options.maxAttempts ?? settings.maxAttempts,
    leaseSeconds: options.leaseSeconds ?? settings.leaseSeconds,
    retryDelaySeconds: settings.retryDelaySeconds,
  });

  return {
    async add(name, payload, options = {}) {
      const id = await store.add(name, payload, withDefaults(options));
      runner.wake();
      return id;
    },
    get: (name, id) => store.get(name, id),
    async cancel(name, id) {
      const cancelled = await store.cancel(name, id);
      if (cancelled) runner.abortLocal(id);
      return cancelled;
    },
    start(handlers, { concurrency }) {
      runner.start(handlers, concurrency);
      return Promise.resolve();
    },
    async stop(timeoutMs) {
      await runner.stop(timeoutMs);
      await store.close();
    },
  };
}

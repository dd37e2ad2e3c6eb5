import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { JobInfo } from './job-queue';
import { backoffMs, type ClaimedJob, type JobStore } from './job-store';
import type { JobTables, JobsTable } from './job-tables';

type Row = Selectable<JobsTable>;

/** A claim: the job plus the lease token every later write must still match. */
interface SqliteClaim extends ClaimedJob {
  token: string;
  maxAttempts: number;
  retryDelayMs: number;
}

function info(row: Row): JobInfo {
  return {
    id: row.id,
    name: row.name,
    payload: JSON.parse(row.payload) as unknown,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    error: row.error,
    progress:
      row.progress_percent === null
        ? null
        : { percent: row.progress_percent, note: row.progress_note ?? '' },
  };
}

/**
 * The SQLite queue: one row a job in `jobs`. Every change is one conditional UPDATE; SQLite runs
 * writes one at a time, so two processes on the same file can never both take a job: the second
 * UPDATE finds it no longer due. A running job holds `locked_until`, renewed by heartbeat; once it
 * passes (the worker died), the job is due again. Times are each process's Date.now().
 */
export function sqliteJobStore(db: Kysely<JobTables>): JobStore {
  const now = () => Date.now();
  const mine = (job: ClaimedJob) => {
    const claim = job as SqliteClaim;
    return db
      .updateTable('jobs')
      .where('id', '=', claim.id)
      .where('locked_by', '=', claim.token)
      .where('state', '=', 'running');
  };

  return {
    async add(name, payload, options) {
      const at = now();
      const result = await db
        .insertInto('jobs')
        .values({
          id: randomUUID(),
          name,
          payload: JSON.stringify(payload ?? null),
          unique_key: options.uniqueKey || null,
          state: 'queued',
          attempts: 0,
          max_attempts: options.maxAttempts,
          lease_ms: options.leaseSeconds * 1000,
          retry_delay_ms: options.retryDelaySeconds * 1000,
          run_at: at,
          created_at: at,
          updated_at: at,
        })
        // The partial unique index refuses a second queued job with the same key.
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return result?.id ?? null;
    },

    async get(name, id) {
      const row = await db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id)
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? info(row) : null;
    },

    async cancel(name, id) {
      const result = await db
        .updateTable('jobs')
        .set({ state: 'cancelled', locked_by: null, locked_until: null, updated_at: now() })
        .where('id', '=', id)
        .where('name', '=', name)
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async claim(names) {
      if (names.length === 0) return null;
      const at = now();
      // A job whose worker died after its last attempt has nothing left to retry.
      await db
        .updateTable('jobs')
        .set({ state: 'failed', locked_by: null, locked_until: null, updated_at: at })
        .set((eb) => ({ error: eb.fn.coalesce('error', eb.val('lease ran out')) }))
        .where('state', '=', 'running')
        .where('locked_until', '<', at)
        .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
        .execute();
      const token = randomUUID();
      const row = await db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          locked_by: token,
          locked_until: eb(eb.val(at), '+', eb.ref('lease_ms')),
          updated_at: at,
        }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('name', 'in', names)
            .where((w) =>
              w.or([
                w.and([w('state', '=', 'queued'), w('run_at', '<=', at)]),
                w.and([w('state', '=', 'running'), w('locked_until', '<', at)]),
              ]),
            )
            .orderBy('run_at')
            .orderBy('created_at')
            .limit(1),
        )
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      const claim: SqliteClaim = {
        id: row.id,
        name: row.name,
        payload: JSON.parse(row.payload) as unknown,
        attempt: row.attempts,
        token,
        maxAttempts: row.max_attempts,
        retryDelayMs: row.retry_delay_ms,
      };
      return claim;
    },

    async heartbeat(job) {
      const result = await mine(job)
        .set((eb) => ({ locked_until: eb(eb.val(now()), '+', eb.ref('lease_ms')) }))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async progress(job, percent, note) {
      await mine(job)
        .set({ progress_percent: percent, progress_note: note, updated_at: now() })
        .execute();
    },

    async complete(job) {
      await mine(job)
        .set({ state: 'done', locked_by: null, locked_until: null, updated_at: now() })
        .execute();
    },

    async fail(job, error) {
      const claim = job as SqliteClaim;
      const at = now();
      const retry = claim.attempt < claim.maxAttempts;
      await mine(job)
        .set({
          state: retry ? 'queued' : 'failed',
          run_at: retry ? at + backoffMs(claim.retryDelayMs, claim.attempt) : at,
          error,
          locked_by: null,
          locked_until: null,
          updated_at: at,
        })
        .execute();
    },

    async release(job) {
      const at = now();
      await mine(job)
        .set((eb) => ({
          state: 'queued',
          // The stopped run is not held against the job; `attempts` still counts starts.
          max_attempts: eb('max_attempts', '+', 1),
          run_at: at,
          locked_by: null,
          locked_until: null,
          updated_at: at,
        }))
        .execute();
    },

    close: () => Promise.resolve(),
  };
}

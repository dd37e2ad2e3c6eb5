import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { JobInfo, JobState } from './job-queue';
import type { ClaimedJob, JobStore } from './job-store';
import type { JobTables } from './job-tables';

const CREATE_ATTEMPTS = 5;

/** pg-boss's states in ours: `created` and `retry` both wait. */
const STATES: Record<PgBoss.JobWithMetadata['state'], JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

interface BossClaim extends ClaimedJob {
  /** Past this (Date.now()), pg-boss may hand the job to another worker: it is no longer ours. */
  leaseEnds: number;
}

/** The payload travels wrapped: pg-boss wants an object as a job's data. */
interface Wrapped {
  payload: unknown;
}

function failureText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const o = output as { message?: unknown; value?: { message?: unknown } };
  const message = o.message ?? o.value?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * PostgreSQL: pg-boss (docs/decisions/059-job-queue.md) keeps the jobs, takes them with SKIP
 * LOCKED, retries with exponential back-off and fails a job still active past its
 * `expireInSeconds` (our lease; its supervisor checks every `superviseSeconds`) into a retry, so a
 * killed worker's job is taken again. pg-boss 10 cannot renew that lease, so it bounds the whole
 * run: this process gives a job up (its signal aborts) when the lease ends.
 */
export function pgBossJobStore(
  db: Kysely<JobTables>,
  connectionString: string,
  options: { pollMs: number; superviseSeconds: number },
): JobStore {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    schedule: false,
    maintenanceIntervalSeconds: options.superviseSeconds,
  });
  boss.on('error', (error: Error) => console.error('jobs (pg-boss):', error.message));
  let started: Promise<unknown> | null = null;
  /*
   * Another process may create the queue at the same moment; theirs is as good as ours. Creating
   * one takes locks that a worker's fetch also takes, and PostgreSQL may end either side as a
   * deadlock (seen when a job was queued just as the workers started): a short retry finds the
   * queue made, or makes it.
   */
  const createQueue = async (name: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, { name, policy: 'stately' });
        return;
      } catch (error: unknown) {
        if (await boss.getQueue(name)) return;
        if (attempt >= CREATE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  };
  const queues = new Map<string, Promise<void>>();
  // `stately`: one job per key waiting, so a unique key is queued once; every job gets a key.
  const ready = async (name: string) => {
    started ??= boss.start();
    await started;
    let queue = queues.get(name);
    if (!queue) {
      queue = boss.getQueue(name).then(async (found) => {
        if (!found) await createQueue(name);
      });
      queues.set(name, queue);
    }
    await queue;
  };
  let next = 0;

  return {
    async add(name, payload, o) {
      await ready(name);
      const data: Wrapped = { payload: payload ?? null };
      return boss.send(name, data, {
        singletonKey: o.uniqueKey ?? randomUUID(),
        retryLimit: o.maxAttempts - 1,
        retryDelay: o.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: o.leaseSeconds,
      });
    },

    async get(name, id) {
      await ready(name);
      const job = await boss.getJobById<Wrapped>(name, id, { includeArchive: true });
      if (!job) return null;
      const state = STATES[job.state];
      // retry_count counts the failed runs; the run in hand or the last one is one more.
      const started =
        ['running', 'done', 'failed'].includes(state) ||
        (state === 'cancelled' && job.startedOn !== null);
      const progress = await db
        .selectFrom('job_progress')
        .select(['percent', 'note'])
        .where('job_id', '=', id)
        .executeTakeFirst();
      return {
        id: job.id,
        name: job.name,
        payload: job.data.payload,
        state,
        attempts: job.retryCount + (started ? 1 : 0),
        maxAttempts: job.retryLimit + 1,
        error: failureText(job.output),
        progress: progress ?? null,
      } satisfies JobInfo;
    },

    async cancel(name, id) {
      await ready(name);
      const before = await boss.getJobById(name, id);
      if (!before || !['created', 'retry', 'active'].includes(before.state)) return false;
      await boss.cancel(name, id);
      return (await boss.getJobById(name, id))?.state === 'cancelled';
    },

    async claim(names) {
      // Round robin over the names, so one busy queue does not starve the others.
      for (let i = 0; i < names.length; i++) {
        const name = names[(next + i) % names.length]!;
        await ready(name);
        const [job] = await boss.fetch<Wrapped>(name, { batchSize: 1, includeMetadata: true });
        if (!job) continue;
        next = (next + i + 1) % names.length;
        const claim: BossClaim = {
          id: job.id,
          name,
          payload: job.data.payload,
          attempt: job.retryCount + 1,
          // From our clock at the claim, a little short of pg-boss's, so we let go first.
          leaseEnds: Date.now() + job.expireInSeconds * 1000 - options.pollMs,
        };
        return claim;
      }
      return null;
    },

    async heartbeat(job) {
      if (Date.now() >= (job as BossClaim).leaseEnds) return false;
      return (await boss.getJobById(job.name, job.id))?.state === 'active';
    },

    async progress(job, percent, note) {
      const updated_at = Date.now();
      await db
        .insertInto('job_progress')
        .values({ job_id: job.id, percent, note, updated_at })
        .onConflict((oc) => oc.column('job_id').doUpdateSet({ percent, note, updated_at }))
        .execute();
    },

    async complete(job) {
      await boss.complete(job.name, job.id);
    },

    async fail(job, error) {
      await boss.fail(job.name, job.id, { message: error });
    },

    async release(job) {
      // pg-boss has no "give back": a failure retries it (the stopped run counts as an attempt).
      await boss.fail(job.name, job.id, { message: 'the worker stopped during this attempt' });
    },

    async close() {
      if (started) await boss.stop({ graceful: false, wait: true, close: true });
    },
  };
}

import { setTimeout as delay } from 'node:timers/promises';
import { clampPercent, errorText, type JobContext, type JobHandlers } from './job-queue';
import type { ClaimedJob, JobStore } from './job-store';

/** Why a running handler's signal aborted; each ends the attempt differently. */
type AbortWhy = 'cancelled' | 'lost' | 'stopping';

interface Running {
  controller: AbortController;
  settled: Promise<void>;
}

export interface JobRunner {
  start(handlers: JobHandlers, concurrency: number): void;
  /** Aborts a job running in this process (after the store has marked it cancelled). */
  abortLocal(id: string): void;
  /** Wakes the loop at once (a job was just added in this process). */
  wake(): void;
  stop(timeoutMs: number): Promise<void>;
}

/**
 * The loop every backend shares: while a slot is free, claim a due job and run its handler;
 * beat the lease (and notice a cancel from another process) every `beatMs`; record the
 * outcome. Idle, it asks again every `pollMs`, or at once after a local add.
 */
export function createJobRunner(
  store: JobStore,
  timing: { pollMs: number; beatMs: number },
): JobRunner {
  const running = new Map<string, Running>();
  let stopping = false;
  let loop: Promise<void> = Promise.resolve();
  let nudge = new AbortController();

  const run = async (handlers: JobHandlers, job: ClaimedJob) => {
    const controller = new AbortController();
    const why = () => controller.signal.reason as AbortWhy;
    const beat = setInterval(() => {
      void store.heartbeat(job).then(
        (ours) => {
          if (!ours) controller.abort('lost' satisfies AbortWhy);
        },
        (error: unknown) => console.error(`job ${job.id}: heartbeat failed`, error),
      );
    }, timing.beatMs);
    const context: JobContext = {
      id: job.id,
      name: job.name,
      attempt: job.attempt,
      signal: controller.signal,
      progress: (percent, note) => store.progress(job, clampPercent(percent), note.slice(0, 200)),
    };
    const handler = handlers[job.name];
    const settled = (async () => {
      try {
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(job.payload, context);
        if (!controller.signal.aborted || why() === 'stopping') await store.complete(job);
      } catch (error) {
        if (!controller.signal.aborted) await store.fail(job, errorText(error));
        else if (why() === 'stopping') await store.release(job);
        // cancelled or lost: the job is no longer ours to write.
      } finally {
        clearInterval(beat);
      }
    })().catch((error: unknown) => console.error(`job ${job.id}: recording its end failed`, error));
    running.set(job.id, { controller, settled });
    await settled;
    running.delete(job.id);
    nudge.abort();
  };

  const fill = async (handlers: JobHandlers, names: string[], concurrency: number) => {
    while (!stopping && running.size < concurrency) {
      const job = await store.claim(names);
      if (!job) return;
      void run(handlers, job);
    }
  };

  return {
    start(handlers, concurrency) {
      const names = Object.keys(handlers);
      loop = (async () => {
        while (!stopping) {
          try {
            await fill(handlers, names, concurrency);
          } catch (error) {
            console.error('jobs: taking a job failed', error);
          }
          if (stopping) break;
          nudge = new AbortController();
          await delay(timing.pollMs, undefined, { signal: nudge.signal }).catch(() => undefined);
        }
      })();
    },
    abortLocal(id) {
      running.get(id)?.controller.abort('cancelled' satisfies AbortWhy);
    },
    wake() {
      nudge.abort();
    },
    async stop(timeoutMs) {
      stopping = true;
      nudge.abort();
      await loop;
      const all = () => Promise.all([...running.values()].map((r) => r.settled));
      const finished = await Promise.race([all().then(() => true), delay(timeoutMs, false)]);
      if (!finished) {
        for (const r of running.values()) r.controller.abort('stopping' satisfies AbortWhy);
        await all();
      }
    },
  };
}

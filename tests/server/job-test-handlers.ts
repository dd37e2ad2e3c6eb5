import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { JobHandlers } from '../../server/jobs/job-queue';

/** The payload of the test job: where to leave its marks, and whether to wait for `go`. */
export interface MarkPayload {
  dir: string;
  hold?: boolean;
  /** Fails this many first attempts with the text `boom <attempt>`. */
  failFirst?: number;
}

/** The marks a job left in `dir`: which process started and finished which job. */
export function marks(dir: string, id: string, what: 'started' | 'done' | 'aborted'): string[] {
  return fs.readdirSync(dir).filter((file) => file.startsWith(`${id}.${what}.`));
}

/** Lets every held job go on. */
export function release(dir: string): void {
  fs.writeFileSync(path.join(dir, 'go'), '');
}

/**
 * Harmless handlers registered only by the tests (never by the product): `test.mark` leaves a file
 * when it starts and another when it ends, named by job and process, so a test counts how many
 * times, and where, each job ran. A held job waits for the `go` file or its signal.
 */
export const testHandlers: JobHandlers = {
  async 'test.mark'(payload, job) {
    const { dir, hold, failFirst } = payload as MarkPayload;
    // The attempt is in the name, so a run again by the same process leaves a mark of its own.
    const mark = (what: string) =>
      fs.writeFileSync(path.join(dir, `${job.id}.${what}.${process.pid}.${job.attempt}`), '');
    mark('started');
    await job.progress(10, 'эхэллээ');
    if (failFirst !== undefined && job.attempt <= failFirst) throw new Error(`boom ${job.attempt}`);
    try {
      while (hold && !fs.existsSync(path.join(dir, 'go'))) {
        await delay(20, undefined, { signal: job.signal });
      }
      job.signal.throwIfAborted();
    } catch (error) {
      mark('aborted');
      throw error;
    }
    await job.progress(100, 'дууслаа');
    mark('done');
  },
};

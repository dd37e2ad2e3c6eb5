import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createJobQueue } from '../../server/jobs/create-job-queue';
import type { JobInfo, JobQueue, JobSettings } from '../../server/jobs/job-queue';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Short lease, quick polls and a one-second back-off, so the tests wait seconds, not minutes. */
export const TEST_JOB_ENV = {
  JOBS_LEASE_SECONDS: '2',
  JOBS_POLL_MS: '100',
  JOBS_RETRY_DELAY_SECONDS: '1',
  JOBS_MAX_ATTEMPTS: '3',
  JOBS_CONCURRENCY: '2',
} as const;

export function testJobSettings(overrides: Partial<JobSettings> = {}): JobSettings {
  return {
    concurrency: 2,
    leaseSeconds: 2,
    maxAttempts: 3,
    retryDelaySeconds: 1,
    pollMs: 100,
    inServer: false,
    ...overrides,
  };
}

export function testQueue(t: TestApp, overrides: Partial<JobSettings> = {}): JobQueue {
  return createJobQueue(t.db, testJobSettings(overrides), t.config.databaseUrl);
}

export function markDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'btv-jobs-'));
}

/** Waits (on conditions, never on time) until the job reaches `state`, and answers it. */
export async function untilState(
  queue: JobQueue,
  id: string,
  state: JobInfo['state'],
): Promise<JobInfo> {
  let last: JobInfo | null = null;
  await expect
    .poll(
      async () => {
        last = await queue.get('test.mark', id);
        return last?.state;
      },
      { timeout: 45_000, interval: 50 },
    )
    .toBe(state);
  return last!;
}

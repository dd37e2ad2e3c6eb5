import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPostgres } from '../../server/db/dialect';
import type { JobQueue } from '../../server/jobs/job-queue';
import { backoffMs } from '../../server/jobs/job-store';
import type { JobTables } from '../../server/jobs/job-tables';
import type { Kysely } from 'kysely';
import { markDir, testQueue, untilState } from './job-fixtures';
import { marks, release, testHandlers, type MarkPayload } from './job-test-handlers';
import { createTestApp, type TestApp } from './test-app';

/*
 * The job queue in one process, on the database of this run (SQLite, or PostgreSQL through
 * pg-boss under npm run test:pg). Two processes: job-workers.test.ts.
 */
let t: TestApp;
let queue: JobQueue;
let dir: string;
const stopped: JobQueue[] = [];

beforeEach(async () => {
  t = await createTestApp();
  queue = testQueue(t);
  dir = markDir();
});
afterEach(async () => {
  await queue.stop(0);
  await Promise.all(stopped.splice(0).map((q) => q.stop(0)));
  await t.close();
});

const add = async (payload: MarkPayload, options = {}) => {
  const id = await queue.add('test.mark', payload, options);
  expect(id).toEqual(expect.any(String));
  return id!;
};

describe('job queue', () => {
  it('runs a job once and keeps its progress', async () => {
    const id = await add({ dir });
    expect((await queue.get('test.mark', id))?.state).toBe('queued');
    await queue.start(testHandlers, { concurrency: 2 });
    const done = await untilState(queue, id, 'done');
    expect(done).toMatchObject({ attempts: 1, error: null, payload: { dir } });
    expect(done.progress).toEqual({ percent: 100, note: 'дууслаа' });
    expect(marks(dir, id, 'started')).toHaveLength(1);
    expect(marks(dir, id, 'done')).toHaveLength(1);
  });

  it('queues a unique key once while it waits', async () => {
    const first = await queue.add('test.mark', { dir }, { uniqueKey: 'episode-7' });
    const again = await queue.add('test.mark', { dir }, { uniqueKey: 'episode-7' });
    const other = await queue.add('test.mark', { dir }, { uniqueKey: 'episode-8' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
  });

  it('retries a failing job with back-off, then fails it keeping the error text', async () => {
    const id = await add({ dir, failFirst: 10 });
    await queue.start(testHandlers, { concurrency: 2 });
    const failed = await untilState(queue, id, 'failed');
    expect(failed).toMatchObject({ attempts: 3, maxAttempts: 3, error: 'boom 3' });
    expect(marks(dir, id, 'started')).toHaveLength(3);
    expect(marks(dir, id, 'done')).toHaveLength(0);
  });

  it('waits longer before each retry', async () => {
    expect([1, 2, 3].map((attempt) => backoffMs(1000, attempt))).toEqual([1000, 2000, 4000]);
    if (isPostgres(t.db)) return; // pg-boss's own back-off (retryBackoff) is its to test.
    const id = await add({ dir, failFirst: 1 });
    await queue.start(testHandlers, { concurrency: 2 });
    const jobs = t.db as unknown as Kysely<JobTables>;
    await expect
      .poll(() => jobs.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst())
      .toMatchObject({ state: 'queued', attempts: 1, error: 'boom 1' });
    const row = await jobs.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row!.run_at - row!.updated_at).toBe(1000);
    const done = await untilState(queue, id, 'done');
    expect(done.attempts).toBe(2);
  });

  it('cancels a running job: its handler is aborted and it never finishes', async () => {
    const id = await add({ dir, hold: true });
    await queue.start(testHandlers, { concurrency: 2 });
    await expect.poll(() => marks(dir, id, 'started').length).toBe(1);
    expect(await queue.cancel('test.mark', id)).toBe(true);
    await expect.poll(() => marks(dir, id, 'aborted').length).toBe(1);
    release(dir);
    const later = await add({ dir });
    await untilState(queue, later, 'done');
    expect(await queue.get('test.mark', id)).toMatchObject({ state: 'cancelled', attempts: 1 });
    expect(marks(dir, id, 'done')).toHaveLength(0);
    expect(await queue.cancel('test.mark', id)).toBe(false);
  });

  it('gives a running job back when it stops, and another runner finishes it', async () => {
    const id = await add({ dir, hold: true });
    await queue.start(testHandlers, { concurrency: 2 });
    await expect.poll(() => marks(dir, id, 'started').length).toBe(1);
    await queue.stop(100);
    expect(marks(dir, id, 'aborted')).toHaveLength(1);
    const next = testQueue(t);
    stopped.push(next);
    expect((await next.get('test.mark', id))?.state).toBe('queued');
    release(dir);
    await next.start(testHandlers, { concurrency: 2 });
    const done = await untilState(next, id, 'done');
    expect(done.attempts).toBe(2);
    expect(marks(dir, id, 'done')).toHaveLength(1);
  });
});

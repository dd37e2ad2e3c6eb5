import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../server/jobs/job-queue';
import { markDir, TEST_JOB_ENV, testQueue, untilState } from './job-fixtures';
import { marks, release } from './job-test-handlers';
import { createTestApp, type TestApp } from './test-app';

/*
 * Two `npm run worker` processes (with the tests' harmless handler, job-test-worker.ts) on one
 * queue, on the database of this run: SQLite's own table, or pg-boss under npm run test:pg.
 */
const entry = path.resolve(import.meta.dirname, 'job-test-worker.ts');
let t: TestApp;
let queue: JobQueue;
const workers: ChildProcess[] = [];
/** Resolves once the worker says it takes jobs (its signal handlers are in place by then). */
const ready = new Map<ChildProcess, Promise<void>>();

function startWorker(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    ...TEST_JOB_ENV,
    SHUTDOWN_TIMEOUT_MS: '2000',
  };
  if (t.config.databaseUrl) env.DATABASE_URL = t.config.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  ready.set(
    child,
    new Promise((resolve) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('taking jobs')) resolve();
      });
    }),
  );
  return child;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Two live workers, ready, whichever tests ran before. */
async function twoWorkers(): Promise<void> {
  while (workers.filter(alive).length < 2) startWorker();
  await Promise.all(workers.filter(alive).map((child) => ready.get(child)));
}

function exited(child: ChildProcess): Promise<number | null> {
  if (!alive(child)) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  t = await createTestApp();
  // Only adds and reads here: the jobs are the workers' to run.
  queue = testQueue(t);
});
afterAll(async () => {
  for (const child of workers) child.kill('SIGKILL');
  await Promise.all(workers.map(exited));
  await queue.stop(0);
  await t.close();
});

describe('two worker processes on one queue', () => {
  it('run every job exactly once', async () => {
    const dir = markDir();
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) ids.push((await queue.add('test.mark', { dir }))!);
    await twoWorkers();
    for (const id of ids) await untilState(queue, id, 'done');
    for (const id of ids) {
      expect(marks(dir, id, 'started'), id).toHaveLength(1);
      expect(marks(dir, id, 'done'), id).toHaveLength(1);
    }
  });

  it('finish the job of a worker killed mid-job once its lease runs out', async () => {
    const dir = markDir();
    // Five seconds: long enough that the living holder keeps it on a busy machine (on PostgreSQL
    // the lease bounds the whole run), short enough to wait for after the kill.
    await twoWorkers();
    const id = (await queue.add('test.mark', { dir, hold: true }, { leaseSeconds: 5 }))!;
    await expect.poll(() => marks(dir, id, 'started').length, { timeout: 30_000 }).toBe(1);
    const [first] = marks(dir, id, 'started');
    const pid = Number(first!.split('.')[2]);
    const victim = workers.find((child) => child.pid === pid && alive(child));
    expect(victim).toBeDefined();
    victim!.kill('SIGKILL');
    await exited(victim!);
    release(dir);
    const done = await untilState(queue, id, 'done');
    expect(done.attempts).toBe(2);
    const finished = marks(dir, id, 'done');
    expect(finished).toHaveLength(1);
    expect(finished[0]!.split('.')[2]).not.toBe(String(pid));
  });

  it('stops on SIGTERM, giving a running job back to the queue', async () => {
    const dir = markDir();
    // A lease longer than the test: on PostgreSQL (pg-boss 10) the lease bounds a whole run, and
    // this job must still be its holder's when the SIGTERM comes.
    await twoWorkers();
    const id = (await queue.add('test.mark', { dir, hold: true }, { leaseSeconds: 60 }))!;
    await expect.poll(() => marks(dir, id, 'started').length, { timeout: 30_000 }).toBe(1);
    const pid = Number(marks(dir, id, 'started')[0]!.split('.')[2]);
    const holder = workers.find((child) => child.pid === pid)!;
    // No other worker may take it back before we look: stop them first.
    for (const other of workers.filter((child) => child !== holder && alive(child))) {
      other.kill('SIGTERM');
      expect(await exited(other)).toBe(0);
    }
    holder.kill('SIGTERM');
    expect(await exited(holder)).toBe(0);
    expect(marks(dir, id, 'aborted')).toHaveLength(1);
    expect((await queue.get('test.mark', id))?.state).toBe('queued');
    release(dir);
    startWorker();
    await untilState(queue, id, 'done');
    expect(marks(dir, id, 'done')).toHaveLength(1);
  });
});

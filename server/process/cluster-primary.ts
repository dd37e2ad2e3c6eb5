import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { createDb } from '../db/client';
import { startJobsBesideServer } from '../jobs/jobs-beside-server';
import { prepareDatabase } from './prepare-database';
import { startLiveIngestChild } from '../live/ingest/ingest-process';
import { mediaToolsLine, mediaToolsOfThisProcess } from '../ingest/media-tools';
import { modeOf } from './run-mode';
import { sandboxNotice } from './sandbox-notice';

/** A worker that dies this soon after the last restart counts towards a crash loop. */
const CRASH_WINDOW_MS = 60_000;
const MAX_RESTARTS_IN_WINDOW = 5;
/** After the workers' own drain deadline, what still runs is killed. */
const KILL_GRACE_MS = 5_000;

/**
 * WORKERS > 1: this process serves nothing itself. It prepares the database once, forks the
 * workers (node:cluster shares the port; Linux hands connections out round-robin), replaces a
 * worker that dies, and on SIGTERM/SIGINT passes the signal on and exits when every worker has
 * drained. Workers keep nothing another would disagree on (docs/decisions/028-every-core.md):
 * throttles, sessions, idempotency keys and the signing key live in the database.
 */
export async function runPrimary(config: Config): Promise<void> {
  const mediaTools = mediaToolsOfThisProcess();
  const db = createDb(config);
  await prepareDatabase(db, config);
  // The primary serves nothing, so it is where this machine's jobs run (JOBS_IN_SERVER).
  const stopJobs = await startJobsBesideServer(db, config);
  if (!stopJobs) await db.destroy();
  // The live ingest node (LIVE_INGEST=1) is the primary's child too, never a worker's.
  const liveIngest = config.live.ingest ? startLiveIngestChild() : null;
  const notice = sandboxNotice(config);
  if (notice) console.log(notice);
  // The workers look for the tools again for their own calls; the operator reads it once.
  console.log(mediaToolsLine(await mediaTools));
  console.log(
    `btv primary ${process.pid}: ${modeOf(config)}, forking ${config.workers} workers (WORKERS=${config.workers})` +
      ` to listen on http://${config.host}:${config.port}/`,
  );

  let stopping = false;
  let worst = 0;
  const restarts: number[] = [];
  // Our own count: cluster.workers keeps a worker whose IPC outlived its process a little longer.
  const live = new Set<Worker>();

  const fork = () => live.add(cluster.fork());
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (code) worst = Math.max(worst, code);
    if (stopping) {
      if (live.size === 0) void jobsStopped.then(() => process.exit(worst));
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0]! < now - CRASH_WINDOW_MS) restarts.shift();
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (restarts.length > MAX_RESTARTS_IN_WINDOW) {
      console.error(`worker ${worker.process.pid} exited (${how}); too many restarts, stopping`);
      stop('SIGTERM', 1);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${how}); starting another`);
    fork();
  });

  let jobsStopped: Promise<unknown> = Promise.resolve();
  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    worst = exitCode;
    if (stopJobs) jobsStopped = stopJobs(config.shutdownTimeoutMs).then(() => db.destroy());
    if (liveIngest) {
      const before = jobsStopped;
      jobsStopped = Promise.all([before, liveIngest.stop(config.shutdownTimeoutMs)]);
    }
    if (live.size === 0) void jobsStopped.then(() => process.exit(worst));
    for (const worker of live) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
    }, config.shutdownTimeoutMs + KILL_GRACE_MS).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));

  for (let i = 0; i < config.workers; i++) fork();
}

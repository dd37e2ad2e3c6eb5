import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { createApp } from '../app';
import { systemClock } from '../clock';
import type { Config } from '../config';
import { createDb } from '../db/client';
import { startJobsBesideServer } from '../jobs/jobs-beside-server';
import { drain, trackConnections } from './graceful-shutdown';
import { createLifecycle } from './lifecycle';
import { startLiveIngestChild } from '../live/ingest/ingest-process';
import { mediaSigningSecret } from '../domain/media-secret';
import { prepareDatabase } from './prepare-database';
import { mediaToolsLine, mediaToolsOfThisProcess } from '../ingest/media-tools';
import { modeOf } from './run-mode';
import { sandboxNotice } from './sandbox-notice';
import { flushUsage } from '../domain/usage-events';
import { startNumbersSweep } from '../sweeps/numbers-sweep';
import { startPublishSweep } from '../sweeps/publish-sweep';
import { startRentalReminderSweep } from '../sweeps/rental-reminder-sweep';
import { startUploadSweep } from '../sweeps/upload-sweep';
import { startIngestUploadSweep } from '../sweeps/ingest-upload-sweep';
import { startLiveSweep } from '../sweeps/live-sweep';
import { startMediaSweep } from '../sweeps/media-sweep';

/**
 * One serving process: the whole server when WORKERS is 1, or one cluster worker (its primary
 * has prepared the database already). Drains on SIGTERM/SIGINT and exits.
 */
export async function serveProcess(loaded: Config): Promise<void> {
  // Looked for beside the database's preparation by the process that says it; whatever it finds,
  // the server serves. A cluster worker (its primary said it) looks on its first studio call.
  const mediaTools = cluster.isPrimary ? mediaToolsOfThisProcess() : null;
  const db = createDb(loaded);
  if (cluster.isPrimary) await prepareDatabase(db, loaded);
  const ingestLine = mediaTools ? mediaToolsLine(await mediaTools) : null;
  const config = {
    ...loaded,
    mediaSigningSecret: await mediaSigningSecret(db, loaded, systemClock.now()),
  };

  const lifecycle = createLifecycle();
  const app = createApp({ db, config, clock: systemClock }, lifecycle);
  const stopUploadSweep = startUploadSweep({ db, config, clock: systemClock });
  const stopIngestUploadSweep = startIngestUploadSweep({ db, config, clock: systemClock });
  const stopReminderSweep = startRentalReminderSweep({ db, clock: systemClock });
  // Before listening: a schedule whose minute passed while the server was down goes out now.
  const stopPublishSweep = startPublishSweep({ db, clock: systemClock });
  // A cluster's workers serve; its primary runs the jobs (cluster-primary.ts).
  const stopJobs = cluster.isPrimary ? await startJobsBesideServer(db, config) : null;
  // One process per machine sweeps old media; a pass is safe to repeat or cut short.
  const stopMediaSweep = cluster.isPrimary
    ? startMediaSweep({ db, config, clock: systemClock })
    : null;
  // Ended live sessions' files and old heartbeats; like the media sweep, once per machine.
  const stopLiveSweep = cluster.isPrimary
    ? startLiveSweep({ db, config, clock: systemClock })
    : null;
  // One ingest node per machine that says LIVE_INGEST=1, beside the server (decision 072).
  const liveIngest = cluster.isPrimary && config.live.ingest ? startLiveIngestChild() : null;
  const stopNumbersSweep = cluster.isPrimary
    ? startNumbersSweep({ db, config, clock: systemClock })
    : null;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // With workers the primary says it once.
    const notice = cluster.isPrimary ? sandboxNotice(config) : null;
    if (notice) console.log(notice);
    if (ingestLine) console.log(ingestLine);
    // One line says where it listens and how: an operator checks it against HOST and WORKERS.
    const how = cluster.isWorker
      ? `worker ${cluster.worker?.id ?? '?'}`
      : `${modeOf(config)}, one process (WORKERS=1)`;
    console.log(`btv listening on http://${config.host}:${info.port}/ (${how})`);
    // The first view's renderer loads React's server build, jsdom and the home page's code on
    // first use (about half a second): do it now rather than in a first visitor's wait.
    void Promise.resolve(app.request('/')).catch(() => undefined);
  }) as Server;
  trackConnections(server);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stopUploadSweep();
      stopIngestUploadSweep();
      stopMediaSweep?.();
      stopLiveSweep?.();
      stopReminderSweep();
      stopNumbersSweep?.();
      // Events still buffered go in before the database closes.
      lifecycle.keepUntilSettled(() => flushUsage(db));
      // A publish in progress finishes (with its notifications) before the database closes.
      const publishing = stopPublishSweep();
      lifecycle.keepUntilSettled(() => publishing);
      // Running jobs get the drain's time, then are given back to the queue.
      const jobsStopped = stopJobs?.(config.shutdownTimeoutMs);
      if (jobsStopped) lifecycle.keepUntilSettled(() => jobsStopped);
      const liveStopped = liveIngest?.stop(config.shutdownTimeoutMs);
      if (liveStopped) lifecycle.keepUntilSettled(() => liveStopped);
      console.log(`${signal}: draining (up to ${config.shutdownTimeoutMs} ms)`);
      const deadline = Date.now() + config.shutdownTimeoutMs;
      void drain(server, lifecycle, config.shutdownTimeoutMs)
        // Texts still queued get what is left of the same deadline; past it they are lost (the
        // person asks for another code), so a stop still ends within SHUTDOWN_TIMEOUT_MS.
        .then(() => Promise.race([lifecycle.settled(), delay(Math.max(0, deadline - Date.now()))]))
        .then(() => db.destroy())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('shutdown: closing the database failed', error);
            process.exit(1);
          },
        );
    });
  }
}

import { fork, type ChildProcess } from 'node:child_process';
import { systemClock } from '../../clock';
import type { Config } from '../../config';
import { createDb } from '../../db/client';
import { mediaSigningSecret } from '../../domain/media-secret';
import { mediaToolsLine, mediaToolsOfThisProcess } from '../../ingest/media-tools';
import { closeQueueOf } from '../../jobs/queue-of';
import { queueRecording } from '../recording-queue';
import { startIngestNode } from './ingest-node';

/*
 * LIVE_INGEST=1 (decision 072): the ingest node runs in a child process of the server's primary,
 * the same entry (server/main.ts, or its bundle) started with BTV_PROCESS=live-ingest, so an
 * RTMP parser or ffmpeg gone wrong never takes the web server down, and a crashed node is
 * started again. The child tells its parent the port it bound (LIVE_RTMP_PORT=0 takes any free
 * one, for tests) over the IPC channel, and ends when the parent goes.
 */

export const LIVE_INGEST_PROCESS = 'live-ingest';

/** A child that dies this soon after the last start counts towards a crash loop. */
const CRASH_WINDOW_MS = 60_000;
const MAX_RESTARTS_IN_WINDOW = 5;
const RESTART_DELAY_MS = 2000;

export interface LiveIngestReady {
  type: 'live-ingest-ready';
  port: number;
}

function isReady(message: unknown): message is LiveIngestReady {
  return (message as LiveIngestReady | null)?.type === 'live-ingest-ready';
}

/** The child's own life: the node until SIGTERM/SIGINT or the parent's going, then a clean end. */
export async function runLiveIngestProcess(config: Config): Promise<void> {
  const tools = await mediaToolsOfThisProcess();
  if (!tools.on) {
    console.error(`live ingest off: ${mediaToolsLine(tools)}`);
    process.exit(0);
  }
  const db = createDb(config);
  // The studio derives SRT passphrases from the same secret (decision 078).
  const srtSecret =
    config.live.srtPorts === null
      ? undefined
      : await mediaSigningSecret(db, config, systemClock.now());
  const node = await startIngestNode({
    srtSecret,
    db,
    clock: systemClock,
    live: config.live,
    mediaFoldersDir: config.mediaFoldersDir,
    ffmpeg: tools.ffmpeg,
    onBroadcastsEnded: async (ids) => {
      for (const id of ids) await queueRecording({ db, config }, id);
    },
  });
  process.send?.({ type: 'live-ingest-ready', port: node.port } satisfies LiveIngestReady);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void node
      .close()
      .then(() => closeQueueOf(db))
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('live ingest: stopping failed', error);
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
  process.on('disconnect', stop);
}

export interface LiveIngestChild {
  /** The port of the current child, once it has said it. */
  ready: Promise<number>;
  stop(timeoutMs: number): Promise<void>;
}

/** Starts the child (again after a crash) from the entry this process was started with. */
export function startLiveIngestChild(log: (line: string) => void = console.log): LiveIngestChild {
  let child: ChildProcess | null = null;
  let stopping = false;
  const starts: number[] = [];
  let announce: (port: number) => void = () => undefined;
  const ready = new Promise<number>((resolve) => {
    announce = resolve;
  });

  const start = () => {
    starts.push(Date.now());
    while (starts.length && starts[0]! < Date.now() - CRASH_WINDOW_MS) starts.shift();
    const entry = process.argv[1]!;
    const current = fork(entry, process.argv.slice(2), {
      env: { ...process.env, BTV_PROCESS: LIVE_INGEST_PROCESS },
    });
    child = current;
    current.on('message', (message) => {
      if (isReady(message)) announce(message.port);
    });
    current.on('exit', (code, signal) => {
      if (child === current) child = null;
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (starts.length > MAX_RESTARTS_IN_WINDOW) {
        log(`live ingest exited (${how}); too many restarts, live ingest is off until a restart`);
        return;
      }
      log(`live ingest exited (${how}); starting it again`);
      setTimeout(() => {
        if (!stopping) start();
      }, RESTART_DELAY_MS).unref();
    });
  };
  start();

  return {
    ready,
    async stop(timeoutMs) {
      stopping = true;
      const current = child;
      if (!current || current.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      const kill = setTimeout(() => current.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(kill);
    },
  };
}

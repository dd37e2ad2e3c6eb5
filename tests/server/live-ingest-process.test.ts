import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveIngestReady } from '../../server/live/ingest/ingest-process';
import { channelFolder } from '../../server/live/ingest/ingest-node';
import { seededChannelWithKey, sessionsOf } from './live-channel-fixture';
import { startEncoder, type Encoder } from './live-encoder';
import { createTestApp, type TestApp } from './test-app';

/*
 * The ingest node as the server runs it (LIVE_INGEST=1): server/main.ts started with
 * BTV_PROCESS=live-ingest, which closes sessions a previous run left open, says its port over
 * IPC, and on SIGTERM ends its sessions with a final manifest and exits 0.
 */

const WAIT = { timeout: 60_000, interval: 200 };
const entry = path.resolve(import.meta.dirname, '../../server/main.ts');

describe('the live ingest process', () => {
  let t: TestApp;
  let child: ChildProcess;
  let channelId: number;
  let key: string;
  let encoder: Encoder | null = null;
  let exited: Promise<number | null>;

  const sessions = () => sessionsOf(t, channelId);

  beforeAll(async () => {
    t = await createTestApp();
    ({ channelId, key } = await seededChannelWithKey(t));
    const now = new Date(t.clock.now()).toISOString();
    // What a crashed ingest process leaves behind: a session nobody packages any more.
    const broadcast = await t.db
      .insertInto('live_broadcasts')
      .values({ channel_id: channelId, started_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('live_sessions')
      .values({
        channel_id: channelId,
        broadcast_id: broadcast.id,
        started_at: now,
        protocol: 'rtmp',
        prefix: 'sleftover',
      })
      .execute();
  });

  afterAll(async () => {
    if (encoder?.running()) encoder.child.kill('SIGKILL');
    await encoder?.exited;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await t?.close();
  });

  it('closes what a previous run left open, packages an encoder, and ends cleanly on SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: t.config.dataDir,
      BTV_PROCESS: 'live-ingest',
      LIVE_INGEST: '1',
      LIVE_RTMP_PORT: '0',
      LIVE_RTMP_HOST: '127.0.0.1',
      LIVE_PRESET: 'ultrafast',
    };
    if (t.config.databaseUrl) env.DATABASE_URL = t.config.databaseUrl;
    else delete env.DATABASE_URL;
    child = fork(entry, [], {
      env,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const port = await new Promise<number>((resolve) => {
      child.on('message', (message) => resolve((message as LiveIngestReady).port));
    });
    expect(port).toBeGreaterThan(0);
    const [leftover] = await sessions();
    expect(leftover).toMatchObject({ prefix: 'sleftover', end_reason: 'ingest-stopped' });
    expect(leftover!.ended_at).toBeTruthy();

    encoder = startEncoder(`rtmp://127.0.0.1:${port}/live/${key}`);
    await vi.waitFor(async () => {
      expect((await sessions()).at(-1)?.ready_at).toBeTruthy();
    }, WAIT);
    const session = (await sessions()).at(-1)!;

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const ended = (await sessions()).at(-1)!;
    expect(ended).toMatchObject({ id: session.id, end_reason: 'ingest-stopped' });
    const folder = channelFolder(t.config.mediaFoldersDir, { mediaId: channelId, isFree: true });
    expect(fs.readFileSync(path.join(folder, `${session.prefix}.mpd`), 'utf8')).toContain(
      'type="static"',
    );
    expect(await encoder.exited).not.toBe(0);
  });
});

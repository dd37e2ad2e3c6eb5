import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { freePort, freeUdpPort } from '../../scripts/test-server.mjs';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';
import { registerViaApi, unusedPhone, type RegisteredUser } from './session';
import { lastSmsAt, registerStaff } from './studio-session';

/*
 * The set-up of the live Chromium tests with a real encoder (issue 28): a server of its own with
 * the live ingest node (LIVE_INGEST=1) on a free RTMP port, short stall and offline times and
 * x264's ultrafast preset, its jobs beside it (the recording → draft), an editor, and the seed's
 * live channel made a channel with a fresh key through the studio's own calls. With `srt`, the
 * server also listens for SRT on one free UDP port (LIVE_SRT_PORTS, decision 078), and the key's
 * SRT URL is the one the studio's rotation answered.
 */

export interface LiveRig {
  server: RunningServer;
  browser: Browser;
  editor: RegisteredUser;
  /** A signed-in viewer: a channel's manifest, free or not, needs a login (decision 073). */
  viewer: RegisteredUser;
  channelId: number;
  /** The studio's "server and key in one URL", as OBS takes it. */
  rtmpUrl: string;
  rtmpPort: number;
  /** The studio's SRT URL (port and passphrase) for the key; null unless the rig has `srt`. */
  srtUrl: string | null;
  /** The server's database, for what no screen shows (sessions counted). */
  db: () => Database.Database;
  close: () => Promise<void>;
}

/** What `read` answers once it is not undefined (expect.poll is for tests, not hooks). */
async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const give = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > give) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A studio session of `who` over plain HTTP, as the studio's sign-in makes one. */
async function studioToken(base: string, who: RegisteredUser): Promise<string> {
  const before = await lastSmsAt(base, who.phone);
  const headers = { Authorization: `Bearer ${who.token}`, 'Content-Type': 'application/json' };
  const sent = await fetch(`${base}/api/studio/step-up/send`, { method: 'POST', headers });
  if (!sent.ok) throw new Error(`step-up send: ${sent.status}`);
  const code = await until('the texted code', async () => {
    const response = await fetch(`${base}/__dev/sms/${who.phone}`);
    if (!response.ok) return undefined;
    const { data } = (await response.json()) as { data: { code: string; created_at: string } };
    return data.created_at === before ? undefined : data.code;
  });
  const verified = await fetch(`${base}/api/studio/step-up/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code }),
  });
  if (!verified.ok) throw new Error(`step-up verify: ${verified.status}`);
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

async function studioPost<T>(base: string, token: string, route: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { status: boolean; data: T; msg?: string };
  if (!response.ok || !answer.status) {
    throw new Error(`${route}: ${response.status} ${answer.msg ?? ''}`);
  }
  return answer.data;
}

export async function startLiveRig(
  env: Record<string, string> = {},
  options: { srt?: boolean } = {},
): Promise<LiveRig> {
  const rtmpPort = await freePort();
  const srtPort = options.srt ? await freeUdpPort() : null;
  const server = await startServer({
    ...(srtPort === null ? {} : { LIVE_SRT_PORTS: `${srtPort}-${srtPort}` }),
    DATABASE_URL: '',
    LIVE_INGEST: '1',
    LIVE_RTMP_PORT: String(rtmpPort),
    LIVE_RTMP_HOST: '127.0.0.1',
    LIVE_PUBLIC_HOST: '127.0.0.1',
    LIVE_PRESET: 'ultrafast',
    LIVE_STALL_SECONDS: '3',
    INGEST_PRESET: 'ultrafast',
    JOBS_POLL_MS: '200',
    ...env,
  });
  // The ingest node is a child of the server: it says when its RTMP port is open.
  await until('the RTMP port', () =>
    Promise.resolve(
      server.output().includes(`live ingest: RTMP on 127.0.0.1:${rtmpPort}`) ? true : undefined,
    ),
  );
  const db = () => new Database(path.join(server.dataDir, 'app.sqlite'));
  const editor = await registerStaff(server, 'editor', { first: 'Редактор', last: 'Шууд' });
  const token = await studioToken(server.url, editor);
  const read = db();
  const { id: channelId } = read.prepare(`select id from media where kind = 'live'`).get() as {
    id: number;
  };
  read.close();
  await studioPost(server.url, token, '/api/studio/live/channels', { media_id: channelId });
  const { rtmp_url: rtmpUrl, srt_url: srtUrl } = await studioPost<{
    rtmp_url: string;
    srt_url: string | null;
  }>(server.url, token, `/api/studio/live/channels/${channelId}/key`);
  if (srtPort !== null) {
    // The node reads the new key on its next check and starts the channel's listener.
    const listening = `live ingest: SRT for channel ${channelId} on 127.0.0.1:${srtPort}`;
    await until('the SRT listener', () =>
      Promise.resolve(server.output().includes(listening) ? true : undefined),
    );
  }
  const viewer = await registerViaApi(server.url, await unusedPhone(server.url), {
    first: 'Үзэгч',
    last: 'Шууд',
  });
  const browser = await launchBrowser();
  return {
    server,
    browser,
    editor,
    viewer,
    channelId,
    rtmpUrl,
    rtmpPort,
    srtUrl,
    db,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** A manifest or media request the live page made, and its answer. */
export interface LiveAnswer {
  url: string;
  status: number;
}

/**
 * Every manifest request answered 200, and every segment request too, at the latest when dash.js
 * asks again: on a loaded machine the packager may write a segment after the moment its manifest
 * announces it, and dash.js retries (decision 074). A path never served (issue 28's closed
 * `/media/title/` segments) stays a failure: it is never answered 200.
 */
export async function expectEveryAnswerServed(answers: readonly LiveAnswer[]): Promise<void> {
  expect(answers.filter((a) => a.status !== 200 && !a.url.endsWith('.m4s'))).toEqual([]);
  const missed = [...new Set(answers.filter((a) => a.status !== 200).map((a) => a.url))];
  const stillMissing = () =>
    missed.filter((url) => !answers.some((a) => a.url === url && a.status === 200));
  await expect.poll(stillMissing, { timeout: 30_000, interval: 250 }).toEqual([]);
}

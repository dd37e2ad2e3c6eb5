import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  channelFolder,
  startIngestNode,
  type IngestNode,
} from '../../server/live/ingest/ingest-node';
import { newStreamKey, streamKeyHash } from '../../server/live/stream-key';
import { seededChannelWithKey, sessionsOf } from './live-channel-fixture';
import { startEncoder, type Encoder } from './live-encoder';
import { endLiveBroadcast } from '../../server/domain/studio-live';
import { createTestApp, DEMO_PHONE, userIdByPhone, type TestApp } from './test-app';

/*
 * The ingest node with real ffmpeg on both sides (decision 072): an encoder pushes RTMP with a
 * channel's key and live DASH appears; a wrong or revoked key, a second encoder on a live key, and
 * anything that is not RTMP are turned away; the encoder killed ends the session and the manifest.
 * Every wait is for a condition, with limits far beyond what the work needs on a loaded machine.
 */

const WAIT = { timeout: 60_000, interval: 200 };

describe('live ingest: RTMP with a stream key → live DASH', () => {
  let t: TestApp;
  let node: IngestNode;
  let channelId: number;
  let key: string;
  let folder: string;
  const encoders: Encoder[] = [];
  const logs: string[] = [];

  const url = (streamKey: string) => `rtmp://127.0.0.1:${node.port}/live/${streamKey}`;
  const encode = (streamKey: string, options: Parameters<typeof startEncoder>[1] = {}) => {
    const encoder = startEncoder(url(streamKey), options);
    encoders.push(encoder);
    return encoder;
  };
  const sessions = () => sessionsOf(t, channelId);
  const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);

  beforeAll(async () => {
    t = await createTestApp({ LIVE_PRESET: 'ultrafast' });
    ({ channelId, key } = await seededChannelWithKey(t));
    node = await startIngestNode({
      db: t.db,
      clock: t.clock,
      live: { ...t.config.live, rtmpPort: 0, rtmpHost: '127.0.0.1' },
      mediaFoldersDir: t.config.mediaFoldersDir,
      ffmpeg: 'ffmpeg',
      log: (line) => logs.push(line),
      keyCheckMs: 250,
      // Only the first-byte rule may close the HTTP request below, not the publish deadline.
      frontLimits: { publishWithinMs: 10 * 60_000 },
    });
    folder = channelFolder(t.config.mediaFoldersDir, { mediaId: channelId, isFree: true });
  });

  afterAll(async () => {
    for (const encoder of encoders) if (encoder.running()) encoder.child.kill('SIGKILL');
    await Promise.all(encoders.map((e) => e.exited));
    await node?.close();
    await t?.close();
  });

  it('closes an HTTP request to the ingest port without answering', async () => {
    const socket = net.connect(node.port, '127.0.0.1');
    let answered = 0;
    socket.on('data', (data) => {
      answered += data.length;
    });
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await closed;
    expect(answered).toBe(0);
  });

  it('refuses a wrong key: the encoder fails, no session, no files', async () => {
    const wrong = encode(newStreamKey(), { seconds: 30 });
    expect(await wrong.exited).not.toBe(0);
    expect(await sessions()).toEqual([]);
    expect(files()).toEqual([]);
    expect(logs.some((l) => l.includes('unknown-key'))).toBe(true);
  });

  let first: Encoder;
  let prefix: string;

  it('packages the right key to live DASH: a dynamic manifest, 2 s segments, no rendition above the source, the source kept', async () => {
    first = encode(key);
    await vi.waitFor(async () => {
      const [session] = await sessions();
      expect(session?.ready_at).toBeTruthy();
    }, WAIT);
    const [session] = await sessions();
    prefix = session!.prefix;
    expect(session).toMatchObject({
      ended_at: null,
      protocol: 'rtmp',
      source_width: 320,
      source_height: 180,
    });
    const manifest = fs.readFileSync(path.join(folder, `${prefix}.mpd`), 'utf8');
    expect(manifest).toContain('type="dynamic"');
    expect(manifest).toContain('maxSegmentDuration="PT2.0S"');
    expect(manifest).toContain('timeShiftBufferDepth="PT2H0M0.0S"');
    expect(manifest).toMatch(/contentType="audio"/);
    // One video rendition at the source's own size: 320x180 is below the lowest rung.
    const videos = [...manifest.matchAll(/<Representation [^>]*mimeType="video\/mp4"[^>]*>/g)];
    expect(videos).toHaveLength(1);
    expect(videos[0]![0]).toContain('width="320"');
    expect(videos[0]![0]).toContain('height="180"');
    expect(files()).toEqual(
      expect.arrayContaining([`${prefix}-init-0.m4s`, `${prefix}-0-00001.m4s`]),
    );
    const recording = path.join(t.config.live.recordingsDir, `l${channelId}`, `${prefix}.ts`);
    await vi.waitFor(() => expect(fs.statSync(recording).size).toBeGreaterThan(10_000), WAIT);
  });

  it('refuses a second encoder on a live key while the first goes on', async () => {
    const second = encode(key, { seconds: 30 });
    expect(await second.exited).not.toBe(0);
    expect(first.running()).toBe(true);
    const open = (await sessions()).filter((s) => s.ended_at === null);
    expect(open).toHaveLength(1);
    expect(open[0]!.prefix).toBe(prefix);
    const channel = await t.db
      .selectFrom('live_channels')
      .select('last_refusal_reason')
      .where('media_id', '=', channelId)
      .executeTakeFirstOrThrow();
    expect(channel.last_refusal_reason).toBe('second-encoder');
    // The first encoder's stream keeps growing after the refusal.
    const segments = () => files().filter((f) => f.startsWith(`${prefix}-0-`)).length;
    const before = segments();
    await vi.waitFor(() => expect(segments()).toBeGreaterThan(before + 1), WAIT);
  });

  it('offers no playback on the ingest port, even of the live key', async () => {
    const player = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-i',
        url(key),
        '-t',
        '1',
        '-f',
        'null',
        '-',
      ],
      { stdio: 'ignore' },
    );
    const code = await new Promise<number | null>((resolve) => player.on('close', resolve));
    expect(code).not.toBe(0);
    expect(first.running()).toBe(true);
    expect(logs.some((l) => l.includes('refused a play request'))).toBe(true);
  });

  it('ends the session when the encoder is killed, and marks the manifest ended', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    await vi.waitFor(async () => {
      const [session] = await sessions();
      expect(session?.ended_at).toBeTruthy();
      expect(session?.end_reason).toBe('encoder-left');
    }, WAIT);
    await vi.waitFor(() => {
      const manifest = fs.readFileSync(path.join(folder, `${prefix}.mpd`), 'utf8');
      expect(manifest).toContain('type="static"');
    }, WAIT);
  });

  it('cuts the encoder when the studio ends the broadcast (decision 073)', async () => {
    const live = encode(key);
    await vi.waitFor(async () => {
      const open = (await sessions()).filter((s) => s.ended_at === null);
      expect(open).toHaveLength(1);
    }, WAIT);
    const staff = await userIdByPhone(t.db, DEMO_PHONE.main);
    expect(await endLiveBroadcast(t.db, t.clock.now(), staff, channelId)).toMatchObject({
      kind: 'ended',
    });
    expect(await live.exited).not.toBe(0);
    expect((await sessions()).at(-1)?.end_reason).toBe('ended-by-studio');
  });

  it('refuses a revoked key, and cuts a live encoder whose key is rotated', async () => {
    const live = encode(key);
    await vi.waitFor(async () => {
      const open = (await sessions()).filter((s) => s.ended_at === null);
      expect(open).toHaveLength(1);
    }, WAIT);
    const rotated = newStreamKey();
    await t.db
      .updateTable('live_channels')
      .set({ key_hash: streamKeyHash(rotated) })
      .where('media_id', '=', channelId)
      .execute();
    expect(await live.exited).not.toBe(0);
    await vi.waitFor(async () => {
      const last = (await sessions()).at(-1);
      expect(last?.end_reason).toBe('key-revoked');
    }, WAIT);
    const old = encode(key, { seconds: 30 });
    expect(await old.exited).not.toBe(0);
    expect((await sessions()).filter((s) => s.ended_at === null)).toEqual([]);
  });

  it('packages a video-only encoder (no audio set), and ends a stalled one', async () => {
    key = newStreamKey();
    await t.db
      .updateTable('live_channels')
      .set({ key_hash: streamKeyHash(key) })
      .where('media_id', '=', channelId)
      .execute();
    const silent = encode(key, { audio: false });
    await vi.waitFor(async () => {
      const last = (await sessions()).at(-1);
      expect(last?.ended_at).toBeNull();
      expect(last?.ready_at).toBeTruthy();
    }, WAIT);
    const session = (await sessions()).at(-1)!;
    const manifest = fs.readFileSync(path.join(folder, `${session.prefix}.mpd`), 'utf8');
    expect(manifest).toContain('contentType="video"');
    expect(manifest).not.toContain('contentType="audio"');
    // A frozen encoder keeps its socket open and sends nothing, as a pulled cable does.
    silent.child.kill('SIGSTOP');
    await vi.waitFor(async () => {
      const last = (await sessions()).at(-1);
      expect(last?.end_reason).toBe('stalled');
    }, WAIT);
    silent.child.kill('SIGKILL');
  });
});

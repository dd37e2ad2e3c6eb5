import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  channelFolder,
  startIngestNode,
  type IngestNode,
} from '../../server/live/ingest/ingest-node';
import { freeUdpPort } from '../../scripts/test-server.mjs';
import { assignSrtPort } from '../../server/live/srt-ports';
import { createMovie } from '../factories';
import { sessionsOf } from './live-channel-fixture';
import { startEncoder, type Encoder } from './live-encoder';
import { callStudio, createStaff, type StaffMember } from './studio-helpers';
import { createTestApp, type TestApp } from './test-app';

/*
 * SRT ingest (decision 078) with real ffmpeg on both sides: the studio's rotation answers an SRT
 * URL on the channel's port of LIVE_SRT_PORTS, an encoder given that URL goes live through the same
 * session and packager as RTMP, a wrong passphrase is turned away in the handshake, a second
 * caller on the port is not taken, a caller that leaves can come back, and revoking the key cuts
 * the encoder. Every wait is for a condition, with limits far beyond what the work needs.
 */

const WAIT = { timeout: 60_000, interval: 200 };
const OTHER_PASSPHRASE = '0123456789abcdef0123456789abcdef';

type Rotated = { key: string; rtmp_url: string; srt_url: string | null };

describe('live ingest over SRT', () => {
  let t: TestApp;
  let node: IngestNode;
  let editor: StaffMember;
  let channelId: number;
  let srtPort: number;
  let srtUrl: string;
  let folder: string;
  const encoders: Encoder[] = [];
  const logs: string[] = [];

  const encode = (url: string, options: Parameters<typeof startEncoder>[1] = {}) => {
    const encoder = startEncoder(url, options);
    encoders.push(encoder);
    return encoder;
  };
  const sessions = () => sessionsOf(t, channelId);
  const channelRow = () =>
    t.db
      .selectFrom('live_channels')
      .selectAll()
      .where('media_id', '=', channelId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    srtPort = await freeUdpPort();
    t = await createTestApp({
      LIVE_PRESET: 'ultrafast',
      LIVE_PUBLIC_HOST: '127.0.0.1',
      LIVE_SRT_PORTS: `${srtPort}-${srtPort}`,
    });
    editor = await createStaff(t, ['editor']);
    channelId = await createMovie(t, { kind: 'live' });
    const created = await callStudio(t, 'studioLiveChannelCreate', {
      token: editor.token,
      body: { media_id: channelId },
    });
    expect(created.status).toBe(201);
    const isFree = await t.db
      .selectFrom('movies')
      .select('is_free')
      .where('media_id', '=', channelId)
      .executeTakeFirst();
    folder = channelFolder(t.config.mediaFoldersDir, {
      mediaId: channelId,
      isFree: isFree?.is_free === 1,
    });
    node = await startIngestNode({
      db: t.db,
      clock: t.clock,
      live: { ...t.config.live, rtmpPort: 0, rtmpHost: '127.0.0.1' },
      mediaFoldersDir: t.config.mediaFoldersDir,
      ffmpeg: 'ffmpeg',
      log: (line) => logs.push(line),
      keyCheckMs: 250,
      srtSecret: t.config.mediaSigningSecret,
    });
  });

  afterAll(async () => {
    for (const encoder of encoders) if (encoder.running()) encoder.child.kill('SIGKILL');
    await Promise.all(encoders.map((e) => e.exited));
    await node?.close();
    await t?.close();
  });

  it("answers an SRT URL with the new key: the channel's port, a passphrase, AES-256", async () => {
    const rotated = await callStudio(t, 'studioLiveKeyRotate', {
      token: editor.token,
      params: { id: channelId },
    });
    expect(rotated.status).toBe(200);
    const data = (rotated.json as { data: Rotated }).data;
    expect(data.srt_url).toMatch(
      new RegExp(
        `^srt://127\\.0\\.0\\.1:${srtPort}\\?mode=caller&passphrase=[0-9a-f]{32}&pbkeylen=32$`,
      ),
    );
    srtUrl = data.srt_url!;
    expect((await channelRow()).srt_port).toBe(srtPort);
    // Neither the key nor the passphrase is kept anywhere the studio can read again.
    const passphrase = new URL(srtUrl).searchParams.get('passphrase')!;
    const read = await callStudio(t, 'studioLiveChannel', {
      token: editor.token,
      params: { id: channelId },
    });
    expect(JSON.stringify(read.json)).not.toContain(passphrase);
    const audits = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audits)).not.toContain(passphrase);
  });

  it('turns a wrong passphrase away in the handshake: no session, no files', async () => {
    const wrong = srtUrl.replace(/passphrase=[0-9a-f]+/, `passphrase=${OTHER_PASSPHRASE}`);
    // Until the node has read the new key its listener is not there and the caller only times
    // out; the listener's answer is what this test is about.
    await vi.waitFor(async () => {
      const encoder = encode(wrong, { seconds: 30 });
      expect(await encoder.exited).not.toBe(0);
      expect(encoder.stderr()).toContain('Incorrect passphrase');
    }, WAIT);
    expect(await sessions()).toEqual([]);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });

  let first: Encoder;

  it("goes live with the studio's URL through the same session and packager as RTMP", async () => {
    first = encode(srtUrl);
    await vi.waitFor(async () => {
      const [session] = await sessions();
      expect(session?.ready_at).toBeTruthy();
    }, WAIT);
    const [session] = await sessions();
    expect(session).toMatchObject({
      ended_at: null,
      protocol: 'srt',
      source_width: 320,
      source_height: 180,
    });
    const manifest = fs.readFileSync(path.join(folder, `${session!.prefix}.mpd`), 'utf8');
    expect(manifest).toContain('type="dynamic"');
    expect(manifest).toMatch(/contentType="audio"/);
    expect(fs.existsSync(path.join(folder, `${session!.prefix}-0-00001.m4s`))).toBe(true);
  });

  it('takes no second caller on the port while the first is live', async () => {
    const second = encode(srtUrl, { seconds: 30 });
    expect(await second.exited).not.toBe(0);
    const rows = await sessions();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ended_at).toBeNull();
    expect(first.running()).toBe(true);
  });

  let again: Encoder;

  it('ends the session when the encoder goes, and takes it back on the same URL', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    // libsrt notices a silent peer after its idle timeout; the node's stall limit may come first.
    await vi.waitFor(async () => {
      const [session] = await sessions();
      expect(session?.ended_at).toBeTruthy();
      expect(['encoder-left', 'stalled']).toContain(session?.end_reason);
    }, WAIT);
    again = encode(srtUrl);
    await vi.waitFor(async () => {
      // The listener takes a moment to listen again; an encoder that gave up meanwhile retries.
      if (!again.running()) again = encode(srtUrl);
      const rows = await sessions();
      expect(rows).toHaveLength(2);
      expect(rows[1]!.ready_at).toBeTruthy();
    }, WAIT);
    expect((await sessions())[1]).toMatchObject({ protocol: 'srt', ended_at: null });
  });

  it('cuts the encoder when the key is revoked, and frees the port', async () => {
    const revoked = await callStudio(t, 'studioLiveKeyRevoke', {
      token: editor.token,
      params: { id: channelId },
    });
    expect(revoked.status).toBe(200);
    await vi.waitFor(async () => {
      const rows = await sessions();
      expect(rows[1]).toMatchObject({ end_reason: 'key-revoked' });
      expect(rows[1]!.ended_at).toBeTruthy();
    }, WAIT);
    await again.exited;
    expect((await channelRow()).srt_port).toBeNull();
    expect((await channelRow()).last_refusal_reason).toBe('key-revoked');
    // The old URL opens nothing any more.
    const late = encode(srtUrl, { seconds: 30 });
    expect(await late.exited).not.toBe(0);
    expect(await sessions()).toHaveLength(2);
  });
});

describe('the studio without LIVE_SRT_PORTS', () => {
  it('answers no SRT URL and gives the channel no port', async () => {
    const t = await createTestApp();
    try {
      const editor = await createStaff(t, ['editor']);
      const channelId = await createMovie(t, { kind: 'live' });
      await callStudio(t, 'studioLiveChannelCreate', {
        token: editor.token,
        body: { media_id: channelId },
      });
      const rotated = await callStudio(t, 'studioLiveKeyRotate', {
        token: editor.token,
        params: { id: channelId },
      });
      expect(rotated.status).toBe(200);
      const data = (rotated.json as { data: Rotated }).data;
      expect(data.srt_url).toBeNull();
      expect(data.rtmp_url).toBe(`rtmp://localhost/live/${data.key}`);
      const row = await t.db
        .selectFrom('live_channels')
        .select('srt_port')
        .where('media_id', '=', channelId)
        .executeTakeFirstOrThrow();
      expect(row.srt_port).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('SRT ports given by the studio', () => {
  it('one per channel with a key: kept on rotation, none when the range is full, freed on revoke', async () => {
    const t = await createTestApp({ LIVE_SRT_PORTS: '20000-20001' });
    try {
      const editor = await createStaff(t, ['editor']);
      const channels: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const id = await createMovie(t, { kind: 'live' });
        await callStudio(t, 'studioLiveChannelCreate', {
          token: editor.token,
          body: { media_id: id },
        });
        channels.push(id);
      }
      const rotate = async (id: number) => {
        const answer = await callStudio(t, 'studioLiveKeyRotate', {
          token: editor.token,
          params: { id },
        });
        expect(answer.status).toBe(200);
        const url = (answer.json as { data: Rotated }).data.srt_url;
        return url === null ? null : Number(new URL(url).port);
      };
      const [a, b, c] = channels as [number, number, number];
      expect(await rotate(a)).toBe(20000);
      expect(await rotate(b)).toBe(20001);
      // Full: RTMP only for the third, until a port is free.
      expect(await rotate(c)).toBeNull();
      // A rotation keeps the channel's port: its encoders change only the passphrase.
      expect(await rotate(b)).toBe(20001);
      const revoked = await callStudio(t, 'studioLiveKeyRevoke', {
        token: editor.token,
        params: { id: a },
      });
      expect(revoked.status).toBe(200);
      expect(await rotate(c)).toBe(20000);
      const rows = await t.db
        .selectFrom('live_channels')
        .select(['media_id', 'srt_port'])
        .where('media_id', 'in', channels)
        .orderBy('media_id')
        .execute();
      expect(rows.map((r) => r.srt_port)).toEqual([null, 20001, 20000]);

      // The range moved (LIVE_SRT_PORTS changed) and three rotations race: three ports, no clash.
      const moved = { first: 30000, last: 30002 };
      const ports = await Promise.all(channels.map((id) => assignSrtPort(t.db, id, moved)));
      expect([...ports].sort()).toEqual([30000, 30001, 30002]);
    } finally {
      await t.close();
    }
  });
});

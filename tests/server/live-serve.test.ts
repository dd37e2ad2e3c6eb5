import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, spec, liveChannelMessages } from '../../contract/messages';
import { buildPath } from '../../contract/route';
import { paths } from '../../contract/paths';
import { LIVE_JOBS } from '../../contract/studio/live-paths';
import { liveStudioMessages } from '../../contract/studio/live-values';
import { queueOf } from '../../server/jobs/queue-of';
import { rewriteLiveManifest } from '../../server/domain/live-manifest';
import { sweepViewerRows } from '../../server/domain/live-viewers';
import { sweepLiveFiles } from '../../server/live/live-files-sweep';
import { STREAM_KEY_PATTERN, streamKeyHash } from '../../server/live/stream-key';
import { createMovie, createSignedInUser } from '../factories';
import { callStudio, createStaff, type StaffMember } from './studio-helpers';
import { call, createTestApp, type TestApp } from './test-app';

/*
 * The serving side of live (decision 073): the channel manifest rewritten per viewer, its access
 * decided as for movies, the media routes refusing live manifests, status, heartbeats, and the
 * studio's keys. The files are a real packager's output: a 2 s ffmpeg DASH run at test time, with
 * a session prefix as the ingest node names them.
 */

const FIXTURE_PREFIX = 'sfixture00aa';
let fixtureDir: string;

function makeFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-live-fixture-'));
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-c:a', 'aac'],
      ...['-f', 'dash', '-seg_duration', '2', '-use_template', '1', '-use_timeline', '0'],
      ...['-adaptation_sets', 'id=0,streams=v id=1,streams=a'],
      ...['-init_seg_name', `${FIXTURE_PREFIX}-init-$RepresentationID$.m4s`],
      ...['-media_seg_name', `${FIXTURE_PREFIX}-$RepresentationID$-$Number%05d$.m4s`],
      path.join(dir, `${FIXTURE_PREFIX}.mpd`),
    ],
    { stdio: 'ignore' },
  );
  return dir;
}

/** Puts the fixture's files into a channel's folder under `prefix` and a session row for it. */
async function airSession(
  t: TestApp,
  channel: { id: number; isFree: boolean },
  prefix: string,
  rows: { ready?: boolean; endedAgoMs?: number } = {},
) {
  const folder = path.join(
    t.config.mediaFoldersDir,
    channel.isFree ? 'free' : 'paid',
    `l${channel.id}`,
  );
  fs.mkdirSync(folder, { recursive: true });
  for (const name of fs.readdirSync(fixtureDir)) {
    const bytes = fs.readFileSync(path.join(fixtureDir, name));
    const out = name.replace(FIXTURE_PREFIX, prefix);
    fs.writeFileSync(
      path.join(folder, out),
      name.endsWith('.mpd') ? bytes.toString('utf8').replaceAll(FIXTURE_PREFIX, prefix) : bytes,
    );
  }
  const now = t.clock.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const broadcast = await t.db
    .insertInto('live_broadcasts')
    .values({ channel_id: channel.id, started_at: iso(now - 60_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ended = rows.endedAgoMs === undefined ? null : iso(now - rows.endedAgoMs);
  await t.db
    .insertInto('live_sessions')
    .values({
      channel_id: channel.id,
      broadcast_id: broadcast.id,
      started_at: iso(now - 60_000),
      ready_at: rows.ready === false ? null : iso(now - 50_000),
      ended_at: ended,
      end_reason: ended === null ? null : 'encoder-left',
      protocol: 'rtmp',
      prefix,
    })
    .execute();
  if (ended !== null) {
    await t.db
      .updateTable('live_broadcasts')
      .set({ state: 'ended', ended_at: ended })
      .where('id', '=', broadcast.id)
      .execute();
  }
}

async function makeChannel(t: TestApp, isFree: boolean) {
  const id = await createMovie(t, { kind: 'live' });
  await t.db
    .updateTable('movies')
    .set({ is_free: isFree ? 1 : 0 })
    .where('media_id', '=', id)
    .execute();
  const now = new Date(t.clock.now()).toISOString();
  await t.db
    .insertInto('live_channels')
    .values({ media_id: id, created_at: now, updated_at: now })
    .execute();
  return { id, isFree };
}

const manifestPath = (channel: number | string) =>
  buildPath(paths.liveChannelManifest.path, { channel });
const statusPath = (channel: number) => buildPath(paths.liveStatus.path, { channel });
const heartbeatPath = (channel: number) => buildPath(paths.liveHeartbeat.path, { channel });

async function manifestAs(t: TestApp, channel: number, token?: string) {
  const res = await t.app.request(manifestPath(channel), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

const baseUrlOf = (xml: string) => /<BaseURL>([^<]*)<\/BaseURL>/.exec(xml)?.[1] ?? null;
const msgOf = (text: string) => (JSON.parse(text) as { msg: string }).msg;

beforeAll(() => {
  fixtureDir = makeFixture();
}, 60_000);
afterAll(() => fs.rmSync(fixtureDir, { recursive: true, force: true }));

describe('rewriteLiveManifest', () => {
  it('adds one BaseURL and a direct UTCTiming, drops bitstreamSwitching and other timings', () => {
    const xml = fs.readFileSync(path.join(fixtureDir, `${FIXTURE_PREFIX}.mpd`), 'utf8');
    expect(xml).toContain('bitstreamSwitching');
    const withTiming = xml.replace(
      '</MPD>',
      '<UTCTiming schemeIdUri="urn:mpeg:dash:utc:http-xsdate:2014" value="https://x/"/>\n</MPD>',
    );
    const out = rewriteLiveManifest(withTiming, { baseUrl: '/media/free/l5/?a=1&b=2', now: 0 });
    expect(out.match(/<BaseURL>/g)).toHaveLength(1);
    expect(baseUrlOf(out)).toBe('/media/free/l5/?a=1&amp;b=2');
    expect(out.indexOf('<BaseURL>')).toBeLessThan(out.indexOf('<Period'));
    expect(out).not.toContain('http-xsdate');
    expect(out).toContain(
      '<UTCTiming schemeIdUri="urn:mpeg:dash:utc:direct:2014" value="1970-01-01T00:00:00.000Z"/>',
    );
    expect(out).not.toContain('bitstreamSwitching');
    // Everything else (the template, the timing ffmpeg wrote) is as it was.
    expect(out).toContain(`media="${FIXTURE_PREFIX}-$RepresentationID$-$Number%05d$.m4s"`);
  });

  it('refuses text that is not a whole manifest', () => {
    expect(() => rewriteLiveManifest('<MPD>', { baseUrl: '/', now: 0 })).toThrow();
    expect(() => rewriteLiveManifest('', { baseUrl: '/', now: 0 })).toThrow();
  });
});

describe('the channel manifest', () => {
  let t: TestApp;
  let free: { id: number; isFree: boolean };
  let paid: { id: number; isFree: boolean };
  let paidViewer: { id: number; token: string };
  let zeroViewer: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    free = await makeChannel(t, true);
    paid = await makeChannel(t, false);
    paidViewer = await createSignedInUser(t, { days: 30 });
    zeroViewer = await createSignedInUser(t, { days: 0 });
  });
  afterAll(() => t.close());

  it('answers a Mongolian 404 while nothing is on air, and a guest must log in', async () => {
    const res = await manifestAs(t, free.id, zeroViewer.token);
    expect(res.status).toBe(404);
    expect(msgOf(res.text)).toBe(liveChannelMessages.offAir);
    await airSession(t, free, 'sfree0001');
    const guest = await manifestAs(t, free.id);
    expect(guest.status).toBe(401);
    expect(msgOf(guest.text)).toBe(spec.guestWatch);
  });

  it('gives a free channel its free folder, the server time and no-store', async () => {
    const res = await manifestAs(t, free.id, zeroViewer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toContain('application/dash+xml');
    expect(baseUrlOf(res.text)).toBe(`/media/free/l${free.id}/`);
    expect(res.text).toContain(
      `<UTCTiming schemeIdUri="urn:mpeg:dash:utc:direct:2014" value="${new Date(t.clock.now()).toISOString()}"/>`,
    );
    // The segments it names are served from there.
    const init = await t.app.request(`/media/free/l${free.id}/sfree0001-init-0.m4s`);
    expect(init.status).toBe(200);
  });

  it('holds a segment asked for just before the packager writes it, then serves it', async () => {
    const name = `/media/free/l${free.id}/sfree0001-0-00050.m4s`;
    const folder = path.join(t.config.mediaFoldersDir, 'free', `l${free.id}`);
    const asked = t.app.request(name);
    setTimeout(() => fs.writeFileSync(path.join(folder, 'sfree0001-0-00050.m4s'), 'fifty'), 200);
    const res = await asked;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('fifty');
  });

  it('signs a paid channel for a viewer with paid days, until the signature expires', async () => {
    await airSession(t, paid, 'spaid0001');
    const res = await manifestAs(t, paid.id, paidViewer.token);
    expect(res.status).toBe(200);
    const base = baseUrlOf(res.text)!;
    const match = new RegExp(
      `^/media/s/(\\d+)/${paidViewer.id}/[A-Za-z0-9_-]{43}/paid/l${paid.id}/$`,
    ).exec(base);
    expect(match, base).not.toBeNull();
    const exp = Number(match![1]);
    expect(exp).toBe(Math.floor((t.clock.now() + t.config.mediaUrlTtlMs) / 1000));
    const segment = `${base}spaid0001-0-00001.m4s`;
    expect((await t.app.request(segment)).status).toBe(200);
    // Unsigned, the paid folder is closed.
    expect((await t.app.request(`/media/paid/l${paid.id}/spaid0001-0-00001.m4s`)).status).toBe(403);
    t.clock.advance(t.config.mediaUrlTtlMs + 1000);
    const expired = await t.app.request(segment);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toBe(extra.mediaLinkInvalid);
  });

  it('refuses a paid channel to a viewer without paid days, as for movies', async () => {
    const res = await manifestAs(t, paid.id, zeroViewer.token);
    expect(res.status).toBe(403);
    expect(msgOf(res.text)).toBe(spec.extendToWatch);
    expect(res.text).not.toContain('BaseURL');
  });

  it('never serves a live manifest file under /media, whatever its spelling', async () => {
    const signed = baseUrlOf((await manifestAs(t, paid.id, paidViewer.token)).text)!;
    for (const url of [
      `/media/free/l${free.id}/sfree0001.mpd`,
      `/media/free/l${free.id}/sfree0001%2Empd`,
      `/media/free/l${free.id}/sfree0001.MPD`,
      `${signed}spaid0001.mpd`,
    ]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toBe(extra.notFound);
    }
  });

  it('keeps an ended session playable for LIVE_KEEP_MINUTES, then answers 404', async () => {
    const other = await makeChannel(t, true);
    await airSession(t, other, 'sended0001', { endedAgoMs: t.config.live.keepMs - 60_000 });
    expect((await manifestAs(t, other.id, zeroViewer.token)).status).toBe(200);
    t.clock.advance(2 * 60_000);
    const gone = await manifestAs(t, other.id, zeroViewer.token);
    expect(gone.status).toBe(404);
    expect(msgOf(gone.text)).toBe(liveChannelMessages.offAir);
  });

  it('answers hostile channel ids with a Mongolian 4xx', async () => {
    for (const id of ['abc', '0', '-1', '99999999', '1e3']) {
      const res = await manifestAs(t, id as unknown as number, paidViewer.token);
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
      expect([extra.badRequest, extra.notFound]).toContain(msgOf(res.text));
    }
    // A movie that is not a channel.
    const movie = await createMovie(t, { free: true });
    expect((await manifestAs(t, movie, paidViewer.token)).status).toBe(404);
  });
});

describe('MEDIA_BASE_URL', () => {
  it('puts the channel folder under it', async () => {
    const t = await createTestApp({ MEDIA_BASE_URL: 'https://cdn.example.mn' });
    try {
      const channel = await makeChannel(t, true);
      const viewer = await createSignedInUser(t, { days: 0 });
      await airSession(t, channel, 'scdn0001');
      const res = await manifestAs(t, channel.id, viewer.token);
      expect(res.status).toBe(200);
      expect(baseUrlOf(res.text)).toBe(`https://cdn.example.mn/media/free/l${channel.id}/`);
    } finally {
      await t.close();
    }
  });
});

describe('status and heartbeats', () => {
  let t: TestApp;
  let channel: { id: number; isFree: boolean };
  let admin: StaffMember;

  beforeAll(async () => {
    t = await createTestApp();
    channel = await makeChannel(t, true);
    admin = await createStaff(t, ['editor']);
  });
  afterAll(() => t.close());

  const status = async () => {
    // Status reads are shared for a second: step past it.
    t.clock.advance(1100);
    const res = await call(t.app, 'GET', statusPath(channel.id));
    expect(res.status).toBe(200);
    return res.json as {
      state: string;
      session: string | null;
      programme: { title: string } | null;
    };
  };
  const studioChannel = async () => {
    const res = await callStudio(t, 'studioLiveChannel', {
      token: admin.token,
      params: { id: channel.id },
    });
    expect(res.status).toBe(200);
    return (res.json as { data: { viewers_now: number; peak_viewers: number; state: string } })
      .data;
  };

  it('goes idle → starting → live → offline and names the programme on air', async () => {
    expect((await status()).state).toBe('idle');
    // The encoder connected, its first segment is not written: the broadcast is starting (the
    // viewer is told so, not that the feed dropped), and the studio says the same.
    await airSession(t, channel, 'sstat0001', { ready: false });
    const starting = await status();
    expect(starting.state).toBe('starting');
    expect(starting.session).toBeNull();
    expect((await studioChannel()).state).toBe('starting');
    await t.db
      .updateTable('live_sessions')
      .set({ ready_at: new Date(t.clock.now()).toISOString() })
      .where('prefix', '=', 'sstat0001')
      .execute();
    const now = t.clock.now();
    await t.db
      .insertInto('programs')
      .values({
        title: 'Өглөөний мэдээ',
        media_id: channel.id,
        starts_at: new Date(now - 60_000).toISOString(),
        ends_at: new Date(now + 3_600_000).toISOString(),
      })
      .execute();
    const live = await status();
    expect(live.state).toBe('live');
    expect(live.session).toBe('sstat0001');
    expect(live.programme?.title).toBe('Өглөөний мэдээ');
    expect((await studioChannel()).state).toBe('live');

    // The feed drops after having played: offline, and still offline while the encoder's
    // reconnection (a new session of the same broadcast) is not ready yet.
    const dropped = new Date(t.clock.now()).toISOString();
    const session = await t.db
      .updateTable('live_sessions')
      .set({ ended_at: dropped, end_reason: 'encoder-left' })
      .where('prefix', '=', 'sstat0001')
      .returning(['broadcast_id'])
      .executeTakeFirstOrThrow();
    const off = await status();
    expect(off.state).toBe('offline');
    expect(off.session).toBeNull();
    expect((await studioChannel()).state).toBe('offline');
    await t.db
      .insertInto('live_sessions')
      .values({
        channel_id: channel.id,
        broadcast_id: session.broadcast_id,
        started_at: new Date(t.clock.now()).toISOString(),
        protocol: 'rtmp',
        prefix: 'sstat0002',
      })
      .execute();
    expect((await status()).state).toBe('offline');
    await t.db
      .updateTable('live_sessions')
      .set({ ready_at: new Date(t.clock.now()).toISOString() })
      .where('prefix', '=', 'sstat0002')
      .execute();
    expect(await status()).toMatchObject({ state: 'live', session: 'sstat0002' });
  });

  it('counts viewers over 45 s, keeps the peak, refuses beats too close', async () => {
    const a = '6f0e1b52-3c1d-4e7a-9b1a-0d2c3e4f5a6b';
    const b = '7a1f2c63-4d2e-4f8b-8c2b-1e3d4f5a6b7c';
    const beat = (viewer: string, playing = true) =>
      call(t.app, 'POST', heartbeatPath(channel.id), { body: { viewer, playing } });
    expect((await beat(a)).status).toBe(204);
    expect((await beat(b)).status).toBe(204);
    const again = await beat(a);
    expect(again.status).toBe(429);
    expect((again.json as { msg: string }).msg).toBe(extra.tooManyRequests);
    expect(await studioChannel()).toMatchObject({ viewers_now: 2, peak_viewers: 2 });
    t.clock.advance(30_000);
    expect((await beat(a)).status).toBe(204);
    t.clock.advance(20_000);
    // b's last beat is 50 s old: gone; a's 20 s: counted; the peak stays.
    expect(await studioChannel()).toMatchObject({ viewers_now: 1, peak_viewers: 2 });
    expect((await beat(a, false)).status).toBe(204);
    expect(await studioChannel()).toMatchObject({ viewers_now: 0, peak_viewers: 2 });
    // Rows older than an hour are swept.
    expect(await sweepViewerRows(t.db, t.clock.now())).toBe(0);
    t.clock.advance(3_600_000);
    expect(await sweepViewerRows(t.db, t.clock.now())).toBe(1);
  });

  it('answers hostile heartbeats with a Mongolian 4xx and writes nothing', async () => {
    const before = await t.db.selectFrom('live_viewers').selectAll().execute();
    for (const body of [{}, { viewer: 'x', playing: true }, { viewer: 1 }, 'nonsense']) {
      const res = await call(t.app, 'POST', heartbeatPath(channel.id), { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.json as { msg: string }).msg).toBe(extra.badRequest);
    }
    const res = await call(t.app, 'POST', heartbeatPath(99999999), {
      body: { viewer: '6f0e1b52-3c1d-4e7a-9b1a-0d2c3e4f5a6b', playing: true },
    });
    expect(res.status).toBe(404);
    expect(await t.db.selectFrom('live_viewers').selectAll().execute()).toEqual(before);
  });
});

describe('the studio live room', () => {
  let t: TestApp;
  let editor: StaffMember;
  let mediaId: number;

  beforeAll(async () => {
    t = await createTestApp({ LIVE_PUBLIC_HOST: 'live.btv.mn' });
    editor = await createStaff(t, ['editor']);
    mediaId = await createMovie(t, { kind: 'live' });
  });
  afterAll(() => t.close());

  const audits = () =>
    t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'live_channel').execute();
  const channelRow = () =>
    t.db
      .selectFrom('live_channels')
      .selectAll()
      .where('media_id', '=', mediaId)
      .executeTakeFirstOrThrow();

  it('makes a channel of a live media row only, once', async () => {
    const movie = await createMovie(t, { free: true });
    const wrong = await callStudio(t, 'studioLiveChannelCreate', {
      token: editor.token,
      body: { media_id: movie },
    });
    expect(wrong.status).toBe(422);
    expect((wrong.json as { fields: Record<string, string> }).fields.media_id).toBe(
      liveStudioMessages.notLiveMedia,
    );
    const made = await callStudio(t, 'studioLiveChannelCreate', {
      token: editor.token,
      body: { media_id: mediaId },
    });
    expect(made.status).toBe(201);
    const again = await callStudio(t, 'studioLiveChannelCreate', {
      token: editor.token,
      body: { media_id: mediaId },
    });
    expect(again.status).toBe(409);
    expect((again.json as { msg: string }).msg).toBe(liveStudioMessages.alreadyChannel);
    const list = await callStudio(t, 'studioLiveChannels', { token: editor.token });
    expect((list.json as { data: { id: number }[] }).data.map((c) => c.id)).toContain(mediaId);
  });

  it('shows a key once, rotates and revokes it, and never writes it to the audit log', async () => {
    const first = await callStudio(t, 'studioLiveKeyRotate', {
      token: editor.token,
      params: { id: mediaId },
    });
    expect(first.status).toBe(200);
    const one = (first.json as { data: { key: string; rtmp_url: string; key_hint: string } }).data;
    expect(one.key).toMatch(STREAM_KEY_PATTERN);
    expect(one.rtmp_url).toBe(`rtmp://live.btv.mn/live/${one.key}`);
    expect((await channelRow()).key_hash).toBe(streamKeyHash(one.key));

    // Never again: the channel's answers carry the hint only.
    const read = await callStudio(t, 'studioLiveChannel', {
      token: editor.token,
      params: { id: mediaId },
    });
    expect(JSON.stringify(read.json)).not.toContain(one.key);
    expect((read.json as { data: { key_hint: string } }).data.key_hint).toBe(one.key.slice(-4));
    const list = await callStudio(t, 'studioLiveChannels', { token: editor.token });
    expect(JSON.stringify(list.json)).not.toContain(one.key);

    const second = await callStudio(t, 'studioLiveKeyRotate', {
      token: editor.token,
      params: { id: mediaId },
    });
    const two = (second.json as { data: { key: string } }).data;
    expect(two.key).not.toBe(one.key);
    expect((await channelRow()).key_hash).toBe(streamKeyHash(two.key));

    const revoked = await callStudio(t, 'studioLiveKeyRevoke', {
      token: editor.token,
      params: { id: mediaId },
    });
    expect(revoked.status).toBe(200);
    expect(await channelRow()).toMatchObject({ key_hash: null, key_hint: null });
    const twice = await callStudio(t, 'studioLiveKeyRevoke', {
      token: editor.token,
      params: { id: mediaId },
    });
    expect(twice.status).toBe(409);
    expect((twice.json as { msg: string }).msg).toBe(liveStudioMessages.noKey);

    const log = await audits();
    expect(log.map((a) => a.action)).toEqual(['create', 'key-rotate', 'key-rotate', 'key-revoke']);
    expect(log.every((a) => a.user_id === editor.id)).toBe(true);
    const text = JSON.stringify(log);
    for (const key of [one.key, two.key]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(streamKeyHash(key));
    }
  });

  it('ends the broadcast on air, and says so when nothing is', async () => {
    const none = await callStudio(t, 'studioLiveEnd', {
      token: editor.token,
      params: { id: mediaId },
    });
    expect(none.status).toBe(409);
    expect((none.json as { msg: string }).msg).toBe(liveStudioMessages.notOnAir);
    await airSession(t, { id: mediaId, isFree: true }, 'sstudio0001');
    const ended = await callStudio(t, 'studioLiveEnd', {
      token: editor.token,
      params: { id: mediaId },
    });
    expect(ended.status).toBe(200);
    const session = await t.db
      .selectFrom('live_sessions')
      .selectAll()
      .where('channel_id', '=', mediaId)
      .executeTakeFirstOrThrow();
    expect(session.end_reason).toBe('ended-by-studio');
    const broadcast = await t.db
      .selectFrom('live_broadcasts')
      .selectAll()
      .where('channel_id', '=', mediaId)
      .executeTakeFirstOrThrow();
    expect(broadcast.state).toBe('ended');
    expect((await audits()).at(-1)?.action).toBe('end');
    // Its recording waits already: the queue refuses a second one for the broadcast.
    const again = await queueOf(t.deps).add(
      LIVE_JOBS.recording,
      { broadcastId: broadcast.id },
      { uniqueKey: `${LIVE_JOBS.recording}:${broadcast.id}` },
    );
    expect(again).toBeNull();
  });
});

describe('the live files sweep', () => {
  it('removes ended sessions past LIVE_KEEP_MINUTES only, never through a link', async () => {
    const t = await createTestApp();
    try {
      const channel = await makeChannel(t, true);
      const folder = path.join(t.config.mediaFoldersDir, 'free', `l${channel.id}`);
      await airSession(t, channel, 'sold0001', { endedAgoMs: t.config.live.keepMs + 60_000 });
      await airSession(t, channel, 'srecent0001', { endedAgoMs: 60_000 });
      await airSession(t, channel, 'sopen0001');
      // A file of no session, fresh: a session may be starting; and a link to elsewhere.
      fs.writeFileSync(path.join(folder, 'sorphan0001-0-00001.m4s'), 'x');
      // Its time on the test clock, not the machine's: a minute old.
      const minuteAgo = new Date(t.clock.now() - 60_000);
      fs.utimesSync(path.join(folder, 'sorphan0001-0-00001.m4s'), minuteAgo, minuteAgo);
      fs.writeFileSync(path.join(folder, 'sstale0001-0-00001.m4s'), 'x');
      const longAgo = new Date(t.clock.now() - t.config.live.keepMs - 60_000);
      fs.utimesSync(path.join(folder, 'sstale0001-0-00001.m4s'), longAgo, longAgo);
      const outside = path.join(t.config.dataDir, 'outside.txt');
      fs.writeFileSync(outside, 'keep');
      fs.symlinkSync(outside, path.join(folder, 'sold0001-link.m4s'));
      const files = () => fs.readdirSync(folder).sort();
      const before = files();
      const outcome = await sweepLiveFiles(t);
      const after = files();
      expect(after.some((name) => name.startsWith('sold0001-0') || name === 'sold0001.mpd')).toBe(
        false,
      );
      expect(outcome.files).toBe(before.length - after.length);
      for (const prefix of ['srecent0001', 'sopen0001']) {
        expect(after.filter((name) => name.startsWith(prefix))).toEqual(
          before.filter((name) => name.startsWith(prefix)),
        );
      }
      expect(after).toContain('sorphan0001-0-00001.m4s');
      expect(after).not.toContain('sstale0001-0-00001.m4s');
      expect(after).toContain('sold0001-link.m4s');
      expect(fs.readFileSync(outside, 'utf8')).toBe('keep');
    } finally {
      await t.close();
    }
  });
});

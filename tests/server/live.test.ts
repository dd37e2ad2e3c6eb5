import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import {
  buildLiveManifest,
  chunkOf,
  expandTemplate,
  parseIsoDuration,
  readDecodeTime,
  readVodManifest,
  retimeSegment,
} from '../../server/domain/live-stream';
import { expectError } from './contract-check';
import { call, createTestApp, SEED_NOW } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
const titleDir = () => path.join(t.config.mediaDir, 'title');
const sample = (file: string) => fs.readFileSync(path.join(titleDir(), file));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// jsdom ships no types (and @types/jsdom is not a dependency): only its DOMParser is needed.
const loadModule = createRequire(import.meta.url);
const { JSDOM } = loadModule('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof globalThis.DOMParser } };
};
const { DOMParser } = new JSDOM('').window;

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

async function manifest() {
  const res = await t.app.request(paths.liveManifest.path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/dash\+xml/);
  return { res, doc: parseXml(await res.text()) };
}

async function segment(rep: string, number: number | string) {
  return t.app.request(buildPath(paths.liveSegment.path, { rep, file: `${number}.m4s` }));
}

/** The sample's own files, 1-based chunk, as named by its manifest. */
const chunkFile = (rep: string, chunk: number) =>
  `chunk-${rep}-${String(chunk).padStart(5, '0')}.m4s`;

/** mfhd sequence number of a media segment (moof is after styp and sidx in the sample). */
function sequenceOf(buf: Buffer): number {
  const at = buf.indexOf('mfhd');
  return buf.readUInt32BE(at + 8);
}

describe('GET /api/m/live/manifest.mpd', () => {
  it('is a dynamic MPD anchored at the server start, with UTCTiming and updates', async () => {
    t.clock.advance(30_000);
    const { res, doc } = await manifest();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const mpd = doc.documentElement;
    expect(mpd.localName).toBe('MPD');
    expect(mpd.namespaceURI).toBe('urn:mpeg:dash:schema:mpd:2011');
    expect(mpd.getAttribute('type')).toBe('dynamic');
    expect(mpd.getAttribute('profiles')).toBe('urn:mpeg:dash:profile:isoff-live:2011');
    expect(mpd.getAttribute('availabilityStartTime')).toBe(new Date(SEED_NOW).toISOString());
    expect(mpd.getAttribute('publishTime')).toBe(new Date(t.clock.now()).toISOString());
    expect(mpd.hasAttribute('mediaPresentationDuration')).toBe(false);
    expect(parseIsoDuration(mpd.getAttribute('minimumUpdatePeriod')!)).toBeGreaterThan(0);
    expect(parseIsoDuration(mpd.getAttribute('timeShiftBufferDepth')!)).toBeGreaterThanOrEqual(12);
    expect(mpd.getAttribute('maxSegmentDuration')).toBe('PT2.0S');

    const timing = doc.getElementsByTagName('UTCTiming');
    expect(timing).toHaveLength(1);
    expect(timing[0]!.getAttribute('schemeIdUri')).toBe('urn:mpeg:dash:utc:direct:2014');
    expect(timing[0]!.getAttribute('value')).toBe(new Date(t.clock.now()).toISOString());
    // UTCTiming comes after the Period, as the MPD schema orders them.
    expect(mpd.lastElementChild?.localName).toBe('UTCTiming');
  });

  it("keeps the sample's representations and points the templates at the live segments", async () => {
    const { doc } = await manifest();
    const vod = parseXml(sample('manifest.mpd').toString('utf8'));
    const reps = (d: Document) =>
      [...d.getElementsByTagName('Representation')].map((r) => ({
        id: r.getAttribute('id'),
        codecs: r.getAttribute('codecs'),
        bandwidth: r.getAttribute('bandwidth'),
        mimeType: r.getAttribute('mimeType'),
      }));
    // The seek-bar thumbnail tiles stay with the title: the live stream has no tiles.
    expect(reps(vod).map((r) => r.id)).toContain('thumbnails');
    expect(reps(doc)).toEqual(reps(vod).filter((r) => r.id !== 'thumbnails'));
    expect(reps(doc).map((r) => r.id)).toEqual(['0', '1', '2', '3', '4']);
    const sets = [...doc.getElementsByTagName('AdaptationSet')];
    expect(sets.map((a) => a.getAttribute('lang'))).toEqual([null, 'mn', 'en']);
    expect(sets.map((a) => a.getAttribute('contentType'))).toEqual(['video', 'audio', 'audio']);

    const templates = [...doc.getElementsByTagName('SegmentTemplate')];
    expect(templates).toHaveLength(5);
    for (const tpl of templates) {
      expect(tpl.getAttribute('media')).toBe('/api/m/live/seg/$RepresentationID$/$Number$.m4s');
      expect(tpl.getAttribute('initialization')).toBe(
        '/api/m/live/seg/$RepresentationID$/init.m4s',
      );
      expect(tpl.getAttribute('startNumber')).toBe('1');
      expect(tpl.getAttribute('presentationTimeOffset')).toBe('0');
      expect(Number(tpl.getAttribute('duration')) / Number(tpl.getAttribute('timescale'))).toBe(2);
    }
  });

  it('availabilityStartTime stays put while publishTime follows the clock', async () => {
    const before = (await manifest()).doc.documentElement;
    t.clock.advance(7_000);
    const after = (await manifest()).doc.documentElement;
    expect(after.getAttribute('availabilityStartTime')).toBe(
      before.getAttribute('availabilityStartTime'),
    );
    expect(after.getAttribute('publishTime')).not.toBe(before.getAttribute('publishTime'));
  });
});

describe('GET /api/m/live/seg/{rep}/{number}.m4s', () => {
  it('maps number n onto sample chunk ((n - 1) % 6) + 1', () => {
    expect([1, 2, 6, 7, 8, 12, 13, 601].map((n) => chunkOf(n, 6))).toEqual([
      { chunk: 1, loop: 0 },
      { chunk: 2, loop: 0 },
      { chunk: 6, loop: 0 },
      { chunk: 1, loop: 1 },
      { chunk: 2, loop: 1 },
      { chunk: 6, loop: 1 },
      { chunk: 1, loop: 2 },
      { chunk: 1, loop: 100 },
    ]);
  });

  it('serves the first loop as the sample bytes themselves', async () => {
    t.clock.advance(60_000);
    for (const [rep, n] of [
      ['0', 1],
      ['2', 4],
      ['3', 6],
    ] as const) {
      const res = await segment(rep, n);
      expect(res.status).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(sample(chunkFile(rep, n)))).toBe(true);
    }
  });

  it("serves each representation's init segment beside its media segments", async () => {
    // The sample's own folder has no public path (paid media is reachable only signed).
    expect((await t.app.request('/media/title/init-0.m4s')).status).toBe(404);
    for (const rep of ['0', '4']) {
      const res = await segment(rep, 'init');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(rep === '0' ? 'video/mp4' : 'audio/mp4');
      expect(Buffer.from(await res.arrayBuffer()).equals(sample(`init-${rep}.m4s`))).toBe(true);
    }
    expect((await segment('9', 'init')).status).toBe(404);
  });

  it('moves decode times forward by whole loops, so segment n plays at (n - 1) × 2 s', async () => {
    t.clock.advance(120_000);
    // Video: 15360 ticks a second, 30720 a segment.
    for (const n of [7, 8, 12, 13, 20]) {
      const res = await segment('1', n);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      const body = Buffer.from(await res.arrayBuffer());
      const { chunk } = chunkOf(n, 6);
      const original = sample(chunkFile('1', chunk));
      expect(body.length).toBe(original.length);
      expect(readDecodeTime(body)).toBe(BigInt((n - 1) * 30_720));
      expect(sequenceOf(body)).toBe(n);
      // Only the timing fields differ: the samples are the chunk's own.
      const mdat = original.indexOf('mdat');
      expect(body.subarray(mdat).equals(original.subarray(mdat))).toBe(true);
    }
    // Audio: 48000 ticks a second, a loop is 12 s = 576000 ticks after the chunk's own time.
    const res = await segment('3', 8);
    expect(res.headers.get('content-type')).toBe('audio/mp4');
    const audio = Buffer.from(await res.arrayBuffer());
    expect(readDecodeTime(audio)).toBe(readDecodeTime(sample(chunkFile('3', 2))) + 576_000n);
    // sidx follows tfdt.
    const sidx = audio.indexOf('sidx');
    expect(audio.readBigUInt64BE(sidx + 16)).toBe(readDecodeTime(audio));
  });

  it('answers 404 before a segment exists and for an unknown representation', async () => {
    const fresh = await createTestApp();
    try {
      const get = (rep: string, n: number) =>
        fresh.app.request(buildPath(paths.liveSegment.path, { rep, file: `${n}.m4s` }));
      // At the start only segment 1 (being recorded) may be asked for.
      expect((await get('0', 1)).status).toBe(200);
      expect((await get('0', 2)).status).toBe(404);
      fresh.clock.advance(10_000);
      expect((await get('0', 6)).status).toBe(200);
      expect((await get('0', 7)).status).toBe(404);
      expect((await get('9', 1)).status).toBe(404);
    } finally {
      await fresh.close();
    }
  });

  it('answers 400 for a number that is not one', async () => {
    for (const file of [
      '0.m4s',
      'abc.m4s',
      '5',
      '1.mp4',
      '-1.m4s',
      'init',
      'init.mp4',
      'xinit.m4s',
    ]) {
      expectError(
        await call(t.app, 'GET', buildPath(paths.liveSegment.path, { rep: '0', file })),
        400,
        extra.badRequest,
      );
    }
  });
});

describe('live-stream helpers', () => {
  it('rewrites a 32-bit decode time and refuses to overflow it', () => {
    const vod = readVodManifest(sample('manifest.mpd').toString('utf8'));
    expect(vod).toMatchObject({ segmentSeconds: 2, segmentsPerLoop: 6 });
    expect(expandTemplate(vod.media, '3', 7)).toBe('chunk-3-00007.m4s');
    // A hand-made moof with a version 0 tfdt.
    const box = (type: string, payload: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + payload.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, payload]);
    };
    const tfdt = box('tfdt', Buffer.from([0, 0, 0, 0, 0, 0, 0, 100]));
    const mfhd = box('mfhd', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]));
    const moof = box('moof', Buffer.concat([mfhd, box('traf', tfdt)]));
    expect(readDecodeTime(retimeSegment(moof, 50n, 2))).toBe(150n);
    expect(() => retimeSegment(moof, 0xffff_ffffn, 2)).toThrow(RangeError);
    expect(() => retimeSegment(box('free', Buffer.alloc(4)), 1n, 1)).toThrow();
  });

  it('builds well-formed XML from the sample manifest', () => {
    const vod = readVodManifest(sample('manifest.mpd').toString('utf8'));
    const xml = buildLiveManifest(vod, {
      availabilityStart: Date.UTC(2026, 0, 1),
      now: Date.UTC(2026, 0, 1, 0, 1),
      initialization: 'https://cdn.example.mn/media/title/init-$RepresentationID$.m4s',
      media: '/api/m/live/seg/$RepresentationID$/$Number$.m4s',
    });
    const doc = parseXml(xml);
    expect(doc.documentElement.getAttribute('availabilityStartTime')).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(doc.getElementsByTagName('SegmentTemplate')[0]!.getAttribute('initialization')).toBe(
      'https://cdn.example.mn/media/title/init-$RepresentationID$.m4s',
    );
  });
});

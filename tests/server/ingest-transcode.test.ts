import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  transcodeTitle,
  transcodeUpper,
  type TranscodeJob,
} from '../../server/ingest/transcode-title';
import type { TranscodeProgress, TranscodeSource } from '../../server/ingest/transcode-types';
import {
  avgFrameRate,
  ffmpeg,
  makeSource,
  packetTimes,
  probeStreams,
} from './ingest-media-fixtures';

/*
 * The DASH ladder made by real ffmpeg from short generated sources. Production encodes with the
 * `veryfast` preset; the preset is a setting, and these tests pass `ultrafast` to stay quick.
 */

const FAST = { preset: 'ultrafast', audioBitrate: 64_000 };
let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-transcode-'));
  makeSource(path.join(root, 'landscape.mp4'), {
    width: 1920,
    height: 1080,
    seconds: 3,
    languages: ['mon', 'eng'],
  });
  makeSource(path.join(root, 'portrait.mp4'), {
    width: 720,
    height: 1280,
    seconds: 3,
    languages: [null],
  });
  makeSource(path.join(root, 'odd-vfr.mp4'), {
    width: 1000,
    height: 562,
    seconds: 3,
    languages: ['eng'],
    vfr: true,
  });
  // Making the sources waits on ffmpeg, which is slow only when the machine is busy.
}, 120_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function source(name: string, facts: Partial<TranscodeSource>): TranscodeSource {
  return {
    file: path.join(root, name),
    durationSec: 3,
    width: 1920,
    height: 1080,
    rotation: 0,
    fps: 30,
    variableFrameRate: false,
    audio: [],
    ...facts,
  };
}

const LANDSCAPE = () =>
  source('landscape.mp4', {
    audio: [
      { index: 0, language: 'mon', channels: 1 },
      { index: 1, language: 'eng', channels: 1 },
    ],
  });

interface Rep {
  id: string;
  width: number;
  height: number;
}

function videoReps(mpd: string): Rep[] {
  const set =
    /<AdaptationSet\b[^>]*contentType="video"[\s\S]*?<\/AdaptationSet>/.exec(mpd)?.[0] ?? '';
  return [...set.matchAll(/<Representation id="([^"]+)"[^>]*width="(\d+)" height="(\d+)"/g)].map(
    (m) => ({ id: m[1] ?? '', width: Number(m[2]), height: Number(m[3]) }),
  );
}

const audioLangs = (mpd: string) =>
  [...mpd.matchAll(/<AdaptationSet\b[^>]*contentType="audio"[^>]*lang="([^"]+)"/g)].map(
    (m) => m[1],
  );

/** Every file a manifest's representations name (init + media segments), and the tiles. */
function referencedFiles(dir: string, mpd: string): string[] {
  const ids = [...mpd.matchAll(/<Representation id="([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((id) => id !== 'thumbnails');
  const files = fs.readdirSync(dir);
  return ids.flatMap((id) => [
    `init-${id}.m4s`,
    ...files.filter((f) => f.startsWith(`chunk-${id}-`)),
  ]);
}

/** One representation as a single fragmented MP4 (init + segments), for ffprobe. */
function joinRepresentation(dir: string, id: string): string {
  const chunks = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(`chunk-${id}-`))
    .sort();
  const out = path.join(root, `${path.basename(dir)}-${id}.mp4`);
  fs.writeFileSync(
    out,
    Buffer.concat([`init-${id}.m4s`, ...chunks].map((f) => fs.readFileSync(path.join(dir, f)))),
  );
  return out;
}

const keyframeTimes = (file: string) =>
  packetTimes(file)
    .filter((p) => p.key)
    .map((p) => Math.round(p.pts * 1000));

describe('transcoding a 1080p source with two audio languages', () => {
  const target = () => path.join(root, 'out', 'free', 'landscape');
  let baseManifest = '';
  let baseFilesPresent = false;
  const progress: TranscodeProgress[] = [];

  beforeAll(async () => {
    const job: TranscodeJob = {
      source: LANDSCAPE(),
      target: target(),
      settings: FAST,
      onProgress: (p) => progress.push(p),
    };
    await transcodeTitle({
      ...job,
      onBaseReady: () => {
        baseManifest = fs.readFileSync(path.join(target(), 'manifest.mpd'), 'utf8');
        baseFilesPresent = referencedFiles(target(), baseManifest).every((f) =>
          fs.existsSync(path.join(target(), f)),
        );
      },
    });
  }, 120_000);

  it('publishes 480p first, with both audio languages and the tiles, every segment in place', () => {
    expect(videoReps(baseManifest)).toEqual([{ id: 'v480', width: 854, height: 480 }]);
    expect(audioLangs(baseManifest)).toEqual(['mn', 'en']);
    expect(baseManifest).toContain('http://dashif.org/thumbnail_tile');
    expect(baseFilesPresent).toBe(true);
  });

  it('then lists 480p, 720p and 1080p, keeping what a viewer of the first manifest plays', () => {
    const mpd = fs.readFileSync(path.join(target(), 'manifest.mpd'), 'utf8');
    expect(videoReps(mpd)).toEqual([
      { id: 'v480', width: 854, height: 480 },
      { id: 'v720', width: 1280, height: 720 },
      { id: 'v1080', width: 1920, height: 1080 },
    ]);
    expect(mpd).toMatch(/maxWidth="1920" maxHeight="1080"/);
    expect(audioLangs(mpd)).toEqual(['mn', 'en']);
    for (const file of referencedFiles(target(), baseManifest).concat(
      referencedFiles(target(), mpd),
    )) {
      expect(fs.existsSync(path.join(target(), file)), file).toBe(true);
    }
    // Nothing of the staging folders is left beside the title.
    expect(fs.readdirSync(path.dirname(target()))).toEqual(['landscape']);
  });

  it('reads back through ffprobe: three renditions, two tagged audio streams, about 3 s', () => {
    const streams = probeStreams(path.join(target(), 'manifest.mpd'));
    expect(streams.filter((s) => s.codec_type === 'video').map((s) => s.height)).toEqual([
      480, 720, 1080,
    ]);
    expect(streams.filter((s) => s.codec_type === 'audio').map((s) => s.tags?.language)).toEqual([
      'mn',
      'en',
    ]);
    const mpd = fs.readFileSync(path.join(target(), 'manifest.mpd'), 'utf8');
    const duration = Number(/mediaPresentationDuration="PT([\d.]+)S"/.exec(mpd)?.[1]);
    expect(duration).toBeGreaterThanOrEqual(2.9);
    expect(duration).toBeLessThanOrEqual(3.2);
  });

  it('puts keyframes at the same instants in every rendition (the two runs included)', () => {
    const times = ['v480', 'v720', 'v1080'].map((id) =>
      keyframeTimes(joinRepresentation(target(), id)),
    );
    expect(times[0]).toEqual([0, 2000]);
    expect(times[1]).toEqual(times[0]);
    expect(times[2]).toEqual(times[0]);
  });

  it('writes the thumbnail set as the sample does, and a poster', () => {
    const mpd = fs.readFileSync(path.join(target(), 'manifest.mpd'), 'utf8');
    expect(mpd).toMatch(
      /<AdaptationSet id="3" contentType="image" mimeType="image\/jpeg">\s*<SegmentTemplate media="thumb-\$Number\$\.jpg" timescale="1" duration="6" startNumber="1" \/>\s*<Representation id="thumbnails" bandwidth="\d+" width="480" height="180">\s*<EssentialProperty schemeIdUri="http:\/\/dashif\.org\/thumbnail_tile" value="3x2" \/>/,
    );
    expect(fs.existsSync(path.join(target(), 'thumb-1.jpg'))).toBe(true);
    const [tile] = probeStreams(path.join(target(), 'thumb-1.jpg'));
    expect([tile?.width, tile?.height]).toEqual([480, 180]);
    const [poster] = probeStreams(path.join(target(), 'poster.jpg'));
    expect([poster?.width, poster?.height]).toEqual([854, 480]);
  });

  it('reports progress by stage and rendition, rising to 100', () => {
    const stages = [...new Set(progress.map((p) => `${p.stage}:${p.renditions.join('+')}`))];
    expect(stages).toEqual(['base:480p', 'poster:480p', 'upper:720p+1080p']);
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
  });

  it('ends the same when the upper run is repeated', async () => {
    const before = fs.readFileSync(path.join(target(), 'manifest.mpd'), 'utf8');
    await transcodeUpper({ source: LANDSCAPE(), target: target(), settings: FAST });
    const after = fs.readFileSync(path.join(target(), 'manifest.mpd'), 'utf8');
    expect(videoReps(after)).toEqual(videoReps(before));
    expect(after.replace(/bandwidth="\d+"/g, '')).toBe(before.replace(/bandwidth="\d+"/g, ''));
  }, 60_000);
});

describe('sources that are not 16:9 landscape', () => {
  it('keeps a portrait video upright, never above its size, in even dimensions', async () => {
    const target = path.join(root, 'out', 'free', 'portrait');
    const dub = path.join(root, 'dub-en.m4a');
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=880:duration=3', '-c:a', 'aac', dub]);
    let baseManifest = '';
    const result = await transcodeTitle({
      source: source('portrait.mp4', {
        width: 720,
        height: 1280,
        audio: [{ index: 0, language: null, channels: 1 }],
      }),
      dubs: [{ file: dub, language: 'eng' }],
      target,
      // One run for every rendition: the base manifest already has them all.
      settings: { ...FAST, lowestFirst: false },
      onBaseReady: () => {
        baseManifest = fs.readFileSync(path.join(target, 'manifest.mpd'), 'utf8');
      },
    });
    const mpd = fs.readFileSync(path.join(target, 'manifest.mpd'), 'utf8');
    expect(mpd).toBe(baseManifest);
    expect(videoReps(mpd)).toEqual([
      { id: 'v480', width: 480, height: 854 },
      { id: 'v720', width: 720, height: 1280 },
    ]);
    // The untagged stream takes the default language; the dub file adds English.
    expect(audioLangs(mpd)).toEqual(['mn', 'en']);
    expect(result.renditions.map((r) => r.name)).toEqual(['480p', '720p']);
    expect(mpd).toMatch(
      /<Representation id="thumbnails" bandwidth="\d+" width="150" height="180">/,
    );
    const [poster] = probeStreams(path.join(target, 'poster.jpg'));
    expect([poster?.width, poster?.height]).toEqual([480, 854]);
  }, 60_000);

  it('makes a variable-rate 1000x562 phone clip constant-rate 480p', async () => {
    const file = path.join(root, 'odd-vfr.mp4');
    const input = probeStreams(file).find((s) => s.codec_type === 'video');
    // The fixture really is variable-rate: its nominal and average rates differ.
    expect(input?.r_frame_rate).not.toBe(input?.avg_frame_rate);
    const target = path.join(root, 'out', 'free', 'odd');
    const result = await transcodeTitle({
      source: source('odd-vfr.mp4', {
        width: 1000,
        height: 562,
        fps: avgFrameRate(file),
        variableFrameRate: true,
        audio: [{ index: 0, language: 'eng', channels: 1 }],
      }),
      target,
      settings: FAST,
    });
    const mpd = fs.readFileSync(path.join(target, 'manifest.mpd'), 'utf8');
    expect(videoReps(mpd)).toEqual([{ id: 'v480', width: 854, height: 480 }]);
    expect(audioLangs(mpd)).toEqual(['en']);
    expect(result.durationSec).toBeGreaterThan(2.5);
    const times = packetTimes(joinRepresentation(target, 'v480'))
      .map((p) => p.pts)
      .sort((a, b) => a - b);
    const steps = new Set(times.slice(1).map((t, i) => Math.round((t - (times[i] ?? 0)) * 1000)));
    // One constant step, at the standard rate nearest the clip's average (about 19.7 fps: 23.976),
    // not the container's nominal 30 that ffmpeg's own constant-rate output would use.
    expect([...steps]).toEqual([Math.round(1001 / 24)]);
  }, 60_000);
});

describe('cancelling', () => {
  it('kills ffmpeg and leaves no folder and no staging behind', async () => {
    const parent = path.join(root, 'out', 'cancel');
    const target = path.join(parent, 'title');
    const controller = new AbortController();
    const run = transcodeTitle({
      source: LANDSCAPE(),
      target,
      settings: FAST,
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('cancelled by the editor')),
    });
    await expect(run).rejects.toThrow('cancelled by the editor');
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(parent)).toEqual([]);
  }, 60_000);
});

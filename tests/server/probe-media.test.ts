import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaProbeMessages as say, probeVerdictSchema } from '../../contract/studio/media-probe';
import type { MediaExpectation, ProbeVerdict } from '../../contract/studio/media-probe';
import { detectMediaTools } from '../../server/ingest/media-tools';
import { probeMedia } from '../../server/ingest/probe-media';

/*
 * Issue 33's probe on files made here by ffmpeg (test pattern and tone, 2–3 s): what it finds in
 * good ones, and the plain refusal of each bad one (decision 061).
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-probe-'));
let ffprobe = '';

function ffmpeg(...args: string[]): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { cwd: dir });
}

const at = (name: string) => path.join(dir, name);
const pattern = (size: string, seconds: number, rate = 25) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
];
const tone = (hz: number, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=${hz}:duration=${seconds}`,
];
const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

beforeAll(() => {
  // 1080p with a Mongolian and an English audio stream, its index (moov) at the end as usual.
  ffmpeg(
    ...pattern('1920x1080', 3),
    ...tone(440, 3),
    ...tone(660, 3),
    ...['-map', '0', '-map', '1', '-map', '2', ...x264, '-c:a', 'aac'],
    ...['-metadata:s:a:0', 'language=mon', '-metadata:s:a:1', 'language=eng', 'two-audio.mp4'],
  );
  // The same with the index in front, as streaming exports write it.
  ffmpeg('-i', 'two-audio.mp4', '-map', '0', '-c', 'copy', '-movflags', '+faststart', 'fast.mp4');
  // A phone held upright: the sensor's 1920×1080 stored sideways, turned for showing.
  ffmpeg(...pattern('1920x1080', 2, 30), ...tone(300, 2), ...x264, '-c:a', 'aac', 'sensor.mp4');
  ffmpeg('-i', 'sensor.mp4', '-c', 'copy', '-metadata:s:v:0', 'rotate=270', 'phone.mp4');
  // Frames dropped irregularly, timestamps kept: a variable frame rate.
  ffmpeg(
    ...pattern('640x360', 3, 30),
    ...['-vf', "select='not(mod(n\\,3))+lt(mod(n\\,7)\\,2)'", '-fps_mode', 'vfr', ...x264],
    'vfr.mp4',
  );
  ffmpeg(...tone(500, 3), '-c:a', 'aac', 'audio-only.m4a');
  ffmpeg(...pattern('640x360', 2), ...x264, 'silent.mp4');
  ffmpeg(...pattern('320x180', 2), ...tone(500, 2), ...x264, '-c:a', 'aac', 'tiny.mp4');
  fs.writeFileSync(at('notes.mp4'), 'Сайн байна уу? Энэ бол текст файл.\n'.repeat(40));
  fs.writeFileSync(at('empty.mp4'), '');
  for (const [from, to] of [
    ['two-audio.mp4', 'cut.mp4'],
    ['fast.mp4', 'cut-fast.mp4'],
  ] as const) {
    const bytes = fs.readFileSync(at(from));
    fs.writeFileSync(at(to), bytes.subarray(0, Math.floor(bytes.length * 0.3)));
  }
}, 120_000);

beforeAll(async () => {
  const tools = await detectMediaTools(process.env.PATH ?? '');
  if (!tools.on) throw new Error('these tests need ffmpeg and ffprobe (Debian package ffmpeg)');
  ffprobe = tools.ffprobe;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function judge(name: string, expected: MediaExpectation): Promise<ProbeVerdict> {
  const verdict = await probeMedia(at(name), { ffprobe, expected });
  // What the studio will be sent must be the contract's shape.
  return probeVerdictSchema.parse(verdict);
}

function usable(verdict: ProbeVerdict) {
  if (!verdict.usable) throw new Error(`refused: ${verdict.message} (${verdict.detail})`);
  return verdict;
}

describe('probeMedia on good files', () => {
  it('finds 1080p, the frame rate and two audio streams with their languages', async () => {
    const { probe, notes } = usable(await judge('two-audio.mp4', 'video'));
    expect(probe).toMatchObject({
      duration_s: 3,
      container: expect.stringContaining('mp4'),
      size_bytes: fs.statSync(at('two-audio.mp4')).size,
      video: {
        codec: 'h264',
        width: 1920,
        height: 1080,
        frame_rate: 25,
        variable_frame_rate: false,
        rotation: 0,
      },
      audio: [
        { index: 1, language: 'mn', codec: 'aac', channels: 1 },
        { index: 2, language: 'en', codec: 'aac', channels: 1 },
      ],
      subtitles: [],
    });
    expect(notes).toEqual([]);
  });

  it("shows a phone's upright video as portrait, with its rotation", async () => {
    const { probe } = usable(await judge('phone.mp4', 'video'));
    expect(probe.video).toMatchObject({ width: 1080, height: 1920, rotation: 90, frame_rate: 30 });
  });

  it('says a variable frame rate, and that it will be made constant', async () => {
    const { probe, notes } = usable(await judge('vfr.mp4', 'video'));
    expect(probe.video?.variable_frame_rate).toBe(true);
    expect(notes).toContain(say.noteVariableFrameRate);
  });

  it('takes an audio-only file as a podcast track or a dub', async () => {
    const { probe } = usable(await judge('audio-only.m4a', 'audio'));
    expect(probe.video).toBeNull();
    expect(probe.audio).toEqual([{ index: 0, language: null, codec: 'aac', channels: 1 }]);
  });

  it('takes a video without sound, saying the sound can come as a dub', async () => {
    const { notes } = usable(await judge('silent.mp4', 'video'));
    expect(notes).toEqual([say.noteSilentVideo]);
  });
});

describe('probeMedia refuses what it cannot use, saying why', () => {
  it.each([
    ['empty.mp4', say.empty, /0 bytes/],
    ['notes.mp4', say.textFile, /text/],
    ['cut.mp4', say.truncated, /moov atom not found/],
    ['cut-fast.mp4', say.truncated, /should end at 3\.000 s/],
  ])('%s', async (name, message, detail) => {
    const verdict = await judge(name, 'video');
    expect(verdict).toMatchObject({ usable: false, message });
    expect(verdict.usable || verdict.detail).toMatch(detail);
  });

  it('an audio-only file where a video is expected', async () => {
    expect(await judge('audio-only.m4a', 'video')).toMatchObject({
      usable: false,
      message: say.audioOnly,
    });
  });

  it('a picture below 240p', async () => {
    expect(await judge('tiny.mp4', 'video')).toMatchObject({
      usable: false,
      message: say.tooSmall(320, 180),
    });
  });

  it('a silent video where sound is expected', async () => {
    expect(await judge('silent.mp4', 'audio')).toMatchObject({
      usable: false,
      message: say.noAudio,
    });
  });
});

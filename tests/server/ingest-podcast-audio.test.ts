import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePodcastAudio } from '../../server/ingest/audio-podcast';
import { ffmpeg, probeStreams } from './ingest-media-fixtures';

/*
 * Two-pass EBU R128 normalisation on real ffmpeg: a quiet and a loud tone both land within 1 LU
 * of -16 LUFS, measured independently with the ebur128 filter.
 */

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-podcast-audio-'));
  // lavfi's sine is -18 dBFS peak; -24 dB and +14 dB make it about -45 and -7 LUFS.
  for (const [name, gain] of [
    ['quiet', '-24dB'],
    ['loud', '14dB'],
  ] as const) {
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100:duration=8',
      '-af',
      `volume=${gain}`,
      '-c:a',
      'pcm_s16le',
      path.join(root, `${name}.wav`),
    ]);
  }
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Integrated loudness by ebur128 (a different filter from the one that normalised it). */
function integratedLufs(file: string): number {
  const run = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  const summary = run.stderr.slice(run.stderr.lastIndexOf('Summary:'));
  const value = /I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1];
  if (value === undefined) throw new Error(`no integrated loudness in: ${summary}`);
  return Number(value);
}

describe('podcast audio loudness', () => {
  it.each(['quiet', 'loud'])(
    'brings a %s tone to -16 LUFS ±1 as 48 kHz AAC in .m4a',
    async (name) => {
      const source = path.join(root, `${name}.wav`);
      const before = integratedLufs(source);
      expect(Math.abs(before + 16)).toBeGreaterThan(5);
      const target = path.join(root, 'out', `${name}.m4a`);
      const stages = new Set<string>();
      await encodePodcastAudio({
        file: source,
        durationSec: 8,
        channels: 1,
        target,
        onProgress: (p) => stages.add(p.stage),
      });
      const after = integratedLufs(target);
      expect(after).toBeGreaterThanOrEqual(-17);
      expect(after).toBeLessThanOrEqual(-15);
      const [stream] = probeStreams(target);
      expect(stream?.codec_type).toBe('audio');
      const facts = execFileSync(
        'ffprobe',
        [
          '-v',
          'error',
          '-show_entries',
          'stream=codec_name,profile,sample_rate,channels',
          '-of',
          'csv=p=0',
          target,
        ],
        { encoding: 'utf8' },
      ).trim();
      expect(facts).toBe('aac,LC,48000,1');
      expect([...stages]).toEqual(['measure', 'encode']);
      // Only the finished file: no temporary left beside it.
      expect(fs.readdirSync(path.dirname(target)).filter((f) => f.startsWith('.'))).toEqual([]);
    },
    60_000,
  );

  it('cancelling leaves no file', async () => {
    const controller = new AbortController();
    const target = path.join(root, 'cancelled', 'ep.m4a');
    controller.abort(new Error('cancelled'));
    await expect(
      encodePodcastAudio({
        file: path.join(root, 'loud.wav'),
        durationSec: 8,
        channels: 1,
        target,
        signal: controller.signal,
      }),
    ).rejects.toThrow('cancelled');
    expect(fs.existsSync(target)).toBe(false);
  });
});

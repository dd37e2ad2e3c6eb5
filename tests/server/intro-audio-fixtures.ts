import fs from 'node:fs';
import path from 'node:path';
import { ffmpeg } from './ingest-media-fixtures';

/*
 * Episodes' audio made with ffmpeg at test time for the intro suggestion (decision 066): a
 * shared "theme" (a melody of pseudo-random notes, the same in every episode) at a different
 * offset inside otherwise different melodies, packaged as DASH as a transcode leaves a title.
 */

export const THEME_SECONDS = 25;

/** A melody of notes changing `rate` times a second, their pitches drawn from `seed`. */
function melody(seed: number, base: number, rate: number, seconds: number): string[] {
  const pick = `(sin(floor(t*${rate})*${seed})*43758.5453)`;
  const note = `floor(12*(${pick}-floor(${pick})))`;
  const expr = `0.5*sin(2*PI*t*${base}*pow(2\\,${note}/12))`;
  return ['-f', 'lavfi', '-i', `aevalsrc=exprs='${expr}':s=22050:d=${seconds}`];
}

/**
 * `before` seconds of the episode's own melody, the shared theme, then 30 s more of its own;
 * written as a DASH manifest with `video` (a small test pattern) when asked, into `dir`.
 */
export function makeEpisodeWithTheme(
  dir: string,
  opts: { seed: number; before: number; video?: boolean },
): void {
  fs.mkdirSync(dir, { recursive: true });
  const after = 30;
  const total = opts.before + THEME_SECONDS + after;
  const inputs = [
    ...melody(opts.seed + 0.31, 180, 3, opts.before),
    ...melody(12.9898, 220, 4, THEME_SECONDS),
    ...melody(opts.seed + 0.77, 260, 5, after),
  ];
  const video = opts.video
    ? ['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=10:duration=${total}`]
    : [];
  ffmpeg([
    ...inputs,
    ...video,
    '-filter_complex',
    '[0][1][2]concat=n=3:v=0:a=1[a]',
    ...(opts.video
      ? [
          '-map',
          '3:v',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv420p',
          '-g',
          '20',
        ]
      : []),
    '-map',
    '[a]',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-ac',
    '1',
    '-f',
    'dash',
    '-seg_duration',
    '4',
    path.join(dir, 'manifest.mpd'),
  ]);
}

/** The same episode audio as an upload would bring it: an MP4 with a small test pattern. */
export function makeThemeUpload(file: string, opts: { seed: number; before: number }): void {
  const total = opts.before + THEME_SECONDS + 30;
  ffmpeg([
    ...melody(opts.seed + 0.31, 180, 3, opts.before),
    ...melody(12.9898, 220, 4, THEME_SECONDS),
    ...melody(opts.seed + 0.77, 260, 5, 30),
    ...['-f', 'lavfi', '-i', `testsrc2=size=426x240:rate=10:duration=${total}`],
    ...['-filter_complex', '[0][1][2]concat=n=3:v=0:a=1[a]'],
    ...['-map', '3:v', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-map', '[a]', '-c:a', 'aac', '-b:a', '64k', '-ac', '1'],
    ...['-metadata:s:a:0', 'language=mon'],
    file,
  ]);
}

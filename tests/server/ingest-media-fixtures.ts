import { execFileSync } from 'node:child_process';

/*
 * Short sources made with ffmpeg at test time (never committed binaries), and ffprobe reads of
 * what the transcoder wrote.
 */

export function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);
}

export function ffprobe(file: string, args: string[]): unknown {
  const out = execFileSync('ffprobe', ['-v', 'error', ...args, '-of', 'json', file], {
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

const sine = (frequency: number, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=${frequency}:sample_rate=48000:duration=${seconds}`,
];

/** Test pattern of the given size with one mono tone per language tag (mon, eng…). */
export function makeSource(
  file: string,
  opts: {
    width: number;
    height: number;
    seconds: number;
    languages: (string | null)[];
    vfr?: boolean;
  },
): void {
  const { width, height, seconds, languages } = opts;
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=30:duration=${seconds}`,
    ...languages.flatMap((_, i) => sine(440 + 220 * i, seconds)),
    '-map',
    '0:v',
    ...languages.flatMap((_, i) => ['-map', `${i + 1}:a`]),
    // A phone's variable rate: drop an irregular pattern of frames and keep the gaps.
    ...(opts.vfr ? ['-vf', "select='lt(mod(n,7),4)+eq(mod(n,5),0)'", '-fps_mode', 'vfr'] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    ...languages.flatMap((lang, i) => (lang ? [`-metadata:s:a:${i}`, `language=${lang}`] : [])),
    file,
  ]);
}

export interface ProbedStream {
  codec_type?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  tags?: { language?: string };
}

export function probeStreams(file: string): ProbedStream[] {
  const probed = ffprobe(file, [
    '-show_entries',
    'stream=codec_type,width,height,r_frame_rate,avg_frame_rate:stream_tags=language',
  ]) as { streams?: ProbedStream[] };
  return probed.streams ?? [];
}

/** Presentation times of one stream's packets, and which are keyframes. */
export function packetTimes(file: string, stream = 'v:0'): { pts: number; key: boolean }[] {
  const probed = ffprobe(file, [
    '-select_streams',
    stream,
    '-show_entries',
    'packet=pts_time,flags',
  ]) as { packets?: { pts_time?: string; flags?: string }[] };
  return (probed.packets ?? []).map((p) => ({
    pts: Number(p.pts_time),
    key: (p.flags ?? '').startsWith('K'),
  }));
}

export function avgFrameRate(file: string): number {
  const [stream] = probeStreams(file).filter((s) => s.codec_type === 'video');
  const [num, den] = (stream?.avg_frame_rate ?? '0/1').split('/').map(Number);
  return (num ?? 0) / (den || 1);
}

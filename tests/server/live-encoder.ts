import { spawn, type ChildProcess } from 'node:child_process';

/*
 * A test encoder: ffmpeg pushing a test pattern with a tone over RTMP, as OBS would (small and
 * cheap: 320x180, ultrafast, a key frame every 2 s). `seconds` null runs until killed. An
 * `srt://` URL (with its `passphrase=`) is pushed as MPEG-TS, as OBS and hardware encoders do.
 */

export interface Encoder {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stderr(): string;
  running(): boolean;
}

export function startEncoder(
  url: string,
  options: { seconds?: number; audio?: boolean } = {},
): Encoder {
  const audio = options.audio ?? true;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-re',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=25',
    ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'] : []),
    ...(options.seconds === undefined ? [] : ['-t', String(options.seconds)]),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-g',
    '50',
    '-keyint_min',
    '50',
    ...(audio ? ['-c:a', 'aac', '-b:a', '64k'] : []),
    '-f',
    url.startsWith('srt://') ? 'mpegts' : 'flv',
    url,
  ];
  const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (text: string) => {
    stderr += text;
  });
  let done = false;
  const exited = new Promise<number | null>((resolve) => {
    child.on('close', (code) => {
      done = true;
      resolve(code);
    });
  });
  return { child, exited, stderr: () => stderr, running: () => !done };
}

import { spawn } from 'node:child_process';
import { progressParser, type ProgressBlock } from './transcode-progress';

/*
 * Runs ffmpeg (from PATH, never through a shell) with `-progress pipe:1`, reporting each
 * progress block, and ends it when the signal aborts. stderr keeps only its tail: ffmpeg's
 * reason for a failure is in its last lines, and a long job would otherwise hold megabytes.
 */

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

const STDERR_TAIL = 8_000;

export interface FfmpegRun {
  args: string[];
  signal?: AbortSignal;
  onProgress?: (block: ProgressBlock) => void;
  /** The binary; `ffmpeg` from PATH unless a caller knows better (media-tools detection). */
  command?: string;
  /** `info` for filters that report on stderr (loudnorm's measurement); `error` by default. */
  logLevel?: 'error' | 'info';
}

/** Resolves with the tail of ffmpeg's stderr (where filters such as loudnorm print results). */
export function runFfmpeg({
  args,
  signal,
  onProgress,
  command = 'ffmpeg',
  logLevel = 'error',
}: FfmpegRun): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new Error('aborted'));
      return;
    }
    const child = spawn(
      command,
      [
        '-hide_banner',
        '-nostdin',
        '-y',
        '-loglevel',
        logLevel,
        '-nostats',
        '-progress',
        'pipe:1',
        ...args,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    const feed = progressParser((block) => onProgress?.(block));
    child.stdout.setEncoding('utf8').on('data', feed);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    const abort = () => {
      // SIGKILL: a SIGTERMed ffmpeg finishes writing its outputs first, which is wasted work here.
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(signal.reason ?? new Error('aborted'));
      else if (code === 0) resolve(stderr);
      else {
        const reason = stderr.trim().split('\n').slice(-3).join('\n');
        reject(new FfmpegError(`ffmpeg exited with ${code}: ${reason}`, code, stderr));
      }
    });
  });
}

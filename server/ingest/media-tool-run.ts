import { execFile } from 'node:child_process';

/** What a finished run of ffmpeg or ffprobe said; `failed` holds why it did not exit 0. */
export interface ToolRun {
  stdout: string;
  stderr: string;
  failed: string | null;
}

export interface ToolRunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** ffprobe's JSON of a long file with many streams is large; the default of 1 MB is not enough. */
  maxBuffer?: number;
}

/**
 * Runs a media tool by its absolute path with arguments (never a shell string, so a file name
 * cannot become a command). It never rejects: a tool that is missing, killed by the timeout or the
 * signal, or exits non-zero answers `failed` with the reason, and the caller decides what it means.
 */
export function runMediaTool(
  file: string,
  args: readonly string[],
  options: ToolRunOptions,
): Promise<ToolRun> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: options.maxBuffer ?? 16 * 1024 * 1024,
        ...(options.signal ? { signal: options.signal } : {}),
        encoding: 'utf8',
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        resolve({ stdout, stderr, failed: error ? failure(error, options) : null });
      },
    );
  });
}

function failure(error: Error & { code?: unknown; killed?: boolean }, options: ToolRunOptions) {
  if (options.signal?.aborted) return 'cancelled';
  if (error.killed) return `no answer within ${options.timeoutMs} ms`;
  if (error.code === 'ENOENT') return 'not found';
  if (typeof error.code === 'number') return `exit code ${error.code}`;
  return error.message;
}

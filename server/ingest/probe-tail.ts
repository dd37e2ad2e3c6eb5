import { z } from 'zod';
import { runMediaTool } from './media-tool-run';

/** How far before the stream's end decoding starts (ffprobe seeks to the key frame before it). */
const TAIL_WINDOW_S = 5;
/** The last decoded frame may end this much before the declared end (a long last frame, rounding). */
const TAIL_SLACK_S = 2;
const TAIL_TIMEOUT_MS = 120_000;

const framesSchema = z.object({
  frames: z
    .array(z.object({ best_effort_timestamp_time: z.string().optional() }).loose())
    .default([]),
});

export type TailCheck = { whole: true } | { whole: false; detail: string };

/**
 * Whether the file's last seconds decode: the container's header may promise an hour (an mp4
 * with its index in front, a Matroska with its duration) while the bytes stop at a third. The
 * stream is decoded from a few seconds before its declared end; the last frame must come within
 * TAIL_SLACK_S of it. Decoding, not just reading packets, also catches a damaged end.
 */
export async function checkTail(
  ffprobe: string,
  file: string,
  stream: { index: number; endS: number },
  signal?: AbortSignal,
): Promise<TailCheck> {
  const from = Math.max(0, stream.endS - TAIL_WINDOW_S);
  const run = await runMediaTool(
    ffprobe,
    [
      '-v',
      'error',
      '-print_format',
      'json',
      '-select_streams',
      String(stream.index),
      '-read_intervals',
      `${from.toFixed(3)}%`,
      '-show_entries',
      'frame=best_effort_timestamp_time',
      '--',
      file,
    ],
    { timeoutMs: TAIL_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
  const said = run.stderr.trim().split('\n').at(-1) ?? '';
  let frames: z.infer<typeof framesSchema>['frames'] = [];
  try {
    frames = framesSchema.parse(JSON.parse(run.stdout || '{}')).frames;
  } catch {
    return { whole: false, detail: `tail decode gave no JSON (${run.failed ?? said})` };
  }
  const times = frames
    .map((frame) => Number.parseFloat(frame.best_effort_timestamp_time ?? ''))
    .filter(Number.isFinite);
  const last = times.length > 0 ? Math.max(...times) : null;
  if (last === null || last < stream.endS - TAIL_SLACK_S) {
    const reached = last === null ? 'no frame' : `last frame at ${last.toFixed(3)} s`;
    return {
      whole: false,
      detail: `stream ${stream.index} should end at ${stream.endS.toFixed(3)} s, decoding from ${from.toFixed(3)} s gave ${reached}${said ? ` (${said})` : ''}`,
    };
  }
  return { whole: true };
}

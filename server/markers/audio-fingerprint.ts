import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runMediaTool } from '../ingest/media-tool-run';
import { rawWords } from './fingerprint-match';

/** How much of an episode is heard for its intro: the first ten minutes, as intro-skipper. */
export const ANALYSED_SECONDS = 600;

/**
 * The chromaprint fingerprint of the first minutes of a file's (or a DASH manifest's) first
 * audio stream, through Debian's ffmpeg and its `chromaprint` muxer, as raw 32-bit words. The
 * muxer writes to a file only, so it goes to a temporary one that is always removed.
 */
export async function audioFingerprint(
  ffmpeg: string,
  input: string,
  signal: AbortSignal,
): Promise<Uint32Array> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'btv-fp-'));
  const out = path.join(dir, 'fingerprint.raw');
  try {
    const run = await runMediaTool(
      ffmpeg,
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
        ...['-i', input, '-map', '0:a:0', '-t', String(ANALYSED_SECONDS), '-ac', '1'],
        ...['-f', 'chromaprint', '-fp_format', 'raw', out],
      ],
      { timeoutMs: 10 * 60_000, signal },
    );
    if (run.failed) throw new Error(`chromaprint of ${input}: ${run.failed}: ${run.stderr.trim()}`);
    return rawWords(await fs.readFile(out));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

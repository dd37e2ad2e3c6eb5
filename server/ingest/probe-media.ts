import { open, stat } from 'node:fs/promises';
import { mediaProbeMessages as say } from '../../contract/studio/media-probe';
import type { MediaExpectation, ProbeVerdict } from '../../contract/studio/media-probe';
import { runMediaTool } from './media-tool-run';
import { ffprobeOutputSchema, parseProbe } from './probe-parse';
import { SNIFF_BYTES, isIsoMedia, looksLikeText } from './probe-sniff';
import { checkTail } from './probe-tail';
import { notesOf, refusalOf } from './probe-verdict';

const PROBE_TIMEOUT_MS = 60_000;
/** The packets of the first seconds tell a variable frame rate; the rest would only cost time. */
const PACKET_WINDOW_S = 30;

export interface ProbeOptions {
  /** The absolute path media-tools.ts found. */
  ffprobe: string;
  expected: MediaExpectation;
  signal?: AbortSignal;
}

async function head(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function refused(message: string, detail: string): ProbeVerdict {
  return { usable: false, message, detail, probe: null };
}

/**
 * Probes an uploaded file and judges it for what it is uploaded as (decision 061): ffprobe's
 * streams and format, then the last seconds decoded. Never throws for what is in the file: a
 * file it cannot use is a refusal with the reason, and so is a tool that fails or times out.
 */
export async function probeMedia(file: string, options: ProbeOptions): Promise<ProbeVerdict> {
  const { size } = await stat(file);
  if (size === 0) return refused(say.empty, 'file is 0 bytes');

  const run = await runMediaTool(
    options.ffprobe,
    [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      '-show_entries',
      'packet=stream_index,pts_time',
      '-read_intervals',
      `%+${PACKET_WINDOW_S}`,
      '--',
      file,
    ],
    { timeoutMs: PROBE_TIMEOUT_MS, ...(options.signal ? { signal: options.signal } : {}) },
  );
  // ffprobe's own words, whole: "moov atom not found" comes before the line that ends it.
  const said = run.stderr.trim().split('\n').slice(-4).join(' | ');
  if (run.failed === 'cancelled' || run.failed?.startsWith('no answer')) {
    return refused(say.notChecked, `ffprobe: ${run.failed}`);
  }
  const parsed = run.failed ? null : ffprobeOutputSchema.safeParse(safeJson(run.stdout));
  if (!parsed?.success || parsed.data.streams.length === 0) {
    const bytes = await head(file);
    const detail = `ffprobe: ${run.failed ?? 'no streams'}${said ? ` (${said})` : ''}`;
    if (looksLikeText(bytes)) return refused(say.textFile, `${detail}; the file is text`);
    // An mp4 whose index (moov) was to come after the data, cut before it.
    if (isIsoMedia(bytes) && /moov atom not found/.test(run.stderr)) {
      return refused(say.truncated, detail);
    }
    return refused(say.unreadable, detail);
  }

  const { probe, videoEndS, audioEndS } = parseProbe(parsed.data, size);
  const refusal = refusalOf(probe, options.expected);
  if (refusal) return { usable: false, ...refusal, probe };

  const main = options.expected === 'video' ? probe.video : probe.audio[0];
  const endS = options.expected === 'video' ? videoEndS : audioEndS;
  if (main && endS !== null) {
    const tail = await checkTail(
      options.ffprobe,
      file,
      { index: main.index, endS },
      options.signal,
    );
    if (options.signal?.aborted)
      return { usable: false, message: say.notChecked, detail: 'cancelled', probe };
    if (!tail.whole) return { usable: false, message: say.truncated, detail: tail.detail, probe };
  }
  return { usable: true, probe, notes: notesOf(probe, options.expected) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

import { runFfmpeg } from './transcode-ffmpeg';
import { percentOf } from './transcode-progress';

/*
 * EBU R128 loudness for podcast audio with ffmpeg's loudnorm, in two passes: the first only
 * measures; the second applies a gain from those measurements (linear, so speech does not pump),
 * falling back to loudnorm's dynamic mode only where the target's true peak forbids a plain gain.
 */

/** Apple Podcasts' spoken-word target: -16 LUFS integrated, true peak under -1 dBTP. */
export const PODCAST_LOUDNESS = { integrated: -16, truePeak: -1.5, range: 11 } as const;

export interface LoudnessMeasurement {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

const KEYS = ['input_i', 'input_tp', 'input_lra', 'input_thresh', 'target_offset'] as const;

/** The JSON loudnorm prints at the end of its log (print_format=json). */
export function parseLoudnormJson(stderr: string): LoudnessMeasurement {
  const start = stderr.lastIndexOf('{');
  const end = stderr.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('loudnorm printed no measurement');
  const parsed = JSON.parse(stderr.slice(start, end + 1)) as Record<string, unknown>;
  const measured = {} as Record<(typeof KEYS)[number], string>;
  for (const key of KEYS) {
    const value = parsed[key];
    // Silence measures as -inf: no gain can bring it to the target, so say so rather than guess.
    if (typeof value !== 'string' || !Number.isFinite(Number(value))) {
      throw new Error(`loudnorm measured ${key} as ${String(value)}: the audio is silent`);
    }
    measured[key] = value;
  }
  return measured;
}

const target = `I=${PODCAST_LOUDNESS.integrated}:TP=${PODCAST_LOUDNESS.truePeak}:LRA=${PODCAST_LOUDNESS.range}`;

export interface LoudnessRun {
  file: string;
  durationSec: number;
  signal?: AbortSignal;
  onPercent?: (percent: number) => void;
  ffmpeg?: string;
}

/** Pass one: measure the file against the podcast target. */
export async function measureLoudness(run: LoudnessRun): Promise<LoudnessMeasurement> {
  const stderr = await runFfmpeg({
    args: [
      '-i',
      run.file,
      '-map',
      '0:a:0',
      '-af',
      `loudnorm=${target}:print_format=json`,
      '-f',
      'null',
      '-',
    ],
    logLevel: 'info',
    signal: run.signal,
    command: run.ffmpeg,
    onProgress: (block) => run.onPercent?.(percentOf(block, run.durationSec)),
  });
  return parseLoudnormJson(stderr);
}

/** Pass two's filter: the measured values fed back, with a linear gain. */
export function loudnormApplyFilter(measured: LoudnessMeasurement): string {
  return [
    `loudnorm=${target}`,
    `measured_I=${measured.input_i}`,
    `measured_TP=${measured.input_tp}`,
    `measured_LRA=${measured.input_lra}`,
    `measured_thresh=${measured.input_thresh}`,
    `offset=${measured.target_offset}`,
    'linear=true',
  ].join(':');
}

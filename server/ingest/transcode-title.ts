import fs from 'node:fs/promises';
import path from 'node:path';
import { buildRunArgs, MANIFEST, thumbWidthFor, type RunPlan } from './transcode-args';
import { runFfmpeg } from './transcode-ffmpeg';
import { planAudioTracks } from './transcode-languages';
import { aspectRatio, outputFrameRate, planLadder, type Rung } from './transcode-ladder';
import {
  manifestDurationSec,
  mergeVideoRepresentations,
  readThumbnailTiles,
  renameRepresentations,
  withThumbnailSet,
} from './transcode-manifest';
import { percentOf } from './transcode-progress';
import { makePoster, POSTER } from './transcode-poster';
import { makeStagingDir, publishStaging, removeDir } from './transcode-publish';
import {
  DEFAULT_TRANSCODE_SETTINGS,
  type DubFile,
  type ProgressListener,
  type TranscodeSettings,
  type TranscodeSource,
  type TranscodeStage,
} from './transcode-types';

/*
 * The title's DASH ladder in two runs (decision 062, "480p first"): the base run makes the
 * lowest rendition, every audio language, the thumbnail tiles and the poster, and publishes a
 * complete playable title; the upper run makes the other renditions and publishes them by
 * rewriting the manifest with all of them. A job handler may call transcodeTitle, or the two
 * stages as separate jobs.
 */

export interface TranscodeJob {
  source: TranscodeSource;
  dubs?: DubFile[];
  /** The title's media folder (`<mediaFoldersDir>/<free|paid>/<folder>`). */
  target: string;
  settings?: Partial<TranscodeSettings>;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
  /** ffmpeg binary (media-tools detection); `ffmpeg` from PATH by default. */
  ffmpeg?: string;
}

export interface TranscodeResult {
  manifest: string;
  poster: string;
  durationSec: number;
  renditions: { name: string; width: number; height: number; bandwidth: number }[];
  audio: string[];
}

interface Plan {
  rungs: Rung[];
  base: RunPlan;
  upper: RunPlan | null;
  settings: TranscodeSettings;
}

function plan(job: TranscodeJob, baseDir: string, upperDir: string): Plan {
  const settings = { ...DEFAULT_TRANSCODE_SETTINGS, ...job.settings };
  const rungs = planLadder(job.source);
  const [lowest, ...rest] = rungs;
  if (!lowest) throw new Error('no rendition fits the source');
  const first = settings.lowestFirst ? [lowest] : rungs;
  const later = settings.lowestFirst ? rest : [];
  const common = {
    sourceFile: job.source.file,
    frameRate: outputFrameRate(job.source.fps),
    aspect: aspectRatio(job.source),
    settings,
  };
  const dubs = job.dubs ?? [];
  return {
    rungs,
    settings,
    base: {
      ...common,
      dubs,
      rungs: first,
      audio: planAudioTracks(job.source.audio, dubs, settings.defaultLanguage),
      thumbWidth: thumbWidthFor(lowest),
      outDir: baseDir,
    },
    upper: later.length
      ? { ...common, dubs: [], rungs: later, audio: [], thumbWidth: null, outDir: upperDir }
      : null,
  };
}

const pixels = (rungs: Rung[]) => rungs.reduce((sum, r) => sum + r.width * r.height, 0);

function reporter(job: TranscodeJob, all: Rung[]) {
  const total = pixels(all);
  return (stage: TranscodeStage, rungs: Rung[], done: Rung[]) => (stagePercent: number) => {
    const percent = ((pixels(done) + (pixels(rungs) * stagePercent) / 100) / total) * 100;
    job.onProgress?.({
      stage,
      renditions: rungs.map((r) => r.name),
      stagePercent: Math.round(stagePercent * 10) / 10,
      percent: Math.round(Math.min(100, percent) * 10) / 10,
    });
  };
}

async function encodeRun(job: TranscodeJob, run: RunPlan, report: (percent: number) => void) {
  await runFfmpeg({
    args: buildRunArgs(run),
    signal: job.signal,
    command: job.ffmpeg,
    onProgress: (block) => report(percentOf(block, job.source.durationSec)),
  });
  const written = await fs.readFile(path.join(run.outDir, MANIFEST), 'utf8');
  const ids = [...run.rungs.map((r) => r.id), ...run.audio.map((t) => t.id)];
  return renameRepresentations(run.outDir, written, ids);
}

function resultOf(
  job: TranscodeJob,
  manifest: string,
  rungs: Rung[],
  audio: string[],
): TranscodeResult {
  return {
    manifest: path.join(job.target, MANIFEST),
    poster: path.join(job.target, POSTER),
    durationSec: manifestDurationSec(manifest),
    renditions: rungs.map(({ name, width, height, bandwidth }) => ({
      name,
      width,
      height,
      bandwidth,
    })),
    audio,
  };
}

/** Lowest rendition, audio, tiles and poster, published as a playable title. */
export async function transcodeBase(job: TranscodeJob): Promise<TranscodeResult> {
  const staging = await makeStagingDir(job.target);
  try {
    const { base, rungs } = plan(job, staging, staging);
    const report = reporter(job, rungs);
    let manifest = await encodeRun(job, base, report('base', base.rungs, []));
    manifest = withThumbnailSet(manifest, await readThumbnailTiles(staging, base.thumbWidth ?? 0));
    const posterRung = base.rungs[0] ?? rungs[0];
    if (posterRung) {
      const { file, durationSec } = job.source;
      await makePoster(file, durationSec, posterRung, staging, job.signal, job.ffmpeg);
    }
    report('poster', base.rungs, [])(100);
    job.signal?.throwIfAborted();
    await publishStaging(staging, job.target, manifest);
    return resultOf(
      job,
      manifest,
      base.rungs,
      base.audio.map((t) => t.lang),
    );
  } finally {
    await removeDir(staging);
  }
}

/**
 * The renditions above the lowest, merged into the published manifest. A viewer who loaded the
 * base manifest keeps playing it (its segments stay); a new load gets every rendition.
 */
export async function transcodeUpper(job: TranscodeJob): Promise<TranscodeResult> {
  const published = path.join(job.target, MANIFEST);
  const current = await fs.readFile(published, 'utf8');
  const staging = await makeStagingDir(job.target);
  try {
    const { upper, rungs, base } = plan(job, staging, staging);
    const langs = base.audio.map((t) => t.lang);
    if (!upper) return resultOf(job, current, rungs, langs);
    const report = reporter(job, rungs);
    const encoded = await encodeRun(job, upper, report('upper', upper.rungs, base.rungs));
    job.signal?.throwIfAborted();
    const merged = mergeVideoRepresentations(current, encoded);
    await publishStaging(staging, job.target, merged);
    return resultOf(job, merged, rungs, langs);
  } finally {
    await removeDir(staging);
  }
}

/** The whole job: base (published, then `onBaseReady`), then the upper renditions. */
export async function transcodeTitle(
  job: TranscodeJob & { onBaseReady?: (base: TranscodeResult) => void | Promise<void> },
): Promise<TranscodeResult> {
  const base = await transcodeBase(job);
  await job.onBaseReady?.(base);
  return transcodeUpper(job);
}

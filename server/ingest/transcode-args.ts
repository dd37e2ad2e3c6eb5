import type { AudioTrack } from './transcode-languages';
import type { Rung } from './transcode-ladder';
import type { DubFile, TranscodeSettings } from './transcode-types';

/*
 * ffmpeg arguments for one encoding run: any subset of the ladder, optionally the audio tracks
 * and the thumbnail tiles, from ONE decode of the source (split to every output). The 480p-first
 * job runs it twice (lowest rung + audio + tiles, then the rest); the benchmark's reference runs
 * it once with everything.
 */

/**
 * Seek-bar tiles as the sample makes them (decision 027): one frame a second, 90 px high, six to
 * a 3x2 JPEG. The width follows the title's aspect (160 for 16:9) so portrait frames stay upright.
 */
export const THUMBS = { everySec: 1, height: 90, cols: 3, rows: 2, quality: 5 } as const;

export interface RunPlan {
  sourceFile: string;
  dubs: DubFile[];
  rungs: Rung[];
  audio: AudioTrack[];
  /** Thumbnail frame width, or null to make none in this run. */
  thumbWidth: number | null;
  frameRate: string;
  aspect: string;
  settings: TranscodeSettings;
  /** Folder the run writes into (a staging folder, never the published one). */
  outDir: string;
}

export const MANIFEST = 'manifest.mpd';
/** The sample's segment names; representation ids are unique per title (v480, a-mn), so are they. */
export const INIT_SEGMENT = 'init-$RepresentationID$.m4s';
export const MEDIA_SEGMENT = 'chunk-$RepresentationID$-$Number%05d$.m4s';

export function thumbWidthFor(rung: Pick<Rung, 'width' | 'height'>): number {
  return Math.max(2, 2 * Math.round((THUMBS.height * rung.width) / rung.height / 2));
}

/**
 * Each video output's bitrate, with a capped VBV so segments stay near the bandwidth the manifest
 * advertises (the sample's encode uses the same).
 */
export function videoRateArgs(rungs: readonly { bandwidth: number }[]): string[] {
  return rungs.flatMap((r, i) => [
    `-b:v:${i}`,
    String(r.bandwidth),
    `-maxrate:v:${i}`,
    String(Math.round(r.bandwidth * 1.1)),
    `-bufsize:v:${i}`,
    String(r.bandwidth * 2),
  ]);
}

/**
 * The dash muxer's output, as the sample's too: the video outputs share one adaptation set and
 * each audio track has its own (so players list them); fixed segments named by template.
 */
export function dashOutputArgs(out: {
  videoCount: number;
  audioCount: number;
  segmentSeconds: number;
  manifest: string;
}): string[] {
  const adaptationSets = [
    'id=0,streams=v',
    ...Array.from(
      { length: out.audioCount },
      (_, i) => `id=${i + 1},streams=${out.videoCount + i}`,
    ),
  ].join(' ');
  return [
    '-adaptation_sets',
    adaptationSets,
    '-seg_duration',
    String(out.segmentSeconds),
    '-use_template',
    '1',
    '-use_timeline',
    '0',
    '-init_seg_name',
    INIT_SEGMENT,
    '-media_seg_name',
    MEDIA_SEGMENT,
    '-f',
    'dash',
    out.manifest,
  ];
}

export function buildRunArgs(plan: RunPlan): string[] {
  const { rungs, audio, settings } = plan;
  const branches = rungs.length + (plan.thumbWidth === null ? 0 : 1);
  if (rungs.length === 0) throw new Error('a run needs at least one rendition');
  const labels = Array.from({ length: branches }, (_, i) => `[s${i}]`).join('');
  // fps= first: variable-rate input becomes constant before the split, so every rendition (and
  // the other run of the same source) sees the same frames at the same times.
  const graph = [`[0:v:0]fps=${plan.frameRate},split=${branches}${labels}`];
  rungs.forEach((r, i) => {
    graph.push(`[s${i}]scale=${r.width}:${r.height},setdar=${plan.aspect},format=yuv420p[v${i}]`);
  });
  if (plan.thumbWidth !== null) {
    graph.push(
      `[s${rungs.length}]fps=1/${THUMBS.everySec},scale=${plan.thumbWidth}:${THUMBS.height},` +
        `tile=${THUMBS.cols}x${THUMBS.rows}[th]`,
    );
  }
  const seg = settings.segmentSeconds;
  const audioOptions = audio.flatMap((t, i) => [
    `-ac:a:${i}`,
    String(Math.min(t.channels ?? settings.audioChannels, settings.audioChannels)),
    `-metadata:s:a:${i}`,
    `language=${t.lang}`,
  ]);
  const args = [
    '-i',
    plan.sourceFile,
    ...plan.dubs.flatMap((d) => ['-i', d.file]),
    '-filter_complex',
    graph.join(';'),
    ...rungs.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...audio.flatMap((t) => ['-map', t.map]),
    '-c:v',
    'libx264',
    '-preset',
    settings.preset,
    // Keyframes at the same instants in every rendition and both runs: forced on time (exact for
    // 29.97 fps too), scene cuts off, and x264's own interval longer than a segment.
    '-force_key_frames',
    `expr:gte(t,n_forced*${seg})`,
    '-sc_threshold',
    '0',
    '-g',
    '600',
    ...videoRateArgs(rungs),
    ...(audio.length
      ? ['-c:a', 'aac', '-b:a', String(settings.audioBitrate), '-ar', '48000', ...audioOptions]
      : []),
    ...dashOutputArgs({
      videoCount: rungs.length,
      audioCount: audio.length,
      segmentSeconds: seg,
      manifest: `${plan.outDir}/${MANIFEST}`,
    }),
  ];
  if (plan.thumbWidth !== null) {
    args.push(
      '-map',
      '[th]',
      '-q:v',
      String(THUMBS.quality),
      '-start_number',
      '1',
      '-f',
      'image2',
      `${plan.outDir}/thumb-%d.jpg`,
    );
  }
  return args;
}

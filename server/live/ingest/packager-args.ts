import { aspectRatio, planLadder, type Rung } from '../../ingest/transcode-ladder';
import { videoRateArgs } from '../../ingest/transcode-args';

/*
 * The packager's ffmpeg arguments for one session (decision 072, live-plan §2): FLV on stdin, the
 * 062 ladder for the source's size (never above it), x264 zerolatency with a key frame every 2 s
 * in every rendition, live DASH with 2 s segments and a 2 h window, and, when the channel keeps
 * recordings, the source itself copied to MPEG-TS beside it (no re-encode; TS survives a kill).
 * Not `-streaming`/`-ldash`: the muxer writes each segment as .tmp and renames it, so LL-DASH's
 * early availability would send players to files not there yet.
 */

export const SEGMENT_SECONDS = 2;
/** Segments in the manifest: 2 hours of rewind at 2 s. */
export const WINDOW_SEGMENTS = 3600;
/** Kept on disk past the window, for slow players and the CDN. */
const EXTRA_WINDOW_SEGMENTS = 30;
const AUDIO_BITRATE = 128_000;

export interface PackagerPlan {
  source: { width: number; height: number; hasAudio: boolean };
  /** The session's file prefix: `<prefix>.mpd`, `<prefix>-init-v480.m4s`, `<prefix>-v480-00001.m4s`. */
  prefix: string;
  /** The channel's folder under DATA_DIR/media/<free|paid>/l<id>/. */
  outDir: string;
  /** The session's source file, or null when the channel keeps no recordings. */
  recordingFile: string | null;
  preset: string;
}

export function liveLadder(source: { width: number; height: number }): Rung[] {
  return planLadder({ width: source.width, height: source.height, rotation: 0 });
}

export function manifestName(prefix: string): string {
  return `${prefix}.mpd`;
}

/**
 * The first media segment of the first rendition: once renamed into place, the session is ready.
 * The dash muxer's $RepresentationID$ is the output stream's index (0 = the top rung).
 */
export function firstSegmentName(prefix: string): string {
  return `${prefix}-0-00001.m4s`;
}

export function packagerArgs(plan: PackagerPlan, rungs: readonly Rung[]): string[] {
  if (rungs.length === 0) throw new Error('a session needs at least one rendition');
  const aspect = aspectRatio({ ...plan.source, rotation: 0 });
  const labels = rungs.map((_, i) => `[s${i}]`).join('');
  const graph = [`[0:v:0]split=${rungs.length}${labels}`];
  rungs.forEach((r, i) => {
    // setdar, not setsar: every rendition of one adaptation set must state the same aspect (062).
    graph.push(`[s${i}]scale=${r.width}:${r.height},setdar=${aspect},format=yuv420p[v${i}]`);
  });
  const audio = plan.source.hasAudio;
  const adaptationSets = audio ? `id=0,streams=v id=1,streams=${rungs.length}` : 'id=0,streams=v';
  return [
    '-hide_banner',
    '-loglevel',
    'warning',
    '-nostats',
    // Without it ffmpeg waits 5 s of input to probe streams the FLV header already named.
    '-analyzeduration',
    '500000',
    '-f',
    'flv',
    '-i',
    'pipe:0',
    '-filter_complex',
    graph.join(';'),
    ...rungs.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...(audio ? ['-map', '0:a:0'] : []),
    '-c:v',
    'libx264',
    '-preset',
    plan.preset,
    '-tune',
    'zerolatency',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    ...videoRateArgs(rungs),
    ...(audio ? ['-c:a', 'aac', '-b:a', String(AUDIO_BITRATE), '-ar', '48000'] : []),
    '-f',
    'dash',
    '-seg_duration',
    String(SEGMENT_SECONDS),
    '-window_size',
    String(WINDOW_SEGMENTS),
    '-extra_window_size',
    String(EXTRA_WINDOW_SEGMENTS),
    '-use_template',
    '1',
    '-use_timeline',
    '0',
    '-adaptation_sets',
    adaptationSets,
    '-init_seg_name',
    `${plan.prefix}-init-$RepresentationID$.m4s`,
    '-media_seg_name',
    `${plan.prefix}-$RepresentationID$-$Number%05d$.m4s`,
    `${plan.outDir}/${manifestName(plan.prefix)}`,
    ...(plan.recordingFile === null
      ? []
      : [
          '-map',
          '0:v:0',
          ...(audio ? ['-map', '0:a:0'] : []),
          '-c',
          'copy',
          '-f',
          'mpegts',
          plan.recordingFile,
        ]),
  ];
}

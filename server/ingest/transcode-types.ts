/*
 * What the transcoder needs to know about a source, kept to the few facts ffmpeg's arguments
 * depend on, so the probe's fuller schema (decision 061) maps onto it in a few lines.
 */

export interface SourceAudioStream {
  /** Position among the source's audio streams (ffmpeg's `0:a:N`), not the container index. */
  index: number;
  /** The stream's language tag as ffprobe reports it (`mon`, `eng`, `mn`), null when untagged. */
  language: string | null;
  /** Channel count, when known; stereo is never up-mixed from mono. */
  channels?: number;
}

export interface TranscodeSource {
  file: string;
  durationSec: number;
  /** Coded size, before rotation. */
  width: number;
  height: number;
  /** Display rotation in degrees (ffprobe's display matrix: -90, 90, 180), 0 when none. */
  rotation: number;
  /** Average frame rate. */
  fps: number;
  /** Phones record a variable rate; the output is always constant, this only documents it. */
  variableFrameRate: boolean;
  audio: SourceAudioStream[];
}

/** A separately uploaded dub: its first audio stream becomes the given language's track. */
export interface DubFile {
  file: string;
  language: string;
}

export interface TranscodeSettings {
  /** x264 preset. Production keeps `veryfast`; tests may pass `ultrafast` to save time. */
  preset: string;
  segmentSeconds: number;
  audioBitrate: number;
  /** The most channels an audio track keeps (down-mixed above it). */
  audioChannels: number;
  /** The language given to an untagged audio stream. */
  defaultLanguage: string;
  /**
   * 480p first (decision 062): publish the lowest rendition, then add the others in a second
   * run. Off, one run makes every rendition (about one decode cheaper, nothing playable sooner).
   */
  lowestFirst: boolean;
}

export const DEFAULT_TRANSCODE_SETTINGS: TranscodeSettings = {
  preset: 'veryfast',
  segmentSeconds: 2,
  audioBitrate: 128_000,
  audioChannels: 2,
  defaultLanguage: 'mn',
  lowestFirst: true,
};

/** A stage of the job, as progress reports it. */
export type TranscodeStage = 'base' | 'poster' | 'upper';

export interface TranscodeProgress {
  stage: TranscodeStage;
  /** The renditions this stage encodes, e.g. ['480p'] or ['720p', '1080p']. */
  renditions: string[];
  /** 0–100 for the stage in work. */
  stagePercent: number;
  /** 0–100 for the whole job (stages weighted by the pixels they encode). */
  percent: number;
}

export type ProgressListener = (progress: TranscodeProgress) => void;

import type { QualityPref } from './track-choice';

/** Everything the engine reports; media element events keep their DOM names. */
export enum PlayerEvent {
  TimeUpdate = 'timeupdate',
  DurationChange = 'durationchange',
  Progress = 'progress',
  Play = 'play',
  Pause = 'pause',
  Playing = 'playing',
  Waiting = 'waiting',
  CanPlay = 'canplay',
  Seeking = 'seeking',
  Seeked = 'seeked',
  Ended = 'ended',
  VolumeChange = 'volumechange',
  RateChange = 'ratechange',
  /** The manifest is parsed: renditions and audio languages are known. */
  Ready = 'ready',
  /** A rendition is on screen (its height) or the mode changed. */
  QualityChange = 'qualitychange',
  AudioChange = 'audiochange',
  Error = 'error',
}

/** The media element events the engine forwards as they are. */
export const ELEMENT_EVENTS = [
  PlayerEvent.TimeUpdate,
  PlayerEvent.DurationChange,
  PlayerEvent.Progress,
  PlayerEvent.Play,
  PlayerEvent.Pause,
  PlayerEvent.Playing,
  PlayerEvent.Waiting,
  PlayerEvent.CanPlay,
  PlayerEvent.Seeking,
  PlayerEvent.Seeked,
  PlayerEvent.Ended,
  PlayerEvent.VolumeChange,
  PlayerEvent.RateChange,
] as const;

/** One selectable rendition. */
export interface QualityOption {
  height: number;
  bandwidth: number;
  /** The manifest's representation id; null when the rendition is a manifest of its own. */
  id: string | null;
  url: string;
}

export interface ReadyInfo {
  qualities: QualityOption[];
  audio: string[];
  live: boolean;
}

export interface QualityInfo {
  mode: QualityPref | number;
  /** Height of the rendition being shown, when known. */
  height: number | null;
  /** Adaptive playback under the saved quality: the height it stays at or below. */
  ceiling?: number | null;
}

export interface PlayerError {
  message: string;
  fatal: boolean;
  /**
   * The manifest or a segment could not be fetched (after dash.js's own retries): for a paid
   * title most likely its signed URL expired, which a fresh answer from the API cures.
   */
  download?: boolean;
}

/** What each event carries. */
export interface EventPayloads {
  [PlayerEvent.Ready]: ReadyInfo;
  [PlayerEvent.QualityChange]: QualityInfo;
  [PlayerEvent.AudioChange]: { lang: string | null };
  [PlayerEvent.Error]: PlayerError;
}

export type PayloadOf<E extends PlayerEvent> = E extends keyof EventPayloads
  ? EventPayloads[E]
  : undefined;

/** The props a caller may set; `quality` is 'auto' or a target height. */
export interface EngineProps {
  paused: boolean;
  currentTime: number;
  volume: number;
  muted: boolean;
  playbackRate: number;
  quality: 'auto' | number;
  audio: string;
}

import { useEffect, useMemo, useReducer, useRef, type RefObject } from 'react';
import { DashEngine, type LoadOptions } from '../engine/dash-engine';
import {
  PlayerEvent,
  type EngineProps,
  type PlayerError,
  type QualityInfo,
  type QualityOption,
} from '../engine/player-events';
import type { SeekThumbnail } from '../engine/thumbnail-tile';

/** The engine's state as React sees it. */
export interface PlayerState {
  ready: boolean;
  paused: boolean;
  ended: boolean;
  waiting: boolean;
  /** Has played at least once (the big play button and poster give way to the picture). */
  started: boolean;
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  rate: number;
  live: boolean;
  /** A live stream's rewindable window in the element's time (both 0 without one). */
  dvrStart: number;
  dvrEnd: number;
  qualities: QualityOption[];
  quality: QualityInfo;
  audioTracks: string[];
  audio: string | null;
  error: PlayerError | null;
}

const initial: PlayerState = {
  ready: false,
  paused: true,
  ended: false,
  waiting: true,
  started: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
  rate: 1,
  live: false,
  dvrStart: 0,
  dvrEnd: 0,
  qualities: [],
  quality: { mode: 'auto', height: null },
  audioTracks: [],
  audio: null,
  error: null,
};

type Patch = Partial<PlayerState> | ((state: PlayerState) => Partial<PlayerState>);

function reducer(state: PlayerState, patch: Patch | 'reset'): PlayerState {
  if (patch === 'reset') return initial;
  const next = typeof patch === 'function' ? patch(state) : patch;
  for (const key of Object.keys(next) as (keyof PlayerState)[]) {
    if (next[key] !== state[key]) return { ...state, ...next };
  }
  return state;
}

function bufferedAhead(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let i = 0; i < buffered.length; i++) {
    if (buffered.start(i) <= currentTime + 0.5 && buffered.end(i) >= currentTime) {
      return buffered.end(i);
    }
  }
  return currentTime;
}

export interface PlayerActions {
  play: () => void;
  pause: () => void;
  toggle: () => void;
  seek: (time: number) => void;
  seekBy: (delta: number) => void;
  setVolume: (volume: number) => void;
  setMuted: (muted: boolean) => void;
  setRate: (rate: number) => void;
  setQuality: (quality: 'auto' | number) => void;
  setAudio: (lang: string) => void;
  goLive: () => void;
  /** The seek-bar thumbnail at `time` (null without a thumbnail track). */
  thumbnail: (time: number, done: (thumb: SeekThumbnail | null) => void) => void;
}

/**
 * One engine (one dash.js MediaPlayer) per `loadKey`: created in an effect and reset in its
 * cleanup, so React StrictMode's mount-unmount-mount ends with exactly one live player.
 */
export function usePlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  options: LoadOptions | null,
  loadKey: string,
): { state: PlayerState; actions: PlayerActions } {
  const [state, dispatch] = useReducer(reducer, initial);
  const engineRef = useRef<DashEngine | null>(null);
  const optionsRef = useRef(options);
  // Runs before the load effect below, so a new load sees this render's options.
  useEffect(() => {
    optionsRef.current = options;
  });
  const enabled = options !== null;

  useEffect(() => {
    const video = videoRef.current;
    const opts = optionsRef.current;
    if (!video || !opts) return;
    dispatch('reset');
    const engine = new DashEngine(video);
    engineRef.current = engine;
    const on = engine.subscribe.bind(engine);
    const sync = () => {
      const dvr = engine.dvrWindow();
      dispatch({
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        bufferedEnd: bufferedAhead(video),
        dvrStart: dvr?.start ?? 0,
        dvrEnd: dvr?.end ?? 0,
      });
    };
    on(PlayerEvent.TimeUpdate, sync);
    on(PlayerEvent.DurationChange, sync);
    on(PlayerEvent.Progress, sync);
    on(PlayerEvent.Seeking, () => dispatch({ currentTime: video.currentTime, ended: false }));
    on(PlayerEvent.Play, () => dispatch({ paused: false, ended: false }));
    on(PlayerEvent.Playing, () => dispatch({ paused: false, waiting: false, started: true }));
    on(PlayerEvent.Pause, () => dispatch({ paused: video.paused }));
    on(PlayerEvent.Waiting, () => dispatch({ waiting: true }));
    on(PlayerEvent.CanPlay, () => dispatch({ waiting: false }));
    on(PlayerEvent.Seeked, () => dispatch({ waiting: video.readyState < 3 }));
    on(PlayerEvent.Ended, () => dispatch({ ended: true, paused: true }));
    on(PlayerEvent.VolumeChange, () => dispatch({ volume: video.volume, muted: video.muted }));
    on(PlayerEvent.RateChange, () => dispatch({ rate: video.playbackRate }));
    on(PlayerEvent.Ready, (info) =>
      dispatch({
        ready: true,
        qualities: info.qualities,
        audioTracks: info.audio,
        live: info.live,
        error: null,
      }),
    );
    on(PlayerEvent.QualityChange, (quality) => dispatch({ quality }));
    on(PlayerEvent.AudioChange, ({ lang }) => dispatch({ audio: lang }));
    on(PlayerEvent.Error, (error) => dispatch({ error, waiting: false }));
    dispatch({ volume: opts.volume, muted: opts.muted, rate: opts.playbackRate });
    engine
      .load(opts)
      .catch((error: unknown) =>
        dispatch({ error: { message: String(error), fatal: true }, waiting: false }),
      );
    return () => {
      engine.unload();
      if (engineRef.current === engine) engineRef.current = null;
    };
  }, [videoRef, loadKey, enabled]);

  const actions = useMemo<PlayerActions>(() => {
    const set = <K extends keyof EngineProps>(name: K, value: EngineProps[K]) =>
      engineRef.current?.setProp(name, value);
    const video = () => videoRef.current;
    const clamp = (t: number) => {
      // Live: within the DVR window (a step past the edge lands on it).
      const dvr = engineRef.current?.dvrWindow();
      if (dvr) return Math.max(dvr.start, Math.min(dvr.end, t));
      const v = video();
      const end = v && Number.isFinite(v.duration) ? v.duration : Infinity;
      return Math.max(0, Math.min(end - 0.1, t));
    };
    return {
      play: () => set('paused', false),
      pause: () => set('paused', true),
      toggle: () => set('paused', !(video()?.paused ?? true)),
      seek: (time) => set('currentTime', clamp(time)),
      // From where the title will open when no media has come yet (a resume at 0:08, say).
      seekBy: (delta) =>
        set(
          'currentTime',
          clamp((engineRef.current?.position() ?? video()?.currentTime ?? 0) + delta),
        ),
      setVolume: (volume) => {
        set('volume', Math.max(0, Math.min(1, volume)));
        if (volume > 0) set('muted', false);
      },
      setMuted: (muted) => set('muted', muted),
      setRate: (rate) => set('playbackRate', rate),
      setQuality: (quality) => set('quality', quality),
      setAudio: (lang) => set('audio', lang),
      goLive: () => engineRef.current?.seekToLive(),
      thumbnail: (time, done) => {
        if (engineRef.current) engineRef.current.thumbnail(time, done);
        else done(null);
      },
    };
  }, [videoRef]);

  return { state, actions };
}

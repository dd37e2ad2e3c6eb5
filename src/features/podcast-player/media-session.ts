import type { PodcastTrack } from '@contract/entities';

/**
 * The lock screen, notification shade, headset and keyboard media keys all talk to the page
 * through the Media Session API. Everything here is a no-op where the API is missing.
 */
export interface MediaSessionControls {
  play(): void;
  pause(): void;
  stop(): void;
  previous(): void;
  next(): void;
  seekBy(seconds: number): void;
  seekTo(seconds: number, fast: boolean): void;
}

export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;
const ARTWORK_SIZES = [96, 192, 512];

const session = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session()?.setActionHandler(action, handler);
  } catch {
    // Browsers throw for actions they do not know (older ones lack 'seekto' or 'stop').
  }
}

const ACTIONS: MediaSessionAction[] = [
  'play',
  'pause',
  'stop',
  'previoustrack',
  'nexttrack',
  'seekbackward',
  'seekforward',
  'seekto',
];

/** Registers every handler; the returned function unregisters them. */
export function bindMediaSession(controls: MediaSessionControls): () => void {
  if (!session()) return () => undefined;
  setHandler('play', () => controls.play());
  setHandler('pause', () => controls.pause());
  setHandler('stop', () => controls.stop());
  setHandler('previoustrack', () => controls.previous());
  setHandler('nexttrack', () => controls.next());
  setHandler('seekbackward', (d) => controls.seekBy(-(d.seekOffset ?? SKIP_BACK_SECONDS)));
  setHandler('seekforward', (d) => controls.seekBy(d.seekOffset ?? SKIP_FORWARD_SECONDS));
  setHandler('seekto', (d) => {
    if (typeof d.seekTime === 'number') controls.seekTo(d.seekTime, d.fastSeek === true);
  });
  return () => {
    for (const action of ACTIONS) setHandler(action, null);
  };
}

/** Title, creator as artist and the show as album; the SVG cover offered at several sizes. */
export function showMetadata(track: PodcastTrack | null, podcastTitle: string | null): void {
  const ms = session();
  if (!ms) return;
  if (!track || typeof MediaMetadata === 'undefined') {
    ms.metadata = null;
    return;
  }
  const src = track.image ? new URL(track.image, location.href).href : null;
  ms.metadata = new MediaMetadata({
    title: track.title,
    artist: track.creator,
    album: podcastTitle ?? '',
    artwork: src
      ? ARTWORK_SIZES.map((size) => ({ src, sizes: `${size}x${size}`, type: 'image/svg+xml' }))
      : [],
  });
}

export function showPlaybackState(state: MediaSessionPlaybackState): void {
  const ms = session();
  if (ms) ms.playbackState = state;
}

/** Keeps the lock screen's progress bar true; it extrapolates from rate between updates. */
export function showPosition(audio: HTMLAudioElement): void {
  const ms = session();
  if (!ms?.setPositionState) return;
  const { duration, currentTime, playbackRate } = audio;
  try {
    if (!Number.isFinite(duration) || duration <= 0) {
      ms.setPositionState();
      return;
    }
    ms.setPositionState({
      duration,
      playbackRate: playbackRate > 0 ? playbackRate : 1,
      position: Math.min(Math.max(0, currentTime), duration),
    });
  } catch {
    // A position the browser disagrees with (mid-load) is simply skipped.
  }
}

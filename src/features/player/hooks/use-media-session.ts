import { useEffect, useRef } from 'react';

export interface MediaSessionInfo {
  title: string;
  artist?: string;
  album?: string;
  artwork?: string | null;
}

interface Handlers {
  play: () => void;
  pause: () => void;
  seekBy: (delta: number) => void;
  seek: (time: number) => void;
  next: (() => void) | null;
}

const absolute = (url: string) => new URL(url, window.location.href).href;

/** Lock-screen and media-key controls for the video, with its title and artwork. */
export function useMediaSession(
  info: MediaSessionInfo,
  handlers: Handlers,
  position: { duration: number; currentTime: number; rate: number; paused: boolean },
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const hasNext = handlers.next !== null;

  useEffect(() => {
    const session = navigator.mediaSession;
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({
      title: info.title,
      artist: info.artist ?? '',
      album: info.album ?? '',
      artwork: info.artwork ? [{ src: absolute(info.artwork), sizes: '512x512' }] : [],
    });
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // Older browsers throw for actions they do not know.
      }
    };
    set('play', () => latest.current.play());
    set('pause', () => latest.current.pause());
    set('seekbackward', (d) => latest.current.seekBy(-(d.seekOffset ?? 10)));
    set('seekforward', (d) => latest.current.seekBy(d.seekOffset ?? 10));
    set('seekto', (d) => {
      if (d.seekTime !== undefined) latest.current.seek(d.seekTime);
    });
    set('nexttrack', hasNext ? () => latest.current.next?.() : null);
    return () => {
      session.metadata = null;
      for (const action of [
        'play',
        'pause',
        'seekbackward',
        'seekforward',
        'seekto',
        'nexttrack',
      ]) {
        set(action as MediaSessionAction, null);
      }
    };
  }, [info.title, info.artist, info.album, info.artwork, hasNext]);

  const { duration, currentTime, rate, paused } = position;
  const whole = Math.floor(currentTime);
  useEffect(() => {
    const session = navigator.mediaSession;
    if (!session) return;
    session.playbackState = paused ? 'paused' : 'playing';
    if (!(duration > 0) || !session.setPositionState) return;
    try {
      session.setPositionState({
        duration,
        playbackRate: rate,
        position: Math.min(whole, duration),
      });
    } catch {
      // An out-of-range state (a live edge moving) is not worth failing over.
    }
  }, [duration, whole, rate, paused]);
}

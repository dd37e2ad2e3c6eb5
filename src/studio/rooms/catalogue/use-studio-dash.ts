import { useEffect, useRef, useState } from 'react';
import type { MediaPlayerClass } from 'dashjs';

export interface StripFrame {
  time: number;
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Frames in the timeline's strip: enough to find a scene, few enough to stay one row. */
const STRIP_FRAMES = 12;

/**
 * dash.js on the timeline's own <video>, loaded with the studio's chunk (the viewer's player and
 * its entry stay as they are): plays the episode's manifest and reads the title's DASH-IF
 * thumbnail tiles into an evenly spaced strip once the stream is ready.
 */
export function useStudioDash(url: string | null, duration: number) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [strip, setStrip] = useState<StripFrame[]>([]);
  useEffect(() => {
    const video = videoRef.current;
    if (!url || !video) return;
    let player: MediaPlayerClass | null = null;
    let live = true;
    void import('dashjs').then((dashjs) => {
      if (!live) return;
      const created = dashjs.MediaPlayer().create();
      player = created;
      created.updateSettings({ debug: { logLevel: dashjs.Debug.LOG_LEVEL_NONE } });
      created.on(dashjs.MediaPlayer.events.STREAM_INITIALIZED, () => {
        // The stream's own length: a stored duration may be an estimate the video does not reach.
        const played = created.duration();
        const length = Number.isFinite(played) && played > 0 ? played : duration;
        if (!(length > 0)) return;
        const frames: StripFrame[] = [];
        const times = Array.from({ length: STRIP_FRAMES }, (_, i) => (length * i) / STRIP_FRAMES);
        times.forEach((time) => {
          try {
            created.provideThumbnail(time, (t) => {
              if (!live || !t?.url) return;
              frames.push({ time, url: t.url, x: t.x, y: t.y, width: t.width, height: t.height });
              setStrip([...frames].sort((a, b) => a.time - b.time));
            });
          } catch {
            // No thumbnail track (an old title): the strip stays empty, the video still plays.
          }
        });
      });
      created.initialize(video, url, false);
    });
    return () => {
      live = false;
      player?.destroy();
      setStrip([]);
    };
  }, [url, duration]);
  return { videoRef, strip };
}

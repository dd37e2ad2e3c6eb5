import { useEffect, useState } from 'react';
import { thumbnailTime, type SeekThumbnail } from '../engine/thumbnail-tile';

export type ThumbnailProvider = (time: number, done: (thumb: SeekThumbnail | null) => void) => void;

/**
 * How often, and how many times, a preview without a frame asks again. dash.js reads the
 * thumbnail track some time after playing starts (longer on a slow phone), and a pointer resting
 * on the bar sends no new move to ask with: without this, the frame never came for that rest.
 */
const RETRY_MS = 400;
const RETRIES = 25;

/**
 * The thumbnail for the moment the seek bar previews (null while nothing is previewed). The last
 * frame stays until the next one is known, so moving along the bar never flashes an empty box.
 */
export function useSeekThumbnail(
  time: number | null,
  duration: number,
  provide: ThumbnailProvider | undefined,
): SeekThumbnail | null {
  const [thumb, setThumb] = useState<SeekThumbnail | null>(null);
  useEffect(() => {
    if (time === null || !provide || !(duration > 0)) return;
    let current = true;
    let timer: number | undefined;
    const ask = (left: number) =>
      provide(thumbnailTime(time, duration), (next) => {
        if (!current) return;
        if (next || left === 0) setThumb(next);
        else timer = window.setTimeout(() => ask(left - 1), RETRY_MS);
      });
    ask(RETRIES);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [time, duration, provide]);
  return time === null ? null : thumb;
}

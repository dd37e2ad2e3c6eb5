import { useEffect, useState } from 'react';
import { thumbnailTime, type SeekThumbnail } from '../engine/thumbnail-tile';

export type ThumbnailProvider = (time: number, done: (thumb: SeekThumbnail | null) => void) => void;

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
    provide(thumbnailTime(time, duration), (next) => {
      if (current) setThumb(next);
    });
    return () => {
      current = false;
    };
  }, [time, duration, provide]);
  return time === null ? null : thumb;
}

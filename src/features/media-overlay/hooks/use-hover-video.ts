import { useEffect, useState } from 'react';
import { useLinkIsPoor } from '@/lib/link-is-poor';
import { getMediaHover } from '../api/get-media-hover';

/** docs/product.md §9: the hover video is probed 1.5 s after the overlay opens. */
export const HOVER_DELAY_MS = 1500;

/**
 * The hover video URL for the open media, asked for only after the delay; null until then, and
 * never on a poor or Save-Data link (an extra, decision 050).
 */
export function useHoverVideo(mediaId: number): string | null {
  const [video, setVideo] = useState<{ id: number; url: string } | null>(null);
  const poorLink = useLinkIsPoor();

  useEffect(() => {
    if (poorLink) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void getMediaHover(mediaId, controller.signal).then((url) => {
        if (url && !controller.signal.aborted) setVideo({ id: mediaId, url });
      });
    }, HOVER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [mediaId, poorLink]);

  // A season switch keeps the component; the old media's video must not show over the new one.
  return video && video.id === mediaId && !poorLink ? video.url : null;
}

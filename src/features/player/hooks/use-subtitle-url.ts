import { useEffect, useState } from 'react';
import type { Subtitle } from '@contract/entities';
import { fetchSubtitleText } from '../engine/subtitle-cipher';

/**
 * The chosen subtitle as a WebVTT Blob URL a <track> can load: raw files are passed through,
 * encrypted ones decrypted with WebCrypto first. The URL is revoked when the choice changes or
 * the player unmounts.
 */
export function useSubtitleUrl(subtitle: Subtitle | null): string | null {
  const [blob, setBlob] = useState<{ key: string; url: string } | null>(null);
  const key = subtitle ? subtitle.url : null;

  useEffect(() => {
    if (!subtitle) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchSubtitleText(subtitle.url, subtitle.isRaw, controller.signal)
      .then((text) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
        setBlob({ key: subtitle.url, url });
      })
      .catch(() => {
        // A broken or undecryptable file: play on without text rather than fail the video.
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // The subtitle object is rebuilt on every render; its URL identifies it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return blob && blob.key === key ? blob.url : null;
}

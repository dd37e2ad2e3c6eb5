import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';

/** docs/product.md §9: a route's chunks get 120 s before we call it a chunk load error. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function useChunkWatchdog(timeoutMs = CHUNK_TIMEOUT_MS): boolean {
  const router = useRouter();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const clear = () => window.clearTimeout(timer);
    const offStart = router.subscribe('onBeforeLoad', () => {
      clear();
      timer = window.setTimeout(() => setFailed(true), timeoutMs);
    });
    const offEnd = router.subscribe('onResolved', clear);
    // Vite reports a failed CSS/JS preload of a lazy chunk with this event.
    const onPreloadError = () => setFailed(true);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      clear();
      offStart();
      offEnd();
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, [router, timeoutMs]);

  return failed;
}

import { useEffect } from 'react';
import { loadDownloadsKeeper } from '@/features/downloads';
import { useViewerId } from '@/session';

/** Unfinished downloads of the signed-in user go on once the page is idle (not before its first paint). */
export function useDownloadsKeeper(): void {
  const viewer = useViewerId();
  useEffect(() => {
    if (viewer === 0) return;
    let stop: (() => void) | undefined;
    let live = true;
    const start = () =>
      void loadDownloadsKeeper()
        .then(({ keepDownloads }) => {
          if (live) stop = keepDownloads(viewer);
        })
        .catch(() => undefined);
    const idle = window.requestIdleCallback?.(start, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(start, 1000) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      stop?.();
    };
  }, [viewer]);
}

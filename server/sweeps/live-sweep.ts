import type { AppDeps } from '../deps';
import { sweepLiveFiles } from '../live/live-files-sweep';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Removes ended live sessions' files past LIVE_KEEP_MINUTES and old heartbeat rows (decision 073),
 * at start and then every ten minutes. A pass still running skips the next tick.
 */
export function startLiveSweep(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepLiveFiles(deps)
      .then(
        ({ files }) => {
          if (files > 0) console.log(`live sweep removed ${files} old live file(s)`);
        },
        (error: unknown) => console.error('live sweep failed', error),
      )
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

import type { AppDeps } from '../deps';
import { sweepMedia } from '../ingest/media-sweep-pass';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Removes media files no title plays any more (decision 067): replaced versions once their grace
 * has passed, and the folders and source uploads of deleted episodes, movies and podcast tracks;
 * at start and then every quarter hour. A pass still running skips the next tick.
 */
export function startMediaSweep(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sweepMedia(deps)
      .then(
        ({ removed, uploads }) => {
          const count = removed.length + uploads.length;
          if (count > 0) console.log(`media sweep removed ${count} old file set(s)`);
        },
        (error: unknown) => console.error('media sweep failed', error),
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

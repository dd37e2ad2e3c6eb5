import type { AppDeps } from '../deps';
import { sweepOrphanUploads } from '../domain/upload-files';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes orphaned avatar uploads at start and then hourly. Every instance may run it: it only
 * deletes files that no user row refers to, whichever instance stored them. Answers a stop.
 */
export function startUploadSweep(deps: AppDeps): () => void {
  const run = () => {
    sweepOrphanUploads(deps).then(
      (deleted) => {
        if (deleted.length > 0) console.log(`deleted ${deleted.length} unused avatar upload(s)`);
      },
      (error: unknown) => console.error('avatar upload sweep failed', error),
    );
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

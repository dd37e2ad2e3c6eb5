import type { AppDeps } from '../deps';
import { sweepAbandonedUploads } from '../ingest/upload-expiry';
import { uploadStore } from '../ingest/upload-server';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Gives up unfinished source uploads no byte has reached for a day, at start and then hourly, so
 * an editor who closed the tab for good does not keep gigabytes of disk (decision 060).
 */
export function startIngestUploadSweep(deps: AppDeps): () => void {
  const store = uploadStore(deps.config);
  const run = () => {
    sweepAbandonedUploads(deps, store).then(
      (swept) => {
        if (swept.length > 0) console.log(`removed ${swept.length} abandoned source upload(s)`);
      },
      (error: unknown) => console.error('source upload sweep failed', error),
    );
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

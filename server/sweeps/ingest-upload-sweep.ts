import type { AppDeps } from '../deps';
import { repeatPass } from './repeat-pass';
import { sweepAbandonedUploads } from '../ingest/upload-expiry';
import { uploadStore } from '../ingest/upload-server';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Gives up unfinished source uploads no byte has reached for a day, at start and then hourly, so
 * an editor who closed the tab for good does not keep gigabytes of disk (decision 060).
 */
export function startIngestUploadSweep(deps: AppDeps): () => void {
  const store = uploadStore(deps.config);
  return repeatPass('source upload sweep', SWEEP_EVERY_MS, async () => {
    const swept = await sweepAbandonedUploads(deps, store);
    return swept.length > 0 ? `removed ${swept.length} abandoned source upload(s)` : null;
  });
}

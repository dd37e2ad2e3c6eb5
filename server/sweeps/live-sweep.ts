import type { AppDeps } from '../deps';
import { repeatPass } from './repeat-pass';
import { sweepLiveFiles } from '../live/live-files-sweep';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Removes ended live sessions' files past LIVE_KEEP_MINUTES and old heartbeat rows (decision 073),
 * at start and then every ten minutes. A pass still running skips the next tick.
 */
export function startLiveSweep(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): () => void {
  return repeatPass('live sweep', SWEEP_EVERY_MS, async () => {
    const { files } = await sweepLiveFiles(deps);
    return files > 0 ? `live sweep removed ${files} old live file(s)` : null;
  });
}

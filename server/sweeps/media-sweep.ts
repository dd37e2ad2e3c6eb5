import type { AppDeps } from '../deps';
import { repeatPass } from './repeat-pass';
import { sweepMedia } from '../ingest/media-sweep-pass';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Removes media files no title plays any more (decision 067): replaced versions once their grace
 * has passed, and the folders and source uploads of deleted episodes, movies and podcast tracks;
 * at start and then every quarter hour. A pass still running skips the next tick.
 */
export function startMediaSweep(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): () => void {
  return repeatPass('media sweep', SWEEP_EVERY_MS, async () => {
    const { removed, uploads } = await sweepMedia(deps);
    const count = removed.length + uploads.length;
    return count > 0 ? `media sweep removed ${count} old file set(s)` : null;
  });
}

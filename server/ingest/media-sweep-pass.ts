import type { SweepDeps } from './media-sweep-disk';
import { sweepFolders } from './media-sweep-folders';
import { sweepRetired } from './media-sweep-retired';
import { sweepSupersededSources, sweepUploads } from './media-sweep-uploads';

/*
 * One pass of the media sweep (decision 067). It works from what the database says now, so a
 * pass cut short anywhere (a crash, a stop) is finished by the next one:
 * 1. retired paths whose grace has passed are removed, then their row (never the other order);
 * 2. a title folder whose episode, movie or podcast track is gone is removed whole, and the
 *    source uploads of a gone owner with it;
 * 3. a version folder that nothing plays and nothing has retired (a job that published and died
 *    before writing the sources) is retired, to go after the grace like any other, and a staging
 *    folder whose upload is no longer being encoded (a worker killed mid-encode) is removed;
 * 4. the source file of a video upload a newer one replaced is removed.
 * It never follows a link and never leaves DATA_DIR/media/<free|paid>/<folder>: the only paths
 * it removes are named by the patterns of media-sweep-disk.ts and media-sweep-retired.ts, under
 * folders it checked are real folders.
 */

export interface MediaSweepReport {
  /** Stored paths of what was removed (`/media/free/e12/v3-…/`, `/media/paid/m4/`). */
  removed: string[];
  /** Source uploads removed: of a gone owner, or replaced by a newer video (tus ids). */
  uploads: string[];
}

export async function sweepMedia(deps: SweepDeps): Promise<MediaSweepReport> {
  const report: MediaSweepReport = { removed: [], uploads: [] };
  await sweepRetired(deps, report);
  await sweepFolders(deps, report);
  await sweepUploads(deps, report);
  await sweepSupersededSources(deps, report);
  return report;
}

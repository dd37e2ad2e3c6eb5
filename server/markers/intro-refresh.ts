import type { AppDeps } from '../deps';
import { queueOf } from '../jobs/queue-of';
import { INTRO_JOB } from './intro-job';
import { seasonVideos } from './intro-records';
import { recordRun } from './intro-runs';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/**
 * After an episode's new video went on (decision 076, amending 066): a series whose editors have
 * asked for an intro suggestion before gets it again, compared on the audio viewers now hear, so
 * the suggestion shown never describes a video that was replaced. A series nobody asked about is
 * left alone (the editor asks when they want one). The run is recorded as the uploader's.
 * Returns the queued job's id, or null when none was queued (none asked, too few videos, or a
 * comparison already waiting: the unique key keeps one).
 */
export async function refreshIntroAfterVideo(
  deps: Deps,
  now: number,
  episodeId: number,
  userId: number,
): Promise<string | null> {
  const row = await deps.db
    .selectFrom('episodes')
    .innerJoin('intro_suggestion_runs', 'intro_suggestion_runs.media_id', 'episodes.media_id')
    .select('episodes.media_id')
    .where('episodes.id', '=', episodeId)
    .executeTakeFirst();
  if (!row) return null;
  const mediaId = row.media_id;
  if ((await seasonVideos(deps.db, mediaId)).length < 2) return null;
  const jobId = await queueOf(deps).add(INTRO_JOB, { mediaId }, { uniqueKey: `intro:${mediaId}` });
  if (jobId !== null) await recordRun(deps.db, now, { mediaId, jobId, userId });
  return jobId;
}

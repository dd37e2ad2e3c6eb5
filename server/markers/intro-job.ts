import type { AppDeps } from '../deps';
import type { JobHandler, JobHandlers } from '../jobs/job-queue';
import { mediaToolsOfThisProcess } from '../ingest/media-tools';
import { audioFingerprint } from './audio-fingerprint';
import { manifestOnDisk, seasonVideos, storeSuggestions } from './intro-records';
import { seasonIntros, type EpisodeFingerprint } from './season-intro';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** The job that compares a season's audio (decision 066); its payload is `{ mediaId }`. */
export const INTRO_JOB = 'markers.intro-suggest';

function mediaIdOf(payload: unknown): number {
  const id = (payload as { mediaId?: unknown } | null)?.mediaId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error('bad intro payload');
  return id;
}

/**
 * Fingerprints each episode with a video, compares them and stores a suggestion per episode.
 * Idempotent: it reads only and replaces the season's rows at the end, so a second run (a lost
 * lease, a retry) writes the same thing again. Nothing of the episodes themselves changes: the
 * editor confirms a suggestion with an ordinary save.
 */
function introJob(deps: Deps): JobHandler {
  return async (payload, job) => {
    const mediaId = mediaIdOf(payload);
    const tools = await mediaToolsOfThisProcess();
    if (!tools.on) throw new Error('media ingest is off on this machine (no usable ffmpeg)');
    const videos = await seasonVideos(deps.db, mediaId);
    const prints: EpisodeFingerprint[] = [];
    for (const [index, video] of videos.entries()) {
      await job.progress((index / Math.max(1, videos.length)) * 90, 'fingerprint');
      const file = video.vid1 === null ? null : manifestOnDisk(deps.config, video.vid1);
      if (file === null) continue;
      prints.push({
        episodeId: video.id,
        words: await audioFingerprint(tools.ffmpeg, file, job.signal),
      });
    }
    job.signal.throwIfAborted();
    await job.progress(90, 'compare');
    const suggestions = seasonIntros(prints);
    job.signal.throwIfAborted();
    await storeSuggestions(deps.db, deps.clock.now(), mediaId, suggestions);
  };
}

export function markerJobHandlers(deps: Deps): JobHandlers {
  return { [INTRO_JOB]: introJob(deps) };
}

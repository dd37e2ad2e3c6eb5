/** Watched this far, an episode counts as finished and the play button moves on. */
const FINISHED_SHARE = 0.9;

/** The viewer's latest position in a media, on an episode that still exists. */
export interface LastWatched {
  episodeId: number;
  positionSec: number;
  /** What the player reported with the position; 0 when it did not know yet. */
  durationSec: number;
  episodeDurationSec: number;
}

/**
 * The detail's epId: for a user with history, the episode they were last in if unfinished,
 * else the one after it (or the same when it was the last); otherwise the first episode.
 * `nextId` is the episode numbered after the last one, `firstId` the lowest numbered.
 */
export function nextEpisodeId(
  last: LastWatched | null,
  nextId: number | null,
  firstId: number | null,
): number | null {
  if (!last) return firstId;
  return isFinished(last) ? (nextId ?? last.episodeId) : last.episodeId;
}

/**
 * The detail's ep_position_sec: where the viewer stopped in epId when epId is the unfinished
 * episode they were last in, so the play button can ask "continue or start over"; else 0.
 */
export function nextEpisodePosition(last: LastWatched | null): number {
  if (!last || isFinished(last)) return 0;
  return Math.max(0, Math.floor(last.positionSec));
}

function isFinished(last: LastWatched): boolean {
  // The player may not have known the duration when it saved the position.
  const duration = last.durationSec || last.episodeDurationSec;
  return duration > 0 && last.positionSec >= duration * FINISHED_SHARE;
}

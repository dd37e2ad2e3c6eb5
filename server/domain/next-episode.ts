import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Watched this far, an episode counts as finished and the play button moves on. */
const FINISHED_SHARE = 0.9;

/**
 * The detail's epId: for a user with history, the episode they were last in if unfinished,
 * else the one after it (or the same when it was the last); otherwise the first episode.
 */
export async function nextEpisodeId(
  db: Kysely<Database>,
  mediaId: number,
  userId: number | null,
): Promise<number | null> {
  if (userId !== null) {
    const last = await db
      .selectFrom('history')
      .innerJoin('episodes', 'episodes.id', 'history.episode_id')
      .select(['episodes.id', 'episodes.number', 'history.position_sec', 'history.duration_sec'])
      .select('episodes.duration_sec as episode_duration')
      .where('history.user_id', '=', userId)
      .where('history.media_id', '=', mediaId)
      .orderBy('history.updated_at', 'desc')
      .orderBy('history.id', 'desc')
      .executeTakeFirst();
    if (last) {
      // The player may not have known the duration when it saved the position.
      const duration = last.duration_sec || last.episode_duration;
      const finished = duration > 0 && last.position_sec >= duration * FINISHED_SHARE;
      if (!finished) return last.id;
      const next = await db
        .selectFrom('episodes')
        .select('id')
        .where('media_id', '=', mediaId)
        .where('number', '>', last.number)
        .orderBy('number', 'asc')
        .executeTakeFirst();
      return next?.id ?? last.id;
    }
  }
  const first = await db
    .selectFrom('episodes')
    .select('id')
    .where('media_id', '=', mediaId)
    .orderBy('number', 'asc')
    .executeTakeFirst();
  return first?.id ?? null;
}

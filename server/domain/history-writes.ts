import type { z } from 'zod';
import type { schemas } from '../../contract/endpoints';
import { extra } from '../../contract/messages';
import { inTransaction } from '../db/in-transaction';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import type { UsageEvent } from './usage-events';
import { lockUser } from './user-lock';
import { countWrite } from './write-limits';
import { published, visibleEpisodes } from './visibility';

type Position = z.infer<typeof schemas.historyWrite.body>;

function notFound(): never {
  throw new DomainError('not-found', extra.notFound);
}

/**
 * Saves the position in an episode, or in a movie or theatre title: one row per (user, episode)
 * or (user, movie). The position is capped at the duration. Answers the play's event for the
 * numbers (decision 069), which the route records with the server's own database: `deps.db` may
 * be the request's idempotency transaction, gone by the time the event is written.
 */
export async function saveHistoryPosition(
  deps: AppDeps,
  user: number,
  body: Position,
): Promise<UsageEvent> {
  const { db, clock } = deps;
  // Counted once the title is known to exist, so a refused write costs nothing of the limit.
  const now = new Date(clock.now()).toISOString();

  if (body.episode_id !== undefined) {
    const episode = await visibleEpisodes(db)
      .select(['id', 'media_id', 'duration_sec'])
      .where('id', '=', body.episode_id)
      .executeTakeFirst();
    if (!episode) notFound();
    await countWrite(deps, 'history', user);
    const duration = body.duration_sec || episode.duration_sec;
    const position = duration > 0 ? Math.min(body.position_sec, duration) : body.position_sec;
    await db
      .insertInto('history')
      .values({
        user_id: user,
        media_id: episode.media_id,
        episode_id: episode.id,
        position_sec: position,
        duration_sec: duration,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'episode_id'])
          .doUpdateSet({ position_sec: position, duration_sec: duration, updated_at: now }),
      )
      .execute();
    return {
      kind: 'progress',
      user_id: user,
      media_id: episode.media_id,
      episode_id: episode.id,
      position_sec: position,
      duration_sec: duration,
    };
  }

  const movie = await db
    .selectFrom('movies')
    .innerJoin('media', 'media.id', 'movies.media_id')
    .select(['movies.media_id', 'movies.duration_sec', 'media.kind'])
    .where('movies.media_id', '=', body.movie_id!)
    .where(published('media'))
    .executeTakeFirst();
  // The live channel has no position to come back to.
  if (!movie || movie.kind === 'live') notFound();
  const duration = body.duration_sec || movie.duration_sec;
  const position = duration > 0 ? Math.min(body.position_sec, duration) : body.position_sec;
  // A movie's row has episode_id null, which a unique index does not cover: find it first.
  await inTransaction(db, async (trx) => {
    await countWrite({ ...deps, db: trx }, 'history', user);
    await lockUser(trx, user);
    const existing = await trx
      .selectFrom('history')
      .select('id')
      .where('user_id', '=', user)
      .where('media_id', '=', movie.media_id)
      .where('episode_id', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('history')
        .set({ position_sec: position, duration_sec: duration, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('history')
        .values({
          user_id: user,
          media_id: movie.media_id,
          episode_id: null,
          position_sec: position,
          duration_sec: duration,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });
  return {
    kind: 'progress',
    user_id: user,
    media_id: movie.media_id,
    episode_id: null,
    position_sec: position,
    duration_sec: duration,
  };
}

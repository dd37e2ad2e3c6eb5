import type { z } from 'zod';
import type { schemas } from '../../contract/endpoints';
import { extra } from '../../contract/messages';
import { inTransaction } from '../db/in-transaction';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { countWrite } from './write-limits';
import { visibleEpisodes } from './visibility';

type Report = z.infer<typeof schemas.report.body>;

/** Stores a user's report about an episode; the episode must belong to the named media. */
export async function reportEpisode(deps: AppDeps, user: number, body: Report): Promise<void> {
  const { db, clock } = deps;
  const episode = await visibleEpisodes(db)
    .select(['id', 'media_id'])
    .where('id', '=', body.parent_id)
    .executeTakeFirst();
  if (!episode) throw new DomainError('not-found', extra.notFound);
  if (episode.media_id !== body.media_id) throw new DomainError('malformed', extra.badRequest);
  await inTransaction(db, async (trx) => {
    await countWrite({ ...deps, db: trx }, 'report', user);
    await trx
      .insertInto('reports')
      .values({
        user_id: user,
        type: body.type,
        parent_id: episode.id,
        media_id: episode.media_id,
        report: body.report,
        at_seconds: body.at ?? null,
        created_at: new Date(clock.now()).toISOString(),
      })
      .execute();
  });
}

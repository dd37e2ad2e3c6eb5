import type { Context } from 'hono';
import { studioSchemas } from '../../../contract/studio/endpoints';
import type { AppDeps } from '../../deps';
import { deleteEpisode, deleteTitle, type RemovalOutcome } from '../../domain/studio-removal';
import { HttpError } from '../../http/http-error';
import { parseStudioForm } from '../../http/parse-studio-form';
import { parseParams } from '../../http/validate';
import { answerReading } from './reading-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** A refusal (episodes left, rentals running) is a 409 with the reason and nothing changed. */
function answerRemoval<T>(c: Context, outcome: RemovalOutcome<T>): Response {
  if (outcome.kind === 'refused') throw new HttpError(409, outcome.msg);
  return answerReading(c, outcome);
}

/** Deleting a title or an episode for good (docs/decisions/076-studio-delete.md). */
export function studioRemovalRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioTitleDelete', async (c) => {
    const { id } = parseParams(c, s.studioTitleDelete.params);
    const body = await parseStudioForm(c, s.studioTitleDelete.body);
    const userId = c.get('staff').userId;
    return answerRemoval(c, await deleteTitle(db, clock.now(), userId, id, body));
  });

  on('studioEpisodeDelete', async (c) => {
    const { id } = parseParams(c, s.studioEpisodeDelete.params);
    const body = await parseStudioForm(c, s.studioEpisodeDelete.body);
    const userId = c.get('staff').userId;
    return answerRemoval(c, await deleteEpisode(db, clock.now(), userId, id, body));
  });

  return app;
}

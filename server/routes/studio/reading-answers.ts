import type { Context } from 'hono';
import { studioMessages } from '../../../contract/studio/messages';
import type { ReadingOutcome } from '../../domain/studio-reading-outcome';
import { answerSave } from './catalogue-answers';

/*
 * The reading room answers as the catalogue does (catalogue-answers.ts); a delete answers the id
 * it removed, or 409 with the stored values when the editor's version is stale.
 */
export function answerReading<T>(c: Context, outcome: ReadingOutcome<T>): Response {
  if (outcome.kind !== 'deleted') return answerSave(c, outcome);
  return c.json({ status: true, msg: studioMessages.deleted, data: { id: outcome.id } });
}

import type { Context } from 'hono';
import { studioMessages } from '../../../contract/studio/messages';
import type { HomeOutcome } from '../../domain/studio-home-outcome';
import { FieldErrors } from '../../http/parse-studio-form';
import { notFound } from './catalogue-answers';

/** How the home room answers a save (decision 057): 200, 404, 422 by field, or 409 with `current`. */
export function answerHome<S, C>(c: Context, outcome: HomeOutcome<S, C>): Response {
  switch (outcome.kind) {
    case 'saved':
      return c.json({ status: true, msg: studioMessages.saved, data: outcome.data });
    case 'stale':
      return c.json(
        { status: false, msg: studioMessages.staleVersion, current: outcome.current },
        409,
      );
    case 'invalid':
      throw new FieldErrors(outcome.fields);
    case 'missing':
      return notFound();
  }
}

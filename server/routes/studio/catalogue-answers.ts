import type { Context } from 'hono';
import { extra } from '../../../contract/messages';
import { studioMessages } from '../../../contract/studio/messages';
import type { StateOutcome } from '../../domain/studio-state';
import { FieldErrors } from '../../http/parse-studio-form';
import { HttpError } from '../../http/http-error';

/*
 * How the catalogue room answers a save (docs/decisions/053-studio-catalogue.md): 200 with the
 * new version, 404, 422 with each failing field, or 409 with the values stored now, so the form
 * can show them beside the editor's own, which it keeps.
 */

export const catalogueTexts = {
  seriesOnly: 'Анги зөвхөн цувралд нэмэгдэнэ!',
} as const;

export type Outcome<T> =
  | { kind: 'saved'; id: number; version: number }
  | { kind: 'missing' }
  | { kind: 'not-series' }
  | { kind: 'stale'; current: T }
  | { kind: 'invalid'; fields: Record<string, string> };

export function notFound(): never {
  throw new HttpError(404, extra.notFound);
}

export function answerSave<T>(c: Context, outcome: Outcome<T>): Response {
  switch (outcome.kind) {
    case 'saved':
      return c.json({
        status: true,
        msg: studioMessages.saved,
        data: { id: outcome.id, version: outcome.version },
      });
    case 'stale':
      return c.json(
        { status: false, msg: studioMessages.staleVersion, current: outcome.current },
        409,
      );
    case 'invalid':
      throw new FieldErrors(outcome.fields);
    case 'not-series':
      throw new HttpError(422, catalogueTexts.seriesOnly);
    case 'missing':
      return notFound();
  }
}

export function answerState(c: Context, outcome: StateOutcome): Response {
  if (outcome.kind === 'missing') return notFound();
  if (outcome.kind === 'invalid') throw new FieldErrors(outcome.fields);
  const { publish_state, publish_at, notified } = outcome;
  return c.json({
    status: true,
    msg: studioMessages.saved,
    data: { publish_state, publish_at, notified },
  });
}

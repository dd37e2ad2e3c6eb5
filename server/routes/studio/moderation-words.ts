import { studioSchemas } from '../../../contract/studio/endpoints';
import { moderationMessages } from '../../../contract/studio/moderation-values';
import type { AppDeps } from '../../deps';
import {
  addWord,
  approveComment,
  rejectComment,
  removeWord,
  wordList,
  type HeldOutcome,
} from '../../domain/studio-moderation-words';
import { rescanComments } from '../../domain/studio-moderation-rescan';
import { FieldErrors, parseStudioForm } from '../../http/parse-studio-form';
import { HttpError } from '../../http/http-error';
import { ok } from '../../http/respond';
import { parseParams } from '../../http/validate';
import { notFound } from './catalogue-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

function answerHeld(outcome: HeldOutcome, msg: string) {
  if (outcome === 'missing') return notFound();
  if (outcome === 'not-held') throw new HttpError(409, moderationMessages.notHeld);
  return Response.json({ status: true, msg });
}

/** The word list and the comments it holds (docs/decisions/070-moderation-words-contact.md). */
export function studioModerationWordRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioCommentWords', async (c) => ok(c, await wordList(db)));

  on('studioCommentWordAdd', async (c) => {
    const { word } = await parseStudioForm(c, s.studioCommentWordAdd.body);
    const outcome = await addWord(db, clock.now(), c.get('staff').userId, word);
    if (outcome.kind === 'empty') throw new FieldErrors({ word: moderationMessages.wordEmpty });
    return c.json({
      status: true,
      msg: outcome.kind === 'added' ? moderationMessages.wordAdded : moderationMessages.wordExists,
      data: { id: outcome.id, word: outcome.word, added: outcome.kind === 'added' },
    });
  });

  on('studioCommentWordRemove', async (c) => {
    const { id } = parseParams(c, s.studioCommentWordRemove.params);
    if (!(await removeWord(db, clock.now(), c.get('staff').userId, id))) return notFound();
    return c.json({ status: true, msg: moderationMessages.wordRemoved });
  });

  on('studioCommentWordRescan', async (c) => {
    const { before } = await parseStudioForm(c, s.studioCommentWordRescan.body);
    const outcome = await rescanComments(db, clock.now(), c.get('staff').userId, before);
    return c.json({
      status: true,
      msg: moderationMessages.rescanned(outcome.scanned, outcome.held),
      data: outcome,
    });
  });

  on('studioCommentApprove', async (c) => {
    const { id } = parseParams(c, s.studioCommentApprove.params);
    const outcome = await approveComment(db, clock.now(), c.get('staff').userId, id);
    return answerHeld(outcome, moderationMessages.approved);
  });

  on('studioCommentReject', async (c) => {
    const { id } = parseParams(c, s.studioCommentReject.params);
    const outcome = await rejectComment(db, clock.now(), c.get('staff').userId, id);
    return answerHeld(outcome, moderationMessages.rejected);
  });

  return app;
}

import type { Context } from 'hono';
import { studioSchemas } from '../../../contract/studio/endpoints';
import { moderationMessages } from '../../../contract/studio/moderation-values';
import type { AppDeps } from '../../deps';
import { activeBans, banUser, liftBan } from '../../domain/studio-moderation-bans';
import {
  commentList,
  deleteComment,
  hideComment,
  restoreComment,
} from '../../domain/studio-moderation-comments';
import { changeReport, reportPage } from '../../domain/studio-moderation-reports';
import { FieldErrors, parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams, parseQuery } from '../../http/validate';
import { answerSave, notFound } from './catalogue-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

function answerDone(c: Context, done: boolean, msg: string): Response {
  if (!done) return notFound();
  return c.json({ status: true, msg });
}

/** The moderation room (docs/decisions/063-moderation.md): reports, comments, stops. */
export function studioModerationRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioReports', async (c) => {
    const query = parseQuery(c, s.studioReports.query);
    return ok(c, await reportPage(db, query));
  });

  on('studioReportState', async (c) => {
    const { id } = parseParams(c, s.studioReportState.params);
    const body = await parseStudioForm(c, s.studioReportState.body);
    return answerSave(c, await changeReport(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioComments', async (c) => {
    const query = parseQuery(c, s.studioComments.query);
    return ok(c, await commentList(db, clock.now(), query));
  });

  on('studioCommentHide', async (c) => {
    const { id } = parseParams(c, s.studioCommentHide.params);
    const { reason } = await parseStudioForm(c, s.studioCommentHide.body);
    const done = await hideComment(db, clock.now(), c.get('staff').userId, id, reason);
    return answerDone(c, done, moderationMessages.hidden);
  });

  on('studioCommentRestore', async (c) => {
    const { id } = parseParams(c, s.studioCommentRestore.params);
    const done = await restoreComment(db, clock.now(), c.get('staff').userId, id);
    return answerDone(c, done, moderationMessages.restored);
  });

  on('studioCommentDelete', async (c) => {
    const { id } = parseParams(c, s.studioCommentDelete.params);
    const { reason } = await parseStudioForm(c, s.studioCommentDelete.body);
    const done = await deleteComment(db, clock.now(), c.get('staff').userId, id, reason);
    return answerDone(c, done, moderationMessages.deleted);
  });

  on('studioCommentBans', async (c) => ok(c, await activeBans(db, clock.now())));

  on('studioCommentBan', async (c) => {
    const body = await parseStudioForm(c, s.studioCommentBan.body);
    const outcome = await banUser(db, clock.now(), c.get('staff').userId, body);
    if (outcome.kind === 'invalid') throw new FieldErrors(outcome.fields);
    return c.json({ status: true, msg: moderationMessages.banned });
  });

  on('studioCommentBanLift', async (c) => {
    const { id } = parseParams(c, s.studioCommentBanLift.params);
    const done = await liftBan(db, clock.now(), c.get('staff').userId, id);
    return answerDone(c, done, moderationMessages.unbanned);
  });

  return app;
}

import { studioSchemas } from '../../../contract/studio/endpoints';
import { moderationMessages } from '../../../contract/studio/moderation-values';
import type { AppDeps } from '../../deps';
import {
  closeContact,
  contactPage,
  markDelivery,
  recordAnswer,
} from '../../domain/studio-contact-messages';
import { HttpError } from '../../http/http-error';
import { parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams, parseQuery } from '../../http/validate';
import type { Providers } from '../../providers/providers';
import { notFound } from './catalogue-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

const SUBJECT = 'BTV: Таны зурвасын хариу';

/** The contact-form messages (docs/decisions/070-moderation-words-contact.md). */
export function studioContactRoutes(deps: AppDeps, providers: Pick<Providers, 'email' | 'sms'>) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioContactMessages', async (c) => {
    const query = parseQuery(c, s.studioContactMessages.query);
    return ok(c, await contactPage(db, query));
  });

  on('studioContactAnswer', async (c) => {
    const { id } = parseParams(c, s.studioContactAnswer.params);
    const { answer } = await parseStudioForm(c, s.studioContactAnswer.body);
    const outcome = await recordAnswer(db, clock.now(), c.get('staff').userId, id, answer);
    if (outcome.kind === 'missing') return notFound();
    if (outcome.kind === 'closed') throw new HttpError(409, moderationMessages.closedNoAnswer);
    if (outcome.kind === 'answered') throw new HttpError(409, moderationMessages.alreadyAnswered);
    if (outcome.kind === 'send') {
      const body = `Сайн байна уу, ${outcome.name}.\n\n${answer}\n\nBTV`;
      if (outcome.channel === 'email') {
        // Sent before answering, so the moderator learns at once when the gateway refused it.
        try {
          await providers.email.send({ to: outcome.to, subject: SUBJECT, body, code: '' });
        } catch (error) {
          console.error(`Contact answer ${id}: e-mail failed`, error);
          await markDelivery(db, id, 'failed');
          throw new HttpError(502, moderationMessages.answerSendFailed);
        }
        await markDelivery(db, id, 'sent');
      } else {
        // Texts go through the process's queue (decision 037); a refusal marks it failed later.
        await markDelivery(db, id, 'sent');
        providers.sms.enqueue({ phone: outcome.to, body: `BTV: ${answer}`, code: '' }, () =>
          markDelivery(db, id, 'failed'),
        );
      }
    }
    return c.json({ status: true, msg: moderationMessages.answered });
  });

  on('studioContactClose', async (c) => {
    const { id } = parseParams(c, s.studioContactClose.params);
    if (!(await closeContact(db, clock.now(), c.get('staff').userId, id))) return notFound();
    return c.json({ status: true, msg: moderationMessages.contactClosed });
  });

  return app;
}

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { schemas } from '../../contract/endpoints';
import { contactMessages, extra, textMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { currentUserId } from '../http/request-user';
import { hitWindow } from '../domain/throttle';
import { clientIpResolver } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { readBody } from '../http/read-body';
import { keepContactMessage } from '../domain/contact-messages';

/** A person writes a few messages at most; more from one address is a script. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60_000;
/** The largest valid body (4000 Cyrillic characters, 2 bytes each) plus the other fields. */
const MAX_BODY_BYTES = 16 * 1024;

/** The field of the first problem picks the message, so the form can say what to fix. */
const fieldMessages: Record<string, string> = {
  name: contactMessages.nameRequired,
  phone: contactMessages.phoneInvalid,
  email: contactMessages.emailInvalid,
  body: contactMessages.bodyRequired,
};

function invalid(issues: { path: PropertyKey[]; code: string; message: string }[]): HttpError {
  const refused = issues.find((i) => i.message === textMessages.controlCharacters);
  if (refused) return new HttpError(422, refused.message);
  const issue = issues[0];
  const field = String(issue?.path[0] ?? '');
  if (field === 'body' && issue?.code === 'too_big')
    return new HttpError(400, contactMessages.bodyTooLong);
  return new HttpError(400, fieldMessages[field] ?? extra.badRequest);
}

/** POST /api/m/contact: a visitor's message to the team, with a phone or e-mail to answer. */
export function contactRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const clientIp = clientIpResolver(deps.config.proxy);

  app.post(
    paths.contact.path,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, contactMessages.bodyTooLong);
      },
    }),
    async (c) => {
      // Not parseBody: its one generic message would not tell the person which field to fix.
      const raw = await readBody(c);
      const checked = schemas.contact.body.safeParse(raw);
      if (!checked.success) throw invalid(checked.error.issues);
      const body = checked.data;
      if (body.phone === undefined && body.email === undefined)
        throw new HttpError(400, contactMessages.replyToRequired);

      // Only valid messages count: a typo should not use up someone's tries.
      await hitWindow(deps, `contact:${clientIp(c)}`, CONTACT_LIMIT, CONTACT_WINDOW_MS);
      await keepContactMessage(deps, { ...body, userId: await currentUserId(c, deps) });
      return c.json({ status: true, msg: contactMessages.sent });
    },
  );

  return app;
}

import { Hono } from 'hono';
import { z } from 'zod';
import { schemas } from '../../contract/endpoints';
import { email } from '../../contract/endpoints/common';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/http-error';
import { ok } from '../http/respond';
import { parseParams } from '../http/validate';
import { latestSandboxMessage } from '../providers/sandbox-messages';
import type { SmsSendQueue } from '../providers/sms/sms-send-queue';

/** Not in contract/paths.ts yet (dev only, like devSms). */
const DEV_EMAIL_PATH = '/__dev/email/:email';
const devEmailParams = z.object({ email });

/**
 * The sandbox message log for e2e tests and local development: the newest code sent to a phone or an
 * e-mail address. Not registered at all in production.
 */
export function devMessageRoutes(deps: AppDeps, smsQueue: SmsSendQueue): Hono {
  const app = new Hono();
  if (deps.config.production) return app;

  app.get(paths.devSms.path, async (c) => {
    const { phone } = parseParams(c, schemas.devSms.params);
    // Codes are texted after their answer (decision 037): wait for this process's queue, so a
    // code asked for just before is in the log. Another instance's sends are not waited for.
    await smsQueue.settled();
    const message = await latestSandboxMessage(deps.db, 'sms', phone);
    if (!message) throw new HttpError(404, extra.notFound);
    const { code, body, created_at } = message;
    return ok(c, { phone, code: code ?? '', body, created_at });
  });

  app.get(DEV_EMAIL_PATH, async (c) => {
    const { email: address } = parseParams(c, devEmailParams);
    const message = await latestSandboxMessage(deps.db, 'email', address);
    if (!message) throw new HttpError(404, extra.notFound);
    const { code, body, created_at } = message;
    return ok(c, { email: address, code: code ?? '', body, created_at });
  });

  return app;
}

import { studioSchemas } from '../../../contract/studio/endpoints';
import { studioMessages } from '../../../contract/studio/messages';
import type { AppDeps } from '../../deps';
import { clientIpResolver } from '../../http/client-ip';
import { ok } from '../../http/respond';
import { studioToken } from '../../http/studio-access';
import { parseStudioForm } from '../../http/parse-studio-form';
import { endStudioSession, finishStepUp, startStepUp } from '../../domain/studio-session';
import { retireCode } from '../../domain/otp';
import { studioRouter } from './studio-router';
import type { SmsSendQueue } from '../../providers/sms/sms-send-queue';

/** Step-up into the studio, who is in it, and leaving it (docs/decisions/051-studio.md). */
export function studioSessionRoutes(deps: AppDeps, sms: SmsSendQueue) {
  const { app, on } = studioRouter(deps);
  const clientIp = clientIpResolver(deps.config.proxy);

  on('studioStepUpSend', async (c) => {
    const { phone, id, code } = await startStepUp(deps, c.get('viewerId'));
    sms.enqueue({ phone, code, body: `Студид нэвтрэх код: ${code}. Код 10 минут хүчинтэй.` }, () =>
      retireCode(deps, id),
    );
    return c.json({ status: true, msg: studioMessages.codeSent });
  });

  on('studioStepUpVerify', async (c) => {
    const { code } = await parseStudioForm(c, studioSchemas.studioStepUpVerify.body);
    const opened = await finishStepUp(deps, c.get('viewerId'), code, clientIp(c));
    return ok(c, { token: opened.token, expires_at: opened.expiresAt, roles: opened.roles });
  });

  on('studioMe', async (c) => {
    const staff = c.get('staff');
    const user = await deps.db
      .selectFrom('users')
      .select(['phone', 'nickname', 'first_name'])
      .where('id', '=', staff.userId)
      .executeTakeFirstOrThrow();
    return ok(c, {
      user_id: staff.userId,
      phone: user.phone,
      name: user.nickname ?? user.first_name,
      roles: staff.roles,
      expires_at: staff.expiresAt,
    });
  });

  on('studioSignOut', async (c) => {
    await endStudioSession(deps, studioToken(c));
    return c.json({ status: true });
  });

  return app;
}

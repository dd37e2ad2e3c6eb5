import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { specNotificationList } from '../domain/notifications';
import { contentPage, faqItems, footer, logoOf } from '../domain/site-pages';
import { assertUserParam } from '../http/request-user';
import { HttpError } from '../http/http-error';
import { ok } from '../http/respond';
import { parseParams } from '../http/validate';

/** Site furniture: content pages, FAQ, logos and footer links, notifications. */
export function contentPageRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get(paths.contentPage.path, async (c) => {
    const { id } = parseParams(c, schemas.contentPage.params);
    const page = await contentPage(db, id);
    if (!page) throw new HttpError(404, extra.notFound);
    return ok(c, page);
  });

  app.get(paths.faq.path, async (c) => ok(c, await faqItems(db)));
  app.get(paths.webLogoHeader.path, async (c) => ok(c, await logoOf(db, 'web_header')));
  app.get(paths.appLogoHeader.path, async (c) => ok(c, await logoOf(db, 'app_header')));
  app.get(paths.appLogoFooter.path, async (c) => ok(c, await footer(db)));

  app.get(paths.notifications.path, async (c) => {
    const { userId } = parseParams(c, schemas.notifications.params);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: false });
    return ok(c, await specNotificationList(db, deps.clock.now(), viewer));
  });

  return app;
}

import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import type { Link } from '../../contract/entities';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { materialiseRentalEndings } from '../domain/notification-events';
import { assertUserParam } from '../http/request-user';
import { HttpError } from '../http/http-error';
import { ok } from '../http/respond';
import { parseParams } from '../http/validate';

const NOTIFICATION_LIMIT = 50;

/** Site furniture: content pages, FAQ, logos and footer links, notifications. */
export function contentPageRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get(paths.contentPage.path, async (c) => {
    const { id } = parseParams(c, schemas.contentPage.params);
    const page = await db
      .selectFrom('content_pages')
      .select(['id', 'title', 'body', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!page) throw new HttpError(404, extra.notFound);
    return ok(c, page);
  });

  app.get(paths.faq.path, async (c) => {
    const items = await db
      .selectFrom('faq')
      .select(['id', 'title', 'body'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return ok(c, items);
  });

  async function logo(key: string) {
    const row = await db
      .selectFrom('logos')
      .select(['id', 'key', 'url'])
      .where('key', '=', key)
      .orderBy('id')
      .executeTakeFirst();
    return row ?? null;
  }

  app.get(paths.webLogoHeader.path, async (c) => ok(c, await logo('web_header')));
  app.get(paths.appLogoHeader.path, async (c) => ok(c, await logo('app_header')));

  app.get(paths.appLogoFooter.path, async (c) => {
    const [logos, links] = await Promise.all([
      db
        .selectFrom('logos')
        .select(['id', 'key', 'url'])
        .where('key', '=', 'app_footer')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('links')
        .select(['id', 'kind', 'title', 'url', 'icon'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    ]);
    const ofKind = (kind: Link['kind']) => links.filter((l) => l.kind === kind);
    return ok(c, {
      logos,
      apps: ofKind('app_store'),
      socials: ofKind('social'),
      pages: ofKind('footer'),
    });
  });

  app.get(paths.notifications.path, async (c) => {
    const { userId } = parseParams(c, schemas.notifications.params);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: false });
    await materialiseRentalEndings(db, deps.clock.now(), viewer);
    // Broadcasts (user_id null) go to everyone.
    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
      .where((eb) => eb.or([eb('user_id', '=', viewer), eb('user_id', 'is', null)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTIFICATION_LIMIT)
      .execute();
    const items = rows.map(({ read_at, ...n }) => ({ ...n, read: read_at !== null }));
    return ok(c, { count: items.filter((n) => !n.read).length, items });
  });

  return app;
}

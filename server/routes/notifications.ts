import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { markAllRead, markRead, notificationPage, unreadCount } from '../domain/notifications';
import { idempotent, writeDeps } from '../http/idempotency';
import { assertUserParam } from '../http/request-user';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

/**
 * The header's notifications: list, unread count, mark one and mark all read. Every path is the
 * token's user's own; the marks sit behind idempotent() because the service worker replays them
 * after an offline visit (contract/outbox.ts).
 */
export function notificationRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const once = idempotent(deps);

  app.get(paths.notificationPage.path, async (c) => {
    const { userId } = parseParams(c, schemas.notificationPage.params);
    const { page } = parseQuery(c, schemas.notificationPage.query);
    const user = await assertUserParam(c, deps, userId, { allowGuest: false });
    return ok(c, await notificationPage(deps.db, deps.clock.now(), user, page));
  });

  app.get(paths.notificationCount.path, async (c) => {
    const { userId } = parseParams(c, schemas.notificationCount.params);
    const user = await assertUserParam(c, deps, userId, { allowGuest: false });
    return ok(c, await unreadCount(deps.db, deps.clock.now(), user));
  });

  app.post(paths.notificationRead.path, once, async (c) => {
    const { userId, id } = parseParams(c, schemas.notificationRead.params);
    const scoped = writeDeps(c, deps);
    const user = await assertUserParam(c, scoped, userId, { allowGuest: false });
    return ok(c, await markRead(scoped.db, scoped.clock.now(), user, id));
  });

  app.post(paths.notificationReadAll.path, once, async (c) => {
    const { userId } = parseParams(c, schemas.notificationReadAll.params);
    const scoped = writeDeps(c, deps);
    const user = await assertUserParam(c, scoped, userId, { allowGuest: false });
    return ok(c, await markAllRead(scoped.db, scoped.clock.now(), user));
  });

  return app;
}

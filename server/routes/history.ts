import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { historyPage, latestHistory } from '../domain/history-reads';
import { assertUserParam } from '../http/request-user';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

/** Viewing history reads; the write (POST same path) is in social.ts. */
export function historyRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get(paths.historyLatest.path, async (c) => {
    const { userId } = parseParams(c, schemas.historyLatest.params);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: false });
    return ok(c, await latestHistory(db, viewer));
  });

  app.get(paths.history.path, async (c) => {
    const { userId } = parseParams(c, schemas.history.params);
    const { page } = parseQuery(c, schemas.history.query);
    const viewer = await assertUserParam(c, deps, userId, { allowGuest: false });
    return ok(c, await historyPage(db, viewer, page));
  });

  return app;
}

import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { newsletterOf, newsletterPage } from '../domain/newsletters';
import { HttpError } from '../http/http-error';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

/** Newsletters (paths from docs/architecture.md "Paths the spec does not name"): paged list and detail with the HTML body. */
export function newsletterRoutes(deps: AppDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  app.get(paths.newsletters.path, async (c) => {
    const { page } = parseQuery(c, schemas.newsletters.query);
    return ok(c, await newsletterPage(db, page, clock.now()));
  });

  app.get(paths.newsletterDetail.path, async (c) => {
    const { id } = parseParams(c, schemas.newsletterDetail.params);
    const row = await newsletterOf(db, id, clock.now());
    if (!row) throw new HttpError(404, extra.notFound);
    return ok(c, row);
  });

  return app;
}

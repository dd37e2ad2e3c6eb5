import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { countOf, pageWindow, toPaged } from '../domain/paging';
import { HttpError } from '../http/http-error';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

/** Newsletters (paths from docs/architecture.md "Paths the spec does not name"): paged list and detail with the HTML body. */
export function newsletterRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const app = new Hono();

  app.get(paths.newsletters.path, async (c) => {
    const { page } = parseQuery(c, schemas.newsletters.query);
    const { limit, offset } = pageWindow(page);
    const [count, rows] = await Promise.all([
      db
        .selectFrom('newsletters')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst(),
      db
        .selectFrom('newsletters')
        .select(['id', 'title', 'summary', 'image', 'published_at'])
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    return ok(c, toPaged(rows, countOf(count), page));
  });

  app.get(paths.newsletterDetail.path, async (c) => {
    const { id } = parseParams(c, schemas.newsletterDetail.params);
    const row = await db
      .selectFrom('newsletters')
      .select(['id', 'title', 'summary', 'image', 'published_at', 'body'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, extra.notFound);
    return ok(c, row);
  });

  return app;
}

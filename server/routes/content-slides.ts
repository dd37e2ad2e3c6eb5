import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import type { Slide } from '../../contract/entities';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

/** How far ahead the live schedule carousel looks. */
const PROGRAM_LIMIT = 24;

/** Home carousels and the live programme schedule. */
export function contentSlideRoutes(deps: AppDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  async function slideSet(setNo: number, limit?: number): Promise<Slide[]> {
    let query = db
      .selectFrom('slides')
      .select(['id', 'set_no', 'title', 'subtitle', 'image', 'link', 'media_id'])
      .where('set_no', '=', setNo)
      .orderBy('sort')
      .orderBy('id');
    if (limit !== undefined) query = query.limit(limit);
    return query.execute();
  }

  app.get(paths.slidesBig.path, async (c) => {
    const { multi } = parseQuery(c, schemas.slidesBig.query);
    return ok(c, await slideSet(1, multi === '1' ? undefined : 1));
  });

  app.get(paths.slidesSet.path, async (c) => {
    const { set } = parseParams(c, schemas.slidesSet.params);
    return ok(c, await slideSet(set));
  });

  app.get(paths.programSlides.path, async (c) => {
    const nowIso = new Date(clock.now()).toISOString();
    // What is on now and what comes next; finished programmes drop off.
    const rows = await db
      .selectFrom('programs')
      .select(['id', 'title', 'description', 'image', 'media_id', 'starts_at', 'ends_at'])
      .where('ends_at', '>', nowIso)
      .orderBy('starts_at')
      .orderBy('id')
      .limit(PROGRAM_LIMIT)
      .execute();
    return ok(
      c,
      rows.map((p) => ({ ...p, is_live: p.starts_at <= nowIso && nowIso < p.ends_at })),
    );
  });

  return app;
}

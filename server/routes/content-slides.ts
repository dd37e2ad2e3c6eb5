import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { programmeSlides, slideSet } from '../domain/slides';
import { ok } from '../http/respond';
import { parseParams, parseQuery } from '../http/validate';

/** Home carousels and the live programme schedule. */
export function contentSlideRoutes(deps: AppDeps): Hono {
  const { db, clock } = deps;
  const app = new Hono();

  app.get(paths.slidesBig.path, async (c) => {
    const { multi } = parseQuery(c, schemas.slidesBig.query);
    return ok(c, await slideSet(db, 1, multi === '1' ? undefined : 1));
  });

  app.get(paths.slidesSet.path, async (c) => {
    const { set } = parseParams(c, schemas.slidesSet.params);
    return ok(c, await slideSet(db, set));
  });

  app.get(paths.programSlides.path, async (c) => ok(c, await programmeSlides(db, clock.now())));

  return app;
}

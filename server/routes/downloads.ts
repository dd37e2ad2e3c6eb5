import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { downloadGrant } from '../domain/download-grant';
import { assertUserParam } from '../http/request-user';
import { ok } from '../http/respond';
import { parseParams } from '../http/validate';

/** Offline downloads (docs/product.md "Download rights"): the server's part is the grant alone. */
export function downloadRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.get(paths.downloadGrant.path, async (c) => {
    const { userId, kind, id } = parseParams(c, schemas.downloadGrant.params);
    const user = await assertUserParam(c, deps, userId, { allowGuest: false });
    return ok(c, await downloadGrant(deps, user, kind, id));
  });

  return app;
}

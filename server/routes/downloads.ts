import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { downloadGrant } from '../domain/download-grant';
import { recordUsage } from '../domain/usage-events';
import { assertUserParam } from '../http/request-user';
import { ok } from '../http/respond';
import { parseParams } from '../http/validate';

/** Offline downloads (docs/product.md "Download rights"): the server's part is the grant alone. */
export function downloadRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.get(paths.downloadGrant.path, async (c) => {
    const { userId, kind, id } = parseParams(c, schemas.downloadGrant.params);
    const user = await assertUserParam(c, deps, userId, { allowGuest: false });
    const grant = await downloadGrant(deps, user, kind, id);
    // A grant is where a download starts: the app asks for it before fetching a byte.
    recordUsage(deps, {
      kind: 'download',
      user_id: user,
      media_id: kind === 'movie' ? id : null,
      episode_id: kind === 'episode' ? id : null,
    });
    return ok(c, grant);
  });

  return app;
}

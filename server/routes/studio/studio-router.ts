import { Hono } from 'hono';
import type { Handler, MiddlewareHandler } from 'hono';
import { studioPaths } from '../../../contract/studio/paths';
import type { StudioEndpointName } from '../../../contract/studio/paths';
import type { AppDeps } from '../../deps';
import { sameSiteOnly } from '../../http/same-site-only';
import { studioAccess } from '../../http/studio-access';
import type { StudioEnv } from '../../http/studio-access';

/**
 * A studio room's router: each call is registered by its contract name, behind the door its
 * route names (studio-access.ts) and refused from other sites, so no handler can forget either.
 */
export function studioRouter(deps: AppDeps) {
  const app = new Hono();
  /** Handlers run behind the door, in order (a body limit first, as the image upload has). */
  function on<K extends StudioEndpointName>(
    name: K,
    ...handlers: (Handler<StudioEnv> | MiddlewareHandler<StudioEnv>)[]
  ) {
    const route = studioPaths[name];
    // The studio's variables exist only behind its door, which this line puts in front of the
    // handler; the app they join is an ordinary one, as every other router.
    const behindDoor = [studioAccess(deps, route), ...handlers] as unknown as MiddlewareHandler[];
    // Hono answers HEAD from the GET route of the path (body dropped); a HEAD call's handler sees
    // the request's own method and must refuse a GET itself (ingest-uploads.ts does).
    const method = route.method === 'HEAD' ? 'GET' : route.method;
    app.on(method, route.path, sameSiteOnly(), ...behindDoor);
  }
  return { app, on };
}

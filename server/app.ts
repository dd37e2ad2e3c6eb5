import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { extra } from '../contract/messages';
import type { AppDeps } from './deps';
import { builtIndex } from './built-index';
import { catalogueCache } from './http/catalogue-cache';
import { forwardingHeaderWarning } from './http/forwarding-warning';
import { HttpError } from './http/http-error';
import { apiRouters } from './routes';
import { securityHeaders } from './security-headers';
import { staticRoutes } from './static';

const MAX_BODY_BYTES = 64 * 1024;

/** The whole server as one Hono app: API first, then media and the built PWA. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  const index = builtIndex(deps.config.distDir);
  app.use(securityHeaders(deps.config, index));
  app.use(forwardingHeaderWarning(deps.config.trustProxy));

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      return c.json({ status: false, msg: err.msg }, err.httpStatus);
    }
    console.error(err);
    return c.json({ status: false, msg: extra.serverError }, 500);
  });

  // No JSON or form call needs more; without a cap a stranger could make the server read
  // gigabytes. The avatar upload (/lambda) has its own, larger limit.
  const capped = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ status: false, msg: extra.payloadTooLarge }, 413),
  });
  app.use('/api/*', capped);
  app.use('/qpay-sandbox/*', capped);
  app.use(catalogueCache(deps.config.catalogueCacheMs, deps.clock));
  for (const router of apiRouters(deps)) app.route('/', router);
  app.all('/api/*', (c) => c.json({ status: false, msg: extra.notFound }, 404));
  app.all('/lambda/*', (c) => c.json({ status: false, msg: extra.notFound }, 404));
  app.route('/', staticRoutes(deps.config, index));
  return app;
}

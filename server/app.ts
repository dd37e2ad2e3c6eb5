import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { extra } from '../contract/messages';
import { imagePaths } from '../contract/studio/image-paths';
import { ingestPaths } from '../contract/studio/ingest-paths';
import type { AppDeps } from './deps';
import { builtIndex } from './web/built-index';
import { catalogueCache } from './http/catalogue-cache';
import { errorAnswer } from './http/error-answer';
import { jsonWritesOnly } from './http/json-writes-only';
import { loopbackOnly } from './http/loopback-only';
import { noStoreUnlessPublic } from './http/no-store';
import { createLifecycle } from './process/lifecycle';
import type { Lifecycle } from './process/lifecycle';
import { forwardingHeaderWarning } from './http/forwarding-warning';
import { createProviders } from './providers/providers';
import { apiRouters } from './routes';
import { healthRoutes } from './routes/health';
import { securityHeaders } from './web/security-headers';
import { mediaRoutes } from './routes/paid-media';
import { firstViews } from './web/first-view/first-view';
import { documentPace } from './http/document-pace';
import { bucketOf, renderBudget } from './web/first-view/first-view-budget';
import { clientIpResolver } from './http/client-ip';
import { staticRoutes } from './web/static';
import { studioDocumentRoutes } from './web/studio-document';

const MAX_BODY_BYTES = 64 * 1024;

/**
 * The studio's image upload is a form with a file of up to 10 MB: its route has its own limit,
 * behind its door, and the file is sniffed and re-encoded, never read as fields (decision 054).
 * A form post cannot borrow anyone's standing there: the studio token travels only in the
 * Authorization header, which no page of another site can set without a preflight.
 */
const OWN_BODY_RULES = new Set<string>([imagePaths.studioImageUpload.path]);

/**
 * The tus upload (decision 060) takes bytes as application/offset+octet-stream, up to
 * UPLOAD_MAX_BYTES, behind the studio's door. Its calls need the Tus-Resumable and Authorization
 * headers, so a page of another site cannot send one without a preflight we never answer.
 */
const TUS_PREFIX = ingestPaths.studioUploadCreate.path;

const readsOwnBody = (path: string) =>
  OWN_BODY_RULES.has(path) || path === TUS_PREFIX || path.startsWith(`${TUS_PREFIX}/`);

/** The middleware, except on the paths that read their bodies by their own rules. */
const exceptOwnBodies =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    readsOwnBody(c.req.path) ? next() : middleware(c, next);

/** Development helpers: they hand out codes and free access, so only this machine may ask. */
const DEV_HELPERS = ['/__dev/*', '/qpay-sandbox/*'] as const;

/** The whole server as one Hono app: API first, then media and the built PWA. */
export function createApp(deps: AppDeps, lifecycle: Lifecycle = createLifecycle()) {
  const app = new Hono();
  const index = builtIndex(deps.config.distDir);
  app.use(securityHeaders(deps.config, index));
  app.use(noStoreUnlessPublic());
  app.onError(errorAnswer);

  // Before any cache or limit: a probe must reflect this moment and never fail on their account.
  app.route('/', healthRoutes(deps, lifecycle));
  // After the probes: a load balancer's health check may come straight, not through the proxy.
  app.use(forwardingHeaderWarning(deps.config.proxy));

  for (const prefix of DEV_HELPERS) app.use(prefix, loopbackOnly());

  // No JSON or form call needs more; without a cap a stranger could make the server read
  // gigabytes. The avatar upload (/lambda) and the studio's image upload have their own, larger
  // limits.
  const capped = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ status: false, msg: extra.payloadTooLarge }, 413),
  });
  app.use('/api/*', exceptOwnBodies(capped));
  app.use('/api/*', exceptOwnBodies(jsonWritesOnly()));
  app.use('/qpay-sandbox/*', capped);
  app.use(catalogueCache(deps.config.catalogueCacheMs, deps.clock));
  for (const router of apiRouters(deps, createProviders(deps, lifecycle))) app.route('/', router);
  // Helpers switched off (production) answer like any unknown call, not with the app shell.
  for (const prefix of ['/api/*', '/lambda/*', ...DEV_HELPERS]) {
    app.all(prefix, (c) => c.json({ status: false, msg: extra.notFound }, 404));
  }
  app.route('/', mediaRoutes(deps));
  // Rendering a first view asks this same app for the page's data, as a guest, in process.
  const views = firstViews(
    deps.config.distDir,
    (url, init) => Promise.resolve(app.request(url, init)),
    deps.config.catalogueCacheMs,
    deps.clock,
    renderBudget(deps.clock, {
      process: bucketOf(deps.config.firstViewsPerMinute),
      client: bucketOf(deps.config.firstViewsPerClientPerMinute),
    }),
  );
  const clientIp = clientIpResolver(deps.config.proxy);
  const pace = documentPace(deps.clock, {
    perMinute: deps.config.documentsPerClientPerMinute,
    // A quarter of a minute's at once: a person opening a dozen tabs is answered at once.
    burst: Math.max(4, Math.ceil(deps.config.documentsPerClientPerMinute / 4)),
  });
  // Before the viewer's catch-all: /studio is the studio's document, never the viewer's shell.
  app.route('/', studioDocumentRoutes(deps.config));
  app.route('/', staticRoutes(deps.config, index, { views, pace }, clientIp));
  return app;
}

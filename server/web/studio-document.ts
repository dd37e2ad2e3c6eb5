import { Hono, type Context } from 'hono';
import type { Config } from '../config';
import { builtIndex } from './built-index';
import { appPolicy } from './security-headers';

/** Said in the answer as well as in the page, so a crawler that reads only headers obeys it. */
export const STUDIO_ROBOTS = 'noindex, nofollow';

/**
 * The studio's document (dist/studio.html, docs/decisions/055-studio-app.md) for /studio and
 * every page under it. It is never a first view and never the viewer's shell; its policy is the
 * app's, made from its own markup (it has no inline script or style of its own today).
 */
export function studioDocumentRoutes(config: Pick<Config, 'distDir' | 'mediaBaseUrl'>) {
  const studio = builtIndex(config.distDir, 'studio.html');
  const policy = studio.derive((html) => appPolicy(config, html ?? ''));
  const serve = (c: Context) => {
    const html = studio.html();
    c.header('X-Robots-Tag', STUDIO_ROBOTS);
    if (html === null) return c.text('Build the studio first: npm run build', 503);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', policy());
    return c.html(html);
  };
  const app = new Hono();
  app.get('/studio', serve);
  app.get('/studio/*', serve);
  return app;
}

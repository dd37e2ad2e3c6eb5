import type { MiddlewareHandler } from 'hono';
import { cachePolicyOf } from '../../contract/cache-policy';

/*
 * Who may keep an answer (docs/decisions/014, 040):
 * - `Cache-Control: no-store` on every answer the contract does not declare public, so no
 *   browser, worker, proxy or CDN keeps a user's history, receipts or tax number, nor a code or a
 *   write's answer. An /api path the contract does not know (a 404) is treated the same.
 * - A public read asked with a token carries that viewer's likes, progress and signed media URLs:
 *   `private, no-cache` and `Vary: Authorization`. No shared cache may keep it; the viewer's own
 *   device may, for reading offline (the service worker, whose API cache goes at logout), and the
 *   browser's HTTP cache only under that token and after asking again.
 * Files (media, art, the app shell) keep the caching static.ts and their routes give them.
 */
export function noStoreUnlessPublic(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const policy = cachePolicyOf(c.req.method, c.req.path);
    if (policy === null && !c.req.path.startsWith('/api/')) return;
    if (policy !== 'public') {
      c.res.headers.set('Cache-Control', 'no-store');
      return;
    }
    if (!c.req.header('authorization')) return;
    if (c.res.status !== 200) {
      c.res.headers.set('Cache-Control', 'no-store');
      return;
    }
    c.res.headers.set('Cache-Control', 'private, no-cache');
    c.res.headers.append('Vary', 'Authorization');
  };
}

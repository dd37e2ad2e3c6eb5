import type { MiddlewareHandler } from 'hono';
import { cachePolicyOf } from '../../contract/cache-policy';

/*
 * `Cache-Control: no-store` on every answer the contract does not declare public, so no browser,
 * proxy or CDN keeps a user's history, receipts or tax number, nor a code or a write's answer.
 * An /api path the contract does not know (a 404) is treated the same, and so is a public read
 * asked with a token: its answer carries that viewer's likes, progress and signed media URLs.
 * Files (media, art, the app shell) keep the caching static.ts and their routes give them.
 */
export function noStoreUnlessPublic(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const policy = cachePolicyOf(c.req.method, c.req.path);
    if (policy === 'public' && !c.req.header('authorization')) return;
    if (policy === null && !c.req.path.startsWith('/api/')) return;
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE } from './cache-names';

/** Personal and money calls are never served from a cache: stale answers there would mislead. */
const NEVER_CACHE = [
  /^\/api\/m\/auth\//,
  /^\/api\/qpay\//,
  /^\/api\/m\/tvod\//,
  /^\/api\/m\/payment\/\d/,
  /^\/api\/m\/sms\//,
];

function isCacheableRead(url: URL, request: Request): boolean {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  if (!url.pathname.startsWith('/api/')) return false;
  return !NEVER_CACHE.some((pattern) => pattern.test(url.pathname));
}

/**
 * Content reads: the network when it answers within 4 s (fresh prices, new episodes), else the
 * last good copy, so the catalogue keeps working on a poor connection or none.
 */
export function registerApiCache() {
  registerRoute(
    ({ url, request }) => isCacheableRead(url, request),
    new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600 })],
    }),
  );
}

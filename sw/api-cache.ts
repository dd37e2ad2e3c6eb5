import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE } from './cache-names';
import { isCacheableRead } from './cacheable';

/**
 * Content reads: the network when it answers within 4 s (fresh prices, new episodes), else the
 * last good copy, so the catalogue keeps working on a poor connection or none.
 */
export function registerApiCache() {
  registerRoute(
    ({ url, request }) => isCacheableRead(url, request, self.location.origin),
    new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600 })],
    }),
  );
}

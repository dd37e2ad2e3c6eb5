import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { PLAYER_CACHE } from './cache-names';

declare let self: ServiceWorkerGlobalScope;

/**
 * dash.js is not precached (vite.config.ts); once loaded it is kept here, so a downloaded title
 * plays with no network. Its URL carries its content hash, so the first copy is good until a new
 * build names another; the cap drops old builds' copies.
 */
export function registerPlayerCache() {
  registerRoute(
    ({ url }) =>
      url.origin === self.location.origin && /^\/btv\/assets\/dash[^/]*\.js$/.test(url.pathname),
    new CacheFirst({
      cacheName: PLAYER_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
    }),
  );
}

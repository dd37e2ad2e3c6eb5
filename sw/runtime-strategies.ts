import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_CACHE, IMAGE_CACHE, PLAYER_CACHE } from './cache-names';
import { otherWidthOffline } from './image-other-width';
import { storableOnly } from './storable';

/*
 * The worker's runtime caching strategies, apart from the routes that use them (api-cache.ts,
 * image-cache.ts, player-cache.ts) so tests can run them without a worker. Each one stores only
 * what storable.ts allows (never an answer marked no-store).
 */

/**
 * Content reads: the network when it answers within 4 s (fresh prices, new episodes), else the
 * last good copy, so the catalogue keeps working on a poor connection or none.
 */
export function apiReadStrategy(): NetworkFirst {
  return new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      storableOnly,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  });
}

/**
 * Artwork is immutable per URL, so the first copy is good forever; the cap bounds storage. With
 * no network, a width of a picture not kept is answered with another it is (image-other-width).
 */
export function imageStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      storableOnly,
      otherWidthOffline,
      new ExpirationPlugin({
        maxEntries: 600,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  });
}

/**
 * dash.js is not precached (vite.config.ts); once loaded it is kept, so a downloaded title plays
 * with no network. Its URL carries its content hash, so the first copy is good until a new build
 * names another; the cap drops old builds' copies.
 */
export function playerStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: PLAYER_CACHE,
    plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
  });
}

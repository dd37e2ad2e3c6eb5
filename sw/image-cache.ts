import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE } from './cache-names';

/** Artwork is immutable per URL, so the first copy is good forever; the cap bounds storage. */
export function registerImageCache() {
  registerRoute(
    ({ url, request }) =>
      request.destination === 'image' &&
      url.origin === self.location.origin &&
      (url.pathname.startsWith('/art/') || url.pathname.startsWith('/uploads/')),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new ExpirationPlugin({
          maxEntries: 600,
          maxAgeSeconds: 30 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}

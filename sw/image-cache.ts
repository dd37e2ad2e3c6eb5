import { registerRoute } from 'workbox-routing';
import { imageStrategy } from './runtime-strategies';

/** Artwork and avatars of this origin, cache first (runtime-strategies.ts). */
export function registerImageCache() {
  registerRoute(
    ({ url, request }) =>
      request.destination === 'image' &&
      url.origin === self.location.origin &&
      (url.pathname.startsWith('/art/') || url.pathname.startsWith('/uploads/')),
    imageStrategy(),
  );
}

import { registerRoute } from 'workbox-routing';
import { isCacheableRead } from './cacheable';
import { apiReadStrategy } from './runtime-strategies';

/** Public content reads, network first (runtime-strategies.ts). */
export function registerApiCache() {
  registerRoute(
    ({ url, request }) => isCacheableRead(url, request, self.location.origin),
    apiReadStrategy(),
  );
}

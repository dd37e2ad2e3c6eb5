import { registerRoute } from 'workbox-routing';
import { playerStrategy } from './runtime-strategies';

declare let self: ServiceWorkerGlobalScope;

/** The dash.js chunk, kept once loaded so a downloaded title plays offline (runtime-strategies.ts). */
export function registerPlayerCache() {
  registerRoute(
    ({ url }) =>
      url.origin === self.location.origin && /^\/btv\/assets\/dash[^/]*\.js$/.test(url.pathname),
    playerStrategy(),
  );
}

import { registerRoute } from 'workbox-routing';
import type { Strategy } from 'workbox-strategies';
import { isCacheableRead } from './cacheable';
import { apiReadStrategy } from './runtime-strategies';

/**
 * Public content reads, network first (runtime-strategies.ts). The strategy is returned for the
 * reads a page hands over (keep-reads.ts), which it keeps as if it had fetched them.
 */
export function registerApiCache(): Strategy {
  const strategy = apiReadStrategy();
  registerRoute(
    ({ url, request }) => isCacheableRead(url, request, self.location.origin),
    strategy,
  );
  return strategy;
}

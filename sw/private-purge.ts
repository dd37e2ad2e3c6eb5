import { API_CACHE } from './cache-names';
import { isKeptCacheKey } from './cacheable';

declare let self: ServiceWorkerGlobalScope;

/** Deletes every API cache entry the contract does not declare public. */
export async function purgePrivateEntries(): Promise<number> {
  if (!(await caches.has(API_CACHE))) return 0;
  const cache = await caches.open(API_CACHE);
  let removed = 0;
  for (const request of await cache.keys()) {
    if (isKeptCacheKey(new URL(request.url))) continue;
    await cache.delete(request);
    removed += 1;
  }
  return removed;
}

/**
 * Workers before docs/decisions/014 kept history, likes, receipts and tax data for 7 days; the
 * new worker removes what they left as it takes over, keeping the offline catalogue.
 */
export function purgePrivateOnActivate() {
  self.addEventListener('activate', (event) => event.waitUntil(purgePrivateEntries()));
}

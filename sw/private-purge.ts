import { API_CACHE, RUNTIME_CACHES } from './cache-names';
import { isKeptCacheKey } from './cacheable';

declare let self: ServiceWorkerGlobalScope;

/** Runtime caches of earlier versions (a bumped name in contract/device-storage.ts) go whole. */
async function dropOldRuntimeCaches(): Promise<void> {
  for (const name of await caches.keys()) {
    const ours = name.startsWith('btv-api-') || name.startsWith('btv-images-');
    if (ours && !RUNTIME_CACHES.includes(name)) await caches.delete(name);
  }
}

/** Deletes every API cache entry the contract does not declare public. */
async function purgePrivateEntries(): Promise<number> {
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
  self.addEventListener('activate', (event) =>
    event.waitUntil(dropOldRuntimeCaches().then(purgePrivateEntries)),
  );
}

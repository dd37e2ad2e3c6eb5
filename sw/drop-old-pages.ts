import { PAGE_CACHE } from './cache-names';

declare let self: ServiceWorkerGlobalScope;

/**
 * A new worker is a new build: the pages the one before kept (kept-pages.ts) start its entry,
 * which this one does not hold, so they go as it takes over.
 */
export function dropPagesOfEarlierBuilds() {
  self.addEventListener('activate', (event) => event.waitUntil(caches.delete(PAGE_CACHE)));
}

import { isPoorLink, type LinkInformation } from '../contract/link-quality';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CHUNK_CACHE } from './cache-names';

/** Workbox's own name for a precache entry's revision in its cache key. */
const REVISION_PARAM = '__WB_REVISION__';

declare let self: ServiceWorkerGlobalScope & { navigator: { connection?: LinkInformation } };

/**
 * An entry of the build's manifest; vite.config.ts marks what no first paint loads (the routes'
 * code, the install icons, the bank logos) as `later`.
 */
export type ManifestEntry = (PrecacheEntry & { later?: boolean }) | string;

export const isRouteChunk = (entry: ManifestEntry) => typeof entry !== 'string' && !!entry.later;

/*
 * The routes' own code (issue 29, decision 050): on a good link every chunk is fetched at install,
 * so any route opens offline after one visit; on a poor or Save-Data link none is, so the install
 * never takes the link from the page, and each chunk is kept as the page first loads it. A hashed
 * name (revision null) never goes stale, and its fetch is answered by the HTTP cache when the
 * first page already loaded it; a file whose name stays (an icon, a bank logo) is kept under its
 * revision, fetched past the HTTP cache, so a new build's copy replaces the old.
 */
export function registerRouteChunks(entries: ManifestEntry[]) {
  /** The file's URL → the key it is kept under. */
  const keys = new Map<string, string>();
  for (const entry of entries.filter(isRouteChunk) as PrecacheEntry[]) {
    // Relative to the worker's own URL (/btv/sw.js), as the precache reads them.
    const url = new URL(entry.url, self.location.href);
    const key = new URL(url);
    if (entry.revision) key.searchParams.set(REVISION_PARAM, entry.revision);
    keys.set(url.href, key.href);
  }
  const kept = new Set(keys.values());
  const strategy = new CacheFirst({
    cacheName: CHUNK_CACHE,
    plugins: [{ cacheKeyWillBeUsed: async ({ request }) => keys.get(request.url) ?? request }],
  });
  registerRoute(({ url }) => keys.has(url.href), strategy);

  const keep = (url: string, event: ExtendableEvent) => {
    const cache = keys.get(url) === url ? 'default' : 'reload';
    return strategy.handleAll({ event, request: new Request(url, { cache }) })[1];
  };

  self.addEventListener('install', (event) => {
    if (isPoorLink(self.navigator.connection)) return;
    event.waitUntil(Promise.all([...keys.keys()].map((url) => keep(url, event))));
  });
  // An earlier version's files go once this one runs, as its precache's do.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.open(CHUNK_CACHE).then(async (cache) => {
        for (const request of await cache.keys()) {
          if (!kept.has(request.url)) await cache.delete(request);
        }
      }),
    );
  });

  /** The chunks the page loaded before the worker controlled it (KEEP_CHUNKS). */
  return (handed: unknown, event: ExtendableEvent): Promise<unknown> => {
    const list = Array.isArray(handed) ? handed : [];
    const known = list.filter((url): url is string => typeof url === 'string' && keys.has(url));
    return Promise.all(known.map((url) => keep(url, event).catch(() => undefined)));
  };
}

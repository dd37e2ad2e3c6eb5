import { isPoorLink, type LinkInformation } from '../contract/link-quality';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CHUNK_CACHE } from './cache-names';

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
 * never takes the link from the page, and each chunk is kept as the page first loads it. The file
 * names carry their content hash: a kept chunk never goes stale, and a fetch at install is
 * answered by the HTTP cache for the chunks the first page already loaded.
 */
export function registerRouteChunks(entries: ManifestEntry[]) {
  const urls = new Set(
    entries
      .filter(isRouteChunk)
      // Relative to the worker's own URL (/btv/sw.js), as the precache reads them.
      .map((entry) => new URL((entry as PrecacheEntry).url, self.location.href).href),
  );
  const strategy = new CacheFirst({ cacheName: CHUNK_CACHE });
  registerRoute(({ url }) => urls.has(url.href), strategy);

  const keep = (url: string, event: ExtendableEvent) =>
    strategy.handleAll({ event, request: new Request(url) })[1];

  self.addEventListener('install', (event) => {
    if (isPoorLink(self.navigator.connection)) return;
    event.waitUntil(Promise.all([...urls].map((url) => keep(url, event))));
  });
  // An earlier version's chunks go once this one runs, as its precache's do.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.open(CHUNK_CACHE).then(async (cache) => {
        for (const request of await cache.keys()) {
          if (!urls.has(request.url)) await cache.delete(request);
        }
      }),
    );
  });

  /** The chunks the page loaded before the worker controlled it (KEEP_CHUNKS). */
  return (handed: unknown, event: ExtendableEvent): Promise<unknown> => {
    const list = Array.isArray(handed) ? handed : [];
    const known = list.filter((url): url is string => typeof url === 'string' && urls.has(url));
    return Promise.all(known.map((url) => keep(url, event).catch(() => undefined)));
  };
}

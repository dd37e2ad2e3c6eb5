import type { PrecacheEntry } from 'workbox-precaching';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_ROUTE_PATTERNS } from './app-routes';
import { keptPages } from './kept-pages';
import { isRouteChunk, registerRouteChunks, type ManifestEntry } from './route-chunks';

/** Paths the server answers itself; a navigation to them must never get the app shell. */
export const NOT_APP_ROUTES = [
  /^\/api\//,
  /^\/btv\//,
  /^\/media\//,
  /^\/offline-media\//,
  /^\/art\//,
  /^\/uploads\//,
  /^\/lambda\//,
  /^\/__dev\//,
  // The studio is a page of its own (decision 055): never answered with the viewer's shell.
  /^\/studio(\/|$)/,
];

/**
 * The shell (index.html, entry JS and CSS, icons) is precached; every app route navigates to the
 * cached index.html, so a deep link opens offline, and only app routes (app-routes.ts) do: the
 * server's own pages go to the network. A public page the server renders is answered with its
 * first view as last seen where the worker keeps one (kept-pages.ts). Entry URLs are relative to the worker (/btv/). The routes'
 * own chunks are kept apart (route-chunks.ts), all at install only on a good link. Returns the
 * keepers of the chunks and the document a page hands over.
 */
export function setupPrecache(manifest: ManifestEntry[]) {
  precacheAndRoute(
    manifest.filter((entry) => !isRouteChunk(entry)) as Array<PrecacheEntry | string>,
  );
  const keepChunks = registerRouteChunks(manifest);
  const pages = keptPages();
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(pages.answer(createHandlerBoundToURL('/btv/index.html')), {
      allowlist: APP_ROUTE_PATTERNS,
      denylist: NOT_APP_ROUTES,
    }),
  );
  return { keepChunks, keepPage: pages.keep };
}

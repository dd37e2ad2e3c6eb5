import type {
  ManualHandlerCallbackOptions,
  RouteHandlerCallback,
  RouteHandlerCallbackOptions,
  WorkboxPlugin,
} from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { getCacheKeyForURL } from 'workbox-precaching';
import { StaleWhileRevalidate, StrategyHandler } from 'workbox-strategies';
import { PAGE_CACHE } from './cache-names';
import { KEPT_PAGES, isKeepablePage, mayBeFirstView, startsHeldEntry } from './kept-page-rules';
import { within } from './within';

/*
 * A repeat navigation to a public page is answered at once with the server's first view as last
 * seen (decision 077), so it paints as early as a first visit did, or earlier, instead of the
 * empty shell and skeletons until the code and the API answer. The kept copy is refreshed from
 * the network in the background on each such visit. A page not kept yet is asked of the network,
 * as a browser with no worker would, and kept if it is a guest's first view; offline, or with no
 * answer in PAGE_WAIT_MS, it gets the shell as before. Every other app route gets the shell at once.
 */

/** How long a page not kept waits for the network before the shell answers it. */
const PAGE_WAIT_MS = 4000;

/** The message event that brought a KEEP_PAGE, as Workbox names it (the unit tests have no worker types). */
type ExtendableEvent = ManualHandlerCallbackOptions['event'];

const precached = (url: string) => getCacheKeyForURL(url) !== undefined;

/**
 * Only a guest's first view of a build whose entry `isHeld` is kept. Any other 200 for the URL
 * (the shell: the title is gone, or the server had no time to render) drops the copy, so a
 * removed page is not shown again from the device.
 */
function firstViewsOnly(isHeld: (url: string) => boolean): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => {
      if (isKeepablePage(response) && startsHeldEntry(await response.clone().text(), isHeld)) {
        return response;
      }
      if (response.status === 200) await (await caches.open(PAGE_CACHE)).delete(request);
      return null;
    },
  };
}

/** Least recently used out once KEPT_PAGES are kept. */
const pagesStrategy = (isHeld: (url: string) => boolean) =>
  new StaleWhileRevalidate({
    cacheName: PAGE_CACHE,
    plugins: [
      firstViewsOnly(isHeld),
      new ExpirationPlugin({ maxEntries: KEPT_PAGES, purgeOnQuotaError: true }),
    ],
  });

/**
 * The first visit's document came before the worker existed; the page names it (KEEP_PAGE) once
 * the worker controls it, and the worker keeps it from the HTTP cache (`only-if-cached`: never
 * from the network, so nothing is downloaded twice), through the strategy's own plugins. One the
 * HTTP cache no longer holds is kept on the next navigation instead.
 */
async function keepFromHttpCache(
  pages: StaleWhileRevalidate,
  value: unknown,
  event: ExtendableEvent,
): Promise<void> {
  if (typeof value !== 'string') return;
  const url = new URL(value, self.location.origin);
  if (url.origin !== self.location.origin || !mayBeFirstView(url)) return;
  const request = new Request(url);
  if (await (await caches.open(PAGE_CACHE)).match(request)) return;
  let response: Response;
  try {
    response = await fetch(request, { cache: 'only-if-cached', mode: 'same-origin' });
  } catch {
    return;
  }
  const handler = new StrategyHandler(pages, { event, request });
  try {
    await handler.cachePut(request, response);
  } finally {
    handler.destroy();
  }
}

export interface KeptPages {
  /** The navigation handler for the app's routes: a kept page where there may be one, else `shell`. */
  answer: (shell: RouteHandlerCallback) => RouteHandlerCallback;
  /** Keeps the document the page came in without the worker (a KEEP_PAGE message's `url`). */
  keep: (url: unknown, event: ExtendableEvent) => Promise<void>;
}

/** `isHeld` says whether this worker answers a file offline (the precache, in the worker). */
export function keptPages(isHeld: (url: string) => boolean = precached): KeptPages {
  const pages = pagesStrategy(isHeld);
  return {
    answer: (shell) => async (options: RouteHandlerCallbackOptions) => {
      if (!mayBeFirstView(options.url)) return shell(options);
      try {
        const page = await within(
          PAGE_WAIT_MS,
          pages.handle({ request: options.request, event: options.event }),
        );
        // The kept copy, or the network's own answer (a first view, the shell, a redirect).
        if (page) return page;
      } catch {
        // Offline and not kept: the shell, as before.
      }
      return shell(options);
    },
    keep: (url, event) => keepFromHttpCache(pages, url, event),
  };
}

import { registerRoute } from 'workbox-routing';
import { isKeptImagePath } from '../contract/handed-reads';
import type { ManualHandlerCallbackOptions } from 'workbox-core/types';
import type { CacheFirst } from 'workbox-strategies';
import { imageStrategy } from './runtime-strategies';

/** The worker's event; named through Workbox so the unit tests' DOM types compile this file too. */
type ExtendableEvent = ManualHandlerCallbackOptions['event'];

/** At most this many from one page; a listing shows a few dozen pictures. */
export const MAX_HANDED_IMAGES = 200;

/** Artwork and uploaded pictures of this origin: the only images the worker keeps. */
const isKeptImage = (url: URL) =>
  url.origin === self.location.origin && isKeptImagePath(url.pathname);

const parsed = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/**
 * The keeper of a first visit's pictures (KEEP_IMAGES): the page loaded them before the worker
 * existed, so it names them once the worker controls it, and the worker copies each from the HTTP
 * cache (`only-if-cached`: one the browser did not keep is left out, never downloaded again), so
 * the page reloaded offline shows them (issue 29). A name of another origin or outside the
 * pictures' folders is ignored.
 */
export function imageKeeper(strategy: CacheFirst) {
  return (handed: unknown, event: ExtendableEvent): Promise<unknown> => {
    const list = Array.isArray(handed) ? handed.slice(0, MAX_HANDED_IMAGES) : [];
    const urls = new Set<string>();
    for (const item of list) {
      const url = typeof item === 'string' ? parsed(item) : null;
      if (url && isKeptImage(url)) urls.add(url.href);
    }
    return Promise.all(
      [...urls].map((url) => {
        const request = new Request(url, { cache: 'only-if-cached', mode: 'same-origin' });
        return strategy.handleAll({ event, request })[1].catch(() => undefined);
      }),
    );
  };
}

/** Artwork and avatars of this origin, cache first (runtime-strategies.ts); returns the keeper. */
export function registerImageCache() {
  const strategy = imageStrategy();
  registerRoute(
    ({ url, request }) => request.destination === 'image' && isKeptImage(url),
    strategy,
  );
  return imageKeeper(strategy);
}

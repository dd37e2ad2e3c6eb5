import { KEEP_CHUNKS } from '@contract/handed-reads';

/**
 * The worker controls the page now: it is told which of the app's files the page loaded without
 * it, so on a poor link, where its install fetched no route's code, a repeat visit of this page
 * still finds its chunks (decision 050). They come from the HTTP cache; the worker keeps only
 * the build's own route chunks of these.
 */
export function handChunksToWorker(worker: ServiceWorker): void {
  const prefix = `${window.location.origin}/btv/assets/`;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(prefix));
  if (urls.length > 0) worker.postMessage({ type: KEEP_CHUNKS, urls });
}

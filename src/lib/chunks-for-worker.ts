import { KEEP_CHUNKS, KEEP_IMAGES, KEEP_PAGE, isKeptImagePath } from '@contract/handed-reads';

/**
 * The document this page came in, when no worker answered it (a first visit): the worker keeps
 * it from the HTTP cache if it is a guest's first view, so the next visit paints from it at once
 * (decision 077). Nothing is fetched again.
 */
function handPageToWorker(worker: ServiceWorker): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation && navigation.workerStart === 0) {
    worker.postMessage({ type: KEEP_PAGE, url: navigation.name });
  }
}

/**
 * The pictures this page showed before the worker controlled it: the worker copies them from the
 * HTTP cache (nothing is fetched again), so the page reloaded offline still shows them.
 */
function handImagesToWorker(worker: ServiceWorker, loaded: PerformanceEntry[]): void {
  // Whoever asked (an <img>, a preload <link>, a stylesheet), the path says it is a picture.
  const urls = loaded
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && isKeptImagePath(url.pathname))
    .map((url) => url.href);
  if (urls.length > 0) worker.postMessage({ type: KEEP_IMAGES, urls });
}

/**
 * The worker controls the page now: it is told which of the app's files the page loaded without
 * it, so on a poor link, where its install fetched no route's code, a repeat visit of this page
 * still finds its chunks (decision 050). They come from the HTTP cache; the worker keeps only
 * the build's own route chunks of these. The page's own document and pictures go the same way.
 */
export function handChunksToWorker(worker: ServiceWorker): void {
  const prefix = `${window.location.origin}/btv/assets/`;
  const loaded = performance.getEntriesByType('resource');
  const urls = loaded.map((entry) => entry.name).filter((url) => url.startsWith(prefix));
  if (urls.length > 0) worker.postMessage({ type: KEEP_CHUNKS, urls });
  handPageToWorker(worker);
  handImagesToWorker(worker, loaded);
}

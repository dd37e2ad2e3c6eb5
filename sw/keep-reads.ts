import type { ManualHandlerCallbackOptions } from 'workbox-core/types';
import { StrategyHandler, type Strategy } from 'workbox-strategies';
import { handedReads, type HandedRead } from '../contract/handed-reads';
import { API_CACHE } from './cache-names';
import { isCacheablePost, isCacheableRead } from './cacheable';
import { postCacheKey } from './post-cache';
import { isStorable } from './storable';

/** The message event that brought them, as Workbox names it (the unit tests have no worker types). */
type ExtendableEvent = ManualHandlerCallbackOptions['event'];

/*
 * Public reads the page got without the worker (its first view's data, its own reads before the
 * worker took control), handed over by src/lib/reads-for-worker.ts so that one visit is enough
 * to come back offline (decision 044). Each is kept as the answer the worker's own route would
 * have stored, under the same key, by the same rules: only a route the contract calls public,
 * only a 200 that is not no-store. An answer the worker already holds was fetched since the page
 * got its own, so it is newer and stays.
 */

/** The answer as the network gave it: the server's JSON and its Cache-Control. */
function answerOf(read: HandedRead): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (read.cacheControl) headers.set('Cache-Control', read.cacheControl);
  return new Response(JSON.stringify(read.json), { status: 200, headers });
}

async function keepRead(
  read: HandedRead,
  event: ExtendableEvent,
  reads: Strategy,
  cache: Cache,
): Promise<void> {
  const url = new URL(read.url, self.location.origin);
  const request = new Request(url, {
    method: read.method,
    body: read.body,
    headers: { 'Content-Type': 'application/json' },
  });
  const answer = answerOf(read);
  if (!isStorable(answer)) return;
  if (isCacheableRead(url, request, self.location.origin)) {
    if (await cache.match(request)) return;
    // Through the route's own strategy, so its plugins (no-store, expiry) see the entry.
    const handler = new StrategyHandler(reads, { event, request });
    try {
      await handler.cachePut(request, answer);
    } finally {
      handler.destroy();
    }
  } else if (isCacheablePost(url, request, self.location.origin)) {
    const key = await postCacheKey(request);
    if (!(await cache.match(key))) await cache.put(key, answer);
  }
}

/** Keeps each well-formed public read of `value` (a KEEP_READS message's `reads`). */
export async function keepReads(
  value: unknown,
  event: ExtendableEvent,
  reads: Strategy,
): Promise<void> {
  const cache = await caches.open(API_CACHE);
  for (const read of handedReads(value)) await keepRead(read, event, reads, cache);
}

import { registerRoute } from 'workbox-routing';
import { POST_BODY_PARAM } from '../contract/device-storage';
import { API_CACHE } from './cache-names';
import { isCacheablePost } from './cacheable';
import { isStorable } from './storable';
import { within } from './within';

const NETWORK_TIMEOUT_MS = 4000;

/** A listing POST's key: its URL plus a hash of its body, as a GET (keep-reads.ts writes it too). */
export async function postCacheKey(request: Request): Promise<Request> {
  const body = await request.clone().text();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set(POST_BODY_PARAM, hex);
  return new Request(url.toString(), { method: 'GET' });
}

async function networkFirst(request: Request): Promise<Response> {
  const key = await postCacheKey(request);
  const cache = await caches.open(API_CACHE);
  try {
    const response = await within(NETWORK_TIMEOUT_MS, fetch(request.clone()));
    if (!response) throw new Error('timeout');
    if (isStorable(response)) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

/** Network first for listing POSTs, cached under their URL plus a hash of the body. */
export function registerPostCache() {
  registerRoute(
    ({ url, request }) => isCacheablePost(url, request, self.location.origin),
    ({ request }) => networkFirst(request),
    'POST',
  );
}

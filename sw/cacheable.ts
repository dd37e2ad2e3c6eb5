import { isPublicRead } from '../contract/cache-policy';
import { POST_BODY_PARAM } from '../contract/device-storage';

/*
 * What the worker may keep, from contract/paths.ts alone (docs/decisions/014): public reads, never
 * history, likes, receipts, a tax number, a payment, nor a GET that writes. No list of patterns
 * is kept here, so a new endpoint is judged by the policy it must declare.
 */

/** Every contract route is under /api/; chunks, art and media segments skip the route table. */
const isApi = (url: URL, origin: string) =>
  url.origin === origin && url.pathname.startsWith('/api/');

export function isCacheableRead(url: URL, request: Request, origin: string): boolean {
  if (request.method !== 'GET' || !isApi(url, origin)) return false;
  return isPublicRead('GET', url.pathname);
}

/** The listing calls are POSTs (docs/product.md §7: body cats, season, sort); the public ones qualify. */
export function isCacheablePost(url: URL, request: Request, origin: string): boolean {
  if (request.method !== 'POST' || !isApi(url, origin)) return false;
  return isPublicRead('POST', url.pathname);
}

/** Whether an API cache key may stay: a cached POST's key is a GET carrying its body's hash. */
export function isKeptCacheKey(url: URL): boolean {
  const method = url.searchParams.has(POST_BODY_PARAM) ? 'POST' : 'GET';
  return isPublicRead(method, url.pathname);
}

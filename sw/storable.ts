import type { WorkboxPlugin } from 'workbox-core/types';

/*
 * The server says who may keep an answer; the worker's caches obey it. `Cache-Control: no-store`
 * means no cache at all, the device's included (RFC 9111 5.2.2.5): a private route's answer, a
 * code, an error while the disk is full. The route policy (cacheable.ts) already keeps private
 * routes out; this holds for whatever the header says on any route the worker caches, so the two
 * cannot drift apart.
 */

/** Whether the answer's Cache-Control has the no-store directive. */
export function isNoStore(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return cacheControl
    .split(',')
    .some((directive) => directive.split('=')[0]!.trim().toLowerCase() === 'no-store');
}

/** A 200 the server lets a cache keep; anything else is passed on to the page and not stored. */
export function isStorable(response: Response): boolean {
  return response.status === 200 && !isNoStore(response);
}

/**
 * For every Workbox strategy the worker caches through. Giving a strategy a cacheWillUpdate
 * replaces Workbox's own "200 only" rule, so the status is checked here too.
 */
export const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(isStorable(response) ? response : null),
};

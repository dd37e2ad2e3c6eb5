/// <reference lib="webworker" />
import { get } from 'idb-keyval';
import { registerRoute } from 'workbox-routing';
import { USER_ID_KEY } from '../contract/device-storage';
import { DOWNLOADS_CACHE, OFFLINE_MEDIA_PREFIX } from '../contract/offline-downloads';

declare let self: ServiceWorkerGlobalScope;

/*
 * Downloaded files are answered from Cache Storage under their local URL,
 * /offline-media/{userId}/{downloadId}/{path} (decision 029), with or without a network, and only
 * to the user who downloaded them: another person signed in on the same device gets 404, as does
 * a signed-out one. dash.js, the subtitle loader and the podcast's <audio> ask for these URLs as
 * for any other media; <audio> asks with Range, which is answered from the stored file.
 */

const notFound = () => new Response('', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** 'bytes=a-b', 'bytes=a-' or 'bytes=-n' over a file of `size` bytes; null when unsatisfiable. */
export function byteRange(header: string, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? [start, end] : null;
}

async function partial(request: Request, stored: Response): Promise<Response> {
  const body = await stored.arrayBuffer();
  const range = byteRange(request.headers.get('Range') ?? '', body.byteLength);
  const type = stored.headers.get('Content-Type') ?? '';
  if (!range) {
    return new Response('', {
      status: 416,
      headers: { 'Content-Range': `bytes */${body.byteLength}` },
    });
  }
  const [start, end] = range;
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'Content-Type': type,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${body.byteLength}`,
      'Accept-Ranges': 'bytes',
    },
  });
}

async function answer(request: Request, url: URL): Promise<Response> {
  const owner = Number(url.pathname.slice(OFFLINE_MEDIA_PREFIX.length).split('/')[0]);
  const viewer = await get<number>(USER_ID_KEY).catch(() => undefined);
  if (!viewer || viewer !== owner) return notFound();
  const cache = await caches.open(DOWNLOADS_CACHE);
  const stored = await cache.match(url.pathname);
  if (!stored) return notFound();
  return request.headers.has('Range') ? partial(request, stored) : stored;
}

export function registerOfflineMedia() {
  registerRoute(
    ({ url }) =>
      url.origin === self.location.origin && url.pathname.startsWith(OFFLINE_MEDIA_PREFIX),
    ({ request, url }) => answer(request, url),
  );
}

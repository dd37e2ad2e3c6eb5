import { isPublicRead } from './cache-policy';

/*
 * A public read the page got without the service worker, handed to it to keep (decision 044): a
 * first view's data came inline in the document and a page's own reads went past the worker
 * until it took control, so after one visit the worker would hold nothing of what was seen.
 * The answer travels as parsed JSON, as the page has it; the worker writes it back as the
 * response it would have stored. The page and the worker both judge an entry by the contract.
 */
export interface HandedRead {
  /** Same-origin path and query, as the API client sent it. */
  url: string;
  method: 'GET' | 'POST';
  /** A POST's JSON body, byte for byte as sent: the worker's cache key hashes it. */
  body?: string;
  /** The answer's Cache-Control, so the worker obeys a no-store as for any answer. */
  cacheControl?: string;
  json: unknown;
}

/** The page → worker message that carries them. */
export const KEEP_READS = 'KEEP_READS';

/**
 * The page → worker message with the app's own files (`/btv/assets/…`) the page loaded before the
 * worker controlled it: on a poor link the worker precaches no route's code (sw/route-chunks.ts),
 * so it keeps these, from the HTTP cache, for a repeat visit of the page seen.
 */
export const KEEP_CHUNKS = 'KEEP_CHUNKS';

/**
 * The page → worker message with the URL of the document the page came in, when no worker
 * answered it: a first view the worker keeps from the HTTP cache, with nothing fetched again, so
 * the very next visit paints from it (sw/kept-pages.ts, decision 077).
 */
export const KEEP_PAGE = 'KEEP_PAGE';

/**
 * The page → worker message with the pictures (`/art/…`, `/uploads/…`) the page showed before the
 * worker controlled it: the worker copies them from the HTTP cache into its image cache, so the
 * first page reloaded offline shows them (sw/image-cache.ts).
 */
export const KEEP_IMAGES = 'KEEP_IMAGES';

/** The pictures the worker keeps: the seed's artwork and uploaded images, on this origin. */
export const isKeptImagePath = (pathname: string) =>
  pathname.startsWith('/art/') || pathname.startsWith('/uploads/');

/** At most this many in one message; a page reads a few dozen at most before the worker. */
export const MAX_HANDED_READS = 200;

const isEntry = (value: unknown): value is HandedRead => {
  if (typeof value !== 'object' || value === null) return false;
  const read = value as Partial<HandedRead>;
  return (
    typeof read.url === 'string' &&
    read.url.startsWith('/api/') &&
    (read.method === 'GET' || read.method === 'POST') &&
    (read.body === undefined || typeof read.body === 'string') &&
    (read.cacheControl === undefined || typeof read.cacheControl === 'string') &&
    read.json !== undefined
  );
};

/** The well-formed entries of a public route; anything else is dropped, never kept. */
export function handedReads(value: unknown): HandedRead[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_HANDED_READS)
    .filter(isEntry)
    .filter((read) => isPublicRead(read.method, new URL(read.url, 'http://x').pathname));
}

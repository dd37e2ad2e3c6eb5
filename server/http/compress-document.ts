import zlib from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';

/*
 * A rendered first view makes the document about 200 KB of markup that compresses to a tenth
 * of that; on a slow phone's link those bytes are most of the first paint (decision 032).
 * Brotli at a middle quality compresses it in a couple of milliseconds; gzip for the rest.
 */

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export type DocumentEncoding = 'br' | 'gzip' | null;

/** Ours, best first: on equal weight brotli wins (Chrome lists gzip first). */
const OFFERED = ['br', 'gzip'] as const;

/**
 * The encoding the client weighs highest among ours (RFC 9110 12.5.3): `br;q=0` refuses brotli,
 * `*` weighs whatever it does not name, a name given twice counts at its lowest. Parsed by Hono's
 * own Accept parser (quoted parameters, spaces, case), not split by hand.
 */
export function documentEncoding(acceptEncoding: string | undefined): DocumentEncoding {
  const offers = parseAccept(acceptEncoding ?? '');
  const weightOf = (name: string) => {
    const named = offers.filter((offer) => offer.type.toLowerCase() === name);
    const given = named.length > 0 ? named : offers.filter((offer) => offer.type === '*');
    return given.length > 0 ? Math.min(...given.map((offer) => offer.q)) : 0;
  };
  let best: DocumentEncoding = null;
  let bestWeight = 0;
  for (const name of OFFERED) {
    const weight = weightOf(name);
    if (weight > bestWeight) [best, bestWeight] = [name, weight];
  }
  return best;
}

export function encodeDocument(
  html: string,
  encoding: DocumentEncoding,
): Uint8Array<ArrayBuffer> | string {
  if (encoding === 'br') return zlib.brotliCompressSync(html, BROTLI);
  if (encoding === 'gzip') return zlib.gzipSync(html, { level: 6 });
  return html;
}

/**
 * The same, on libuv's thread pool: a rendered page is 200 to 300 KB of markup, and brotli takes
 * 7 to 12 ms of it, which on the event loop is a stall every API request waiting behind it shares
 * (decision 038). The shell, a few KB, is compressed in line and kept (static.ts).
 */
export function encodeDocumentOffThread(
  html: string,
  encoding: DocumentEncoding,
): Promise<Uint8Array<ArrayBuffer> | string> {
  if (encoding === null) return Promise.resolve(html);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) =>
      error ? reject(error) : resolve(new Uint8Array(result));
    if (encoding === 'br') zlib.brotliCompress(html, BROTLI, done);
    else zlib.gzip(html, { level: 6 }, done);
  });
}

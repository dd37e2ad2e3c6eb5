import zlib from 'node:zlib';

/*
 * A rendered first view makes the document about 200 KB of markup that compresses to a tenth
 * of that; on a slow phone's link those bytes are most of the first paint (decision 032).
 * Brotli at a middle quality compresses it in a couple of milliseconds; gzip for the rest.
 */

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export type DocumentEncoding = 'br' | 'gzip' | null;

/** The best encoding the client accepts. */
export function documentEncoding(acceptEncoding: string | undefined): DocumentEncoding {
  const accepts = (name: string) =>
    (acceptEncoding ?? '').split(',').some((part) => part.trim().split(';')[0] === name);
  if (accepts('br')) return 'br';
  return accepts('gzip') ? 'gzip' : null;
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

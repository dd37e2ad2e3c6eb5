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

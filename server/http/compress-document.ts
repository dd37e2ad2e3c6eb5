import zlib from 'node:zlib';

/*
 * A rendered first view makes the document about 200 KB of markup that compresses to a tenth
 * of that; on a slow phone's link those bytes are most of the first paint (decision 032).
 * Brotli at a middle quality compresses it in a couple of milliseconds; gzip for the rest.
 */

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export interface EncodedDocument {
  body: Uint8Array<ArrayBuffer> | string;
  encoding: 'br' | 'gzip' | null;
}

export function compressDocument(
  html: string,
  acceptEncoding: string | undefined,
): EncodedDocument {
  const accepts = (name: string) =>
    (acceptEncoding ?? '').split(',').some((part) => part.trim().split(';')[0] === name);
  if (accepts('br')) return { body: zlib.brotliCompressSync(html, BROTLI), encoding: 'br' };
  if (accepts('gzip')) return { body: zlib.gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: null };
}

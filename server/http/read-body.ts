import type { Context } from 'hono';
import { extra } from '../../contract/messages';
import { HttpError } from './http-error';
import { mediaType } from './json-writes-only';

/**
 * The request body as the routes read it: JSON only. Any other non-empty body is answered 415
 * instead of being read as `{}`: silently ignoring it let a text/plain post look like a request
 * with no filters, and the guest cache stored that answer under the body's text
 * (docs/decisions/014). Forms are refused too: another site can post one (decision 037). The type
 * is compared exactly, since `text/plain; x=application/json` is also a type a page may send.
 * Malformed JSON is a 400.
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = mediaType(c.req.header('content-type') ?? '');
  if (type === 'application/json') {
    try {
      return await c.req.json();
    } catch {
      throw new HttpError(400, extra.badRequest);
    }
  }
  if ((await c.req.text()).length === 0) return {};
  throw new HttpError(415, extra.unsupportedMediaType);
}

import type { Context } from 'hono';
import { extra } from '../../contract/messages';
import { HttpError } from './http-error';

/**
 * The request body as the routes read it: JSON, or a form (multipart and urlencoded posts keep
 * working, as before). Any other non-empty body is answered 415 instead of being read as `{}`:
 * silently ignoring it let a text/plain post look like a request with no filters, and the guest
 * cache stored that answer under the body's text (docs/decisions/014). Malformed JSON is a 400.
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  try {
    if (type.includes('application/json')) return await c.req.json();
    if (type.includes('form')) return { ...(await c.req.parseBody()) };
  } catch {
    throw new HttpError(400, extra.badRequest);
  }
  if ((await c.req.text()).length === 0) return {};
  throw new HttpError(415, extra.unsupportedMediaType);
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The success half of docs/product.md §7's `{ status, msg, data }` envelope. */
export function ok<T>(
  c: Context,
  data: T,
  msg?: string,
  httpStatus: ContentfulStatusCode = 200,
): Response {
  return c.json(
    msg === undefined ? { status: true, data } : { status: true, msg, data },
    httpStatus,
  );
}

/** A definite "no" that is not an HTTP failure, e.g. an invoice the provider refused. */
export function refuse(c: Context, msg: string, httpStatus: ContentfulStatusCode = 200): Response {
  return c.json({ status: false, msg }, httpStatus);
}

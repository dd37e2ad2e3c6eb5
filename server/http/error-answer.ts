import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { extra } from '../../contract/messages';
import { DomainError } from '../domain/domain-error';
import type { DomainErrorKind } from '../domain/domain-error';
import { HttpError } from './http-error';
import { FieldErrors } from './parse-studio-form';
import { isStorageUnavailable, STORAGE_RETRY_AFTER_S } from './storage-errors';

/** The status code each domain refusal answers with. */
const DOMAIN_STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  malformed: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  invalid: 422,
  'too-many': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

/**
 * The `{ status: false, msg }` answer for anything a handler throws; every Hono app with its own
 * onError (app.ts, payment.ts) answers through this so none of them can end in a bare 500 for a
 * full disk.
 */
export function errorAnswer(err: unknown, c: Context) {
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ status: false, msg: err.msg }, err.httpStatus);
  }
  if (err instanceof FieldErrors) {
    return c.json({ status: false, msg: err.message, fields: err.fields }, 422);
  }
  if (err instanceof DomainError) {
    if (err.retryAfterS !== undefined) c.header('Retry-After', String(err.retryAfterS));
    return c.json({ status: false, msg: err.msg }, DOMAIN_STATUS[err.kind]);
  }
  if (isStorageUnavailable(err)) {
    console.error(`storage unavailable: ${String((err as Error).message ?? err)}`);
    c.header('Retry-After', String(STORAGE_RETRY_AFTER_S));
    c.header('Cache-Control', 'no-store');
    return c.json({ status: false, msg: extra.storageUnavailable }, 503);
  }
  console.error(err);
  return c.json({ status: false, msg: extra.serverError }, 500);
}

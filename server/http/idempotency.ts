import type { MiddlewareHandler } from 'hono';
import { extra } from '../../contract/messages';
import type { AppDeps } from '../deps';
import { currentUserId } from '../domain/auth-token';
import { claimKey, completeKey, isValidKey, releaseKey, requestHash } from '../domain/idempotency';
import { HttpError } from './http-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored first response, not a new write. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Put in front of a write handler. Without the header the write runs as usual. With it, the write
 * runs once per (token user, key): a repeat gets the first answer (status and body) again, the
 * same key on a different request 422, a repeat while the first still runs 409. Requests without
 * a valid token pass through: the handler answers them 401 and there is no user to key on.
 * Answers of 5xx are not kept, so the outbox's retry runs the write again.
 */
export function idempotent(deps: Pick<AppDeps, 'db' | 'clock'>): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!isValidKey(key)) throw new HttpError(400, extra.badRequest);
    const userId = await currentUserId(c, deps);
    if (userId === null) return next();

    const url = new URL(c.req.url);
    const path = url.pathname + url.search;
    // Hono keeps the body, so the handler can still read it after this.
    const body = await c.req.text();
    const request = {
      userId,
      key,
      method: c.req.method,
      path,
      bodyHash: requestHash(c.req.method, path, body),
    };

    const claim = await claimKey(deps.db, request, deps.clock.now());
    switch (claim.kind) {
      case 'mismatch':
        throw new HttpError(422, extra.idempotencyMismatch);
      case 'in-progress':
        throw new HttpError(409, extra.conflict);
      case 'replay':
        c.header(REPLAYED_HEADER, 'true');
        c.header('Content-Type', 'application/json; charset=UTF-8');
        return c.body(claim.response, claim.statusCode as 200);
      case 'run':
        break;
    }

    try {
      await next();
    } catch (err) {
      await releaseKey(deps.db, userId, key);
      throw err;
    }
    const res = c.res;
    if (res.status >= 500) {
      await releaseKey(deps.db, userId, key);
      return;
    }
    await completeKey(deps.db, userId, key, res.status, await res.clone().text());
  };
}

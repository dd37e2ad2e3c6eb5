import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { IN_PROGRESS_HEADER } from '../../contract/outbox';
import { extra } from '../../contract/messages';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { currentUserId } from './request-user';
import {
  boundLockWait,
  claimKey,
  completeKey,
  isStillRunning,
  isValidKey,
  pruneKeys,
  requestHash,
} from '../domain/idempotency';
import { HttpError } from './http-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored first response, not a new write. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** The transaction a keyed write runs in, per request. */
const transactions = new WeakMap<Context, Kysely<Database>>();

/**
 * The deps a write handler behind idempotent() must use: inside a keyed request every query has
 * to go through its transaction. On SQLite the one connection is held by that transaction, so a
 * query on deps.db from inside it would wait for itself forever.
 */
export function writeDeps<D extends Pick<AppDeps, 'db'>>(c: Context, deps: D): D {
  const trx = transactions.get(c);
  return trx ? { ...deps, db: trx } : deps;
}

/**
 * Answers that mean "try again later" (5xx, 408, 409, 429) are not kept: the transaction rolls
 * back (the claim with it), so the outbox's retry runs the write again instead of replaying the
 * refusal forever. Nor are 401 and 403: they answer who sent it, not the write, and a refused
 * request leaves nothing behind.
 */
const NOT_KEPT = new Set([401, 403, 408, 409, 429]);

function keepsAnswer(status: number): boolean {
  return status < 500 && !NOT_KEPT.has(status);
}

/** Thrown inside the transaction to roll it back while the handler's answer still goes out. */
class Discard extends Error {}

/** 409 with a marker the outbox reads as "retry later", unlike a real conflict (which drops). */
function stillRunning(): HttpError {
  return new HttpError(409, extra.conflict, { [IN_PROGRESS_HEADER]: 'true', 'Retry-After': '1' });
}

/**
 * Put in front of a write handler (which then takes its db from writeDeps). Without the header
 * the write runs as usual. With it, the claim on (token user, key), the write and its answer are
 * one transaction: a repeat gets the first answer (status and body) again, the same key on a
 * different request 422, a repeat the first still blocks after IN_PROGRESS_WAIT_MS 409 with
 * IN_PROGRESS_HEADER and Retry-After. Requests without a valid token pass through: the handler
 * answers them 401 and there is no user to key on.
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
    const now = deps.clock.now();

    let claim;
    try {
      // Inside the try: on SQLite, another process's open write makes this wait and fail too.
      await pruneKeys(deps.db, now);
      claim = await deps.db.transaction().execute(async (trx) => {
        await boundLockWait(trx);
        const found = await claimKey(trx, request, now);
        if (found.kind !== 'run') return found;
        transactions.set(c, trx);
        try {
          await next();
        } finally {
          transactions.delete(c);
        }
        const res = c.res;
        if (!keepsAnswer(res.status)) throw new Discard();
        await completeKey(trx, userId, key, res.status, await res.clone().text());
        return found;
      });
    } catch (err) {
      if (err instanceof Discard) return;
      if (isStillRunning(err)) throw stillRunning();
      throw err;
    }
    switch (claim.kind) {
      case 'mismatch':
        throw new HttpError(422, extra.idempotencyMismatch);
      case 'replay':
        c.header(REPLAYED_HEADER, 'true');
        c.header('Content-Type', 'application/json; charset=UTF-8');
        return c.body(claim.response, claim.statusCode as 200);
      case 'run':
        return;
    }
  };
}

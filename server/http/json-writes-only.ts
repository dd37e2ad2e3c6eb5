import type { MiddlewareHandler } from 'hono';
import { extra } from '../../contract/messages';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/json; charset=utf-8` → `application/json`: the type itself, without parameters. */
export function mediaType(header: string): string {
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * An /api write says it carries JSON, or carries nothing (no Content-Type). A form or a text/plain
 * body is what a page on another site can make a visitor's browser send without asking us
 * (a "simple" request, no CORS preflight), so none is taken, whatever the route does with its
 * body (decision 037). The avatar upload, the one multipart call, lives under /lambda.
 */
export function jsonWritesOnly(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type');
    if (WRITES.has(c.req.method) && type !== undefined && mediaType(type) !== 'application/json') {
      return c.json({ status: false, msg: extra.unsupportedMediaType }, 415);
    }
    return next();
  };
}

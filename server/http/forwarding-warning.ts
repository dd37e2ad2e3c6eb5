import type { MiddlewareHandler } from 'hono';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

export const FORWARDING_WARNING =
  'Requests arrive with X-Forwarded-For / X-Real-IP / Forwarded but TRUST_PROXY is off: every ' +
  'client behind the proxy shares its address in the per-IP limits. Set TRUST_PROXY=1 if a ' +
  'reverse proxy you control sets these headers.';

/**
 * One line, the first time a request carries a forwarding header while TRUST_PROXY is off: then
 * a proxy probably sits in front and every user shares its address in the per-IP limits.
 * Only once per process, so a busy proxy does not flood the log.
 */
export function forwardingHeaderWarning(
  trustProxy: boolean,
  warn: (line: string) => void = (line) => console.warn(line),
): MiddlewareHandler {
  let warned = trustProxy;
  return async (c, next) => {
    if (!warned && FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) {
      warned = true;
      warn(FORWARDING_WARNING);
    }
    await next();
  };
}

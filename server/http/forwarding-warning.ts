import type { MiddlewareHandler } from 'hono';
import type { ProxySettings } from '../config';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

export const FORWARDING_WARNING =
  'Requests arrive with X-Forwarded-For / X-Real-IP / Forwarded but TRUST_PROXY is off: every ' +
  'client behind the proxy shares its address in the per-IP limits. Set TRUST_PROXY=1 (and ' +
  'TRUST_PROXY_HEADER) if a reverse proxy you control sets these headers.';

export const missingProxyHeaderWarning = (header: string) =>
  `TRUST_PROXY=1 but a request arrived without ${header}: the proxy in front does not set the ` +
  'header TRUST_PROXY_HEADER names, so clients share its address in the per-IP limits, and a ' +
  'client could write the header itself. Set TRUST_PROXY_HEADER to the header your proxy sets.';

/**
 * One line, the first time the forwarding headers and TRUST_PROXY disagree: a header arrives
 * while it is off (a proxy probably sits in front and every user shares its address), or the
 * named header is missing while it is on (the proxy sets another one, and the named one then
 * comes only from clients). Only once per process, so a busy proxy does not flood the log.
 */
export function forwardingHeaderWarning(
  proxy: ProxySettings | null,
  warn: (line: string) => void = (line) => console.warn(line),
): MiddlewareHandler {
  let warned = false;
  return async (c, next) => {
    if (!warned) {
      const line = proxy
        ? c.req.header(proxy.header) === undefined && missingProxyHeaderWarning(proxy.header)
        : FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined) && FORWARDING_WARNING;
      if (line) {
        warned = true;
        warn(line);
      }
    }
    await next();
  };
}

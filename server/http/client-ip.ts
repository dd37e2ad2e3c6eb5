import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ProxySettings } from '../config';
import { addressGroup } from '../domain/address-group';

/** Who is asking, for per-client throttles: an IPv4 address or an IPv6 /64 (address-group.ts). */
export type ClientIpResolver = (c: Context) => string;

const UNKNOWN = 'unknown';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // `app.request()` in tests has no socket.
    return undefined;
  }
}

/**
 * The address our own proxies saw, from the one header the operator named (TRUST_PROXY_HEADER).
 * Of X-Forwarded-For only the `hops`-th entry from the RIGHT is taken: each trusted proxy appends
 * the address it was connected from, so the entries left of those are whatever the client wrote.
 * A shorter list means the request skipped outer proxies; its leftmost entry is then still one a
 * trusted proxy wrote. No other header is consulted, so a client cannot pick a better-looking one.
 */
function forwardedAddress(c: Context, proxy: ProxySettings): string | undefined {
  const value = c.req.header(proxy.header);
  if (value === undefined) return undefined;
  if (proxy.header === 'x-real-ip') return value.trim();
  const entries = value.split(',').map((entry) => entry.trim());
  return entries[Math.max(0, entries.length - proxy.hops)];
}

/**
 * The socket's address; the proxy's header only when the operator trusts one (config.proxy),
 * since anyone can send one. The answer is grouped for limits: one IPv6 subscriber holds a whole
 * /64, so counting its addresses one by one would give it 2^64 budgets.
 */
export function clientIpResolver(proxy: ProxySettings | null): ClientIpResolver {
  return (c) => {
    if (proxy) {
      const candidate = forwardedAddress(c, proxy);
      if (candidate && isIP(candidate)) return addressGroup(candidate);
    }
    const address = socketAddress(c);
    return address && isIP(address) ? addressGroup(address) : UNKNOWN;
  };
}

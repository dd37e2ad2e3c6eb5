import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Who is asking, for per-IP throttles. */
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
 * The socket's address; a proxy header only with `trustProxy` (config.trustProxy, TRUST_PROXY=1),
 * since anyone can send one. Of X-Forwarded-For the LAST entry is taken: it is the one our own
 * proxy appended, the ones before it are whatever the client wrote.
 */
export function clientIpResolver(trustProxy: boolean): ClientIpResolver {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
      const candidate = forwarded || c.req.header('x-real-ip')?.trim();
      if (candidate && isIP(candidate)) return candidate;
    }
    const address = socketAddress(c);
    return address && isIP(address) ? address : UNKNOWN;
  };
}

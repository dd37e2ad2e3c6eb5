import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { extra } from '../../contract/messages';

/** Who opened the connection, as @hono/node-server hands it to the app. */
type NodeBindings = { incoming?: IncomingMessage } | undefined;

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (BlockList matches those): this machine itself. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  if (!address || family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the request comes from this machine, judged by the socket's peer address only: any
 * header (X-Forwarded-For, Host, Origin) is whatever the client wrote. A request without a socket
 * was handed to the app in-process (`app.request()` in tests, the QPay client's in-process fetch)
 * and never crossed a network.
 */
export function fromLoopback(env: unknown): boolean {
  const incoming = (env as NodeBindings)?.incoming;
  if (!incoming) return true;
  return isLoopbackAddress(incoming.socket.remoteAddress);
}

/**
 * The dev helpers (SMS and e-mail message log, QPay sandbox pay page and switches) hand out login codes
 * and free access: to anyone else they do not exist, whatever address the server is bound to.
 * Behind a reverse proxy on the same machine every client looks local, so such a deployment
 * must run in production mode, where the helpers are not registered (README "Safe defaults").
 */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!fromLoopback(c.env)) return c.json({ status: false, msg: extra.notFound }, 404);
    return next();
  };
}

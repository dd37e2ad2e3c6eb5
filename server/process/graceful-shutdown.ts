import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Lifecycle } from './lifecycle';

/** How often connections that finished their last request are closed while draining. */
const IDLE_SWEEP_MS = 100;

const openSockets = new WeakMap<Server, Set<Socket>>();

/**
 * Keeps track of the server's connections, for the drain: call it as soon as the server exists.
 * Node's own list counts a connection that has not sent a byte yet as busy (its headers timeout
 * runs from the connect), so closeIdleConnections leaves it open.
 */
export function trackConnections(server: Server): void {
  const open = new Set<Socket>();
  openSockets.set(server, open);
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
}

/**
 * Closes every connection with nothing in flight: those between requests (keep-alive), and
 * those that have not sent a byte (a browser's preconnect, a balancer's pooled connection),
 * which would otherwise hold the drain until its deadline. A half-sent request has bytes, so it
 * is left to finish.
 */
function closeIdle(server: Server): void {
  server.closeIdleConnections();
  for (const socket of openSockets.get(server) ?? []) {
    if (socket.bytesRead === 0) socket.destroy();
  }
}

/**
 * A stop (SIGTERM from a process manager, Ctrl-C) without losing work: /readyz turns 503 and the
 * listening socket closes at once, so new connections are refused; idle connections close at
 * once, requests already in flight run to their end, and each connection is closed as soon as
 * it has none (keep-alive would otherwise hold the process open). What is still running at the
 * deadline is cut off. Resolves once no connection is left.
 */
export function drain(server: Server, lifecycle: Lifecycle, timeoutMs: number): Promise<void> {
  lifecycle.startDraining();
  return new Promise((resolve) => {
    const sweep = setInterval(() => closeIdle(server), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      console.warn(`shutdown: requests still running after ${timeoutMs} ms are cut off`);
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    closeIdle(server);
  });
}

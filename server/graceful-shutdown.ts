import type { Server } from 'node:http';
import type { Lifecycle } from './lifecycle';

/** How often connections that finished their last request are closed while draining. */
const IDLE_SWEEP_MS = 100;

/**
 * A stop (SIGTERM from a process manager, Ctrl-C) without losing work: /readyz turns 503 and the
 * listening socket closes at once, so new connections are refused; requests already in flight
 * run to their end, and each connection is closed as soon as it has none (keep-alive would
 * otherwise hold the process open). What is still running at the deadline is cut off. Resolves
 * once no connection is left.
 */
export function drain(server: Server, lifecycle: Lifecycle, timeoutMs: number): Promise<void> {
  lifecycle.startDraining();
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      console.warn(`shutdown: requests still running after ${timeoutMs} ms are cut off`);
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
  });
}

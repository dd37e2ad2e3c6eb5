import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/test-server.mjs';
import type { RunningServer } from '../../scripts/test-server.mjs';
import { connectionRefused, openConnection } from './raw-http';

/*
 * Issue 13 point 9: a stop signal must not drop requests in flight. A real process, real sockets:
 * a listing request whose body is still being uploaded when SIGTERM arrives, and a readiness
 * probe whose headers are not finished yet (so the connection is busy, as a load balancer's
 * would be), both sent before the signal and completed after it.
 */

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const listingBody = JSON.stringify({ cats: 'all', season: 'all', sort: 'all', animeStatus: 'all' });

async function untilRefused(port: number) {
  for (let i = 0; i < 200; i++) {
    if (await connectionRefused(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the server kept accepting connections after SIGTERM');
}

describe('SIGTERM', () => {
  it('refuses new connections, reports draining, finishes the request in flight and exits 0', async () => {
    server = await startServer({ SHUTDOWN_TIMEOUT_MS: '20000' });
    const { port } = server;
    const upload = await openConnection(port);
    const half = Math.floor(listingBody.length / 2);
    upload.write(
      'POST /api/m/anime/list/0?page=1 HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${listingBody.length}\r\n\r\n` +
        listingBody.slice(0, half),
    );
    const probe = await openConnection(port);
    probe.write('GET /readyz HTTP/1.1\r\nHost: localhost\r\n');
    // Both requests have reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    server.signal('SIGTERM');
    await untilRefused(port);

    probe.write('\r\n');
    const ready = await probe.response();
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    expect(ready.headers['cache-control']).toBe('no-store');

    upload.write(listingBody.slice(half));
    const listing = await upload.response();
    expect(listing.status).toBe(200);
    const page = JSON.parse(listing.body) as { status: boolean; data: { total: number } };
    expect(page.status).toBe(true);
    expect(page.data.total).toBeGreaterThan(0);

    const { code } = await server.exited;
    expect(code).toBe(0);
    // Drained, not timed out: it left as soon as the last request was answered.
    expect(Date.now() - signalled).toBeLessThan(20_000);
    expect(server.output()).not.toContain('cut off');
  }, 60_000);

  it('cuts off a request that does not finish by SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const stuck = await openConnection(server.port);
    stuck.write(
      'POST /api/m/anime/list/0?page=1 HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${listingBody.length}\r\n\r\n{`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.signal('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_400);
    expect(server.output()).toContain('cut off');
    await expect(stuck.response()).rejects.toThrow(/closed before an answer/);
  }, 60_000);
});

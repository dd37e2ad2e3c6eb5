import net from 'node:net';
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

  /*
   * Issue 27 point 12: a connection open with nothing in flight is idle, whether it has had a
   * request (browser keep-alive) or none yet (a preconnect, a balancer's pooled connection).
   * Node counts the second kind as busy, so the drain waited the whole SHUTDOWN_TIMEOUT_MS for
   * it and ended by cutting it off.
   */
  it('closes idle keep-alive connections, used or not, and exits without waiting for them', async () => {
    server = await startServer({ SHUTDOWN_TIMEOUT_MS: '30000' });
    const connect = async () => {
      const socket = net.connect(server!.port, '127.0.0.1');
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      return { socket, closed };
    };
    const used = await connect();
    let answer = '';
    used.socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    used.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    while (!answer.includes('"ok"')) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answer).not.toMatch(/connection: close/i);
    const preconnected = await connect();
    // Both connections are known to the server (it answered on one; a request on a third has
    // gone through after the second connected).
    const third = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(third.status).toBe(200);

    server.signal('SIGTERM');
    await Promise.all([used.closed, preconnected.closed]);
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain('draining');
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

// The network between Chromium and the server, for the e2e tests (tests/e2e/flaky-proxy.ts
// re-exports it) and the benchmarks. `context.setOffline` alone is not enough: it does not reach the service worker's own
// fetches (microsoft/playwright#2311), and the outbox lives there.
//   pass        forward
//   down        cut every connection (browser and worker both see a network error)
//   drop-reply  let the server commit, then cut the connection before the reply arrives
//   fail500     answer 500 without reaching the server
//   stall       hold the request unanswered until the mode changes, then forward it (a slow link)
import http from 'node:http';

export async function startFlakyProxy(target) {
  const upstream = new URL(target);
  let mode = 'pass';
  let match;
  const sockets = new Set();
  // `repeats`: answers the server gave from its idempotency store (a write it had already done).
  const counts = { forwarded: 0, cut: 0, dropped: 0, failed: 0, repeats: 0 };
  /** Requests that reached the server, as `METHOD /path?query`, for counting. */
  const forwarded = [];
  /** Requests held by 'stall', sent on when the mode changes. */
  let stalled = [];

  const server = http.createServer(function handle(req, res) {
    const active = !match || match.test(req.url ?? '') ? mode : 'pass';
    if (active === 'stall') {
      stalled.push(() => handle(req, res));
      return;
    }
    if (active === 'down') {
      counts.cut++;
      req.socket.destroy();
      return;
    }
    if (active === 'fail500') {
      counts.failed++;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"status":false,"msg":"proxy 500"}');
      return;
    }
    counts.forwarded++;
    forwarded.push(`${req.method} ${req.url}`);
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, connection: 'close' },
      },
      (incoming) => {
        if (incoming.headers['idempotent-replayed']) counts.repeats++;
        if (active === 'drop-reply') {
          // The server has answered, so the write is committed; the client never hears of it.
          counts.dropped++;
          incoming.resume();
          incoming.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(incoming.statusCode ?? 502, incoming.headers);
        incoming.pipe(res);
      },
    );
    outgoing.on('error', () => req.socket.destroy());
    req.pipe(outgoing);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    counts,
    forwarded,
    get mode() {
      return mode;
    },
    /** `pattern` limits the mode to matching URLs; everything else passes. */
    setMode(next, pattern) {
      mode = next;
      match = pattern;
      // Kept-alive connections would otherwise outlive a "cut". A cut limited to some URLs is
      // judged per request, so it leaves the connections (and the requests on them) alone.
      if (next === 'down' && !pattern) for (const socket of sockets) socket.destroy();
      if (next !== 'stall') {
        const held = stalled;
        stalled = [];
        for (const send of held) send();
      }
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
